/**
 * The health step (spec 001 §2 "Health questions", §4 "Health", §7 "Health"): the questions with
 * the saved answers, an existing member's last answers, and the save. Health answers are sealed
 * at rest (DESIGN §5) and never logged.
 */
import {
  HealthInfoSchema,
  healthCatalogueIssues,
  healthDatesBeforeBirthIssues,
  healthInfoSchema,
  type HealthInfo,
  type HealthMedicationQuestion,
  type HealthQuestion,
  type HealthQuestions,
} from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { sealedAt } from '../../lib/data-cipher';
import { filterDobOf } from '../../lib/enrollment-contact';
import { ApiFailure, fieldError } from '../../lib/http';
import { parseOrRefuse } from '../../lib/zod-failure';
import type { Enrollment } from '../../lib/enrollment-access';
import { readEnrollmentTabs, saveEnrollmentTab } from './tab-storage';
import { findMemberHealthInfo, listApplicantHealthQuestions, type HealthQuestionRow } from './health.repository';
import type { StepContext } from './personal.service';

type Catalogue = { conditions: HealthQuestionRow[]; medication: HealthQuestionRow | null };
type HealthAnswers = Omit<HealthQuestions, 'codition_questions'> & { condition_questions: HealthQuestion[] };

async function applicantCatalogue(db: DbOrTx): Promise<Catalogue> {
  const rows = await listApplicantHealthQuestions(db);
  return { conditions: rows.filter((row) => row.kind === 'condition'), medication: rows.find((row) => row.kind === 'medication') ?? null };
}

const answerOf = (flag: HealthInfo['condition_questions'][number]['yes_no_flag']): 0 | 1 | null =>
  flag === null || flag === undefined ? null : Number(flag) === 1 ? 1 : 0;

/**
 * Answers laid over the catalogue: every question of today's catalogue, in its order and with its
 * text, carrying the answer given to it (none when it was not answered). Answers to questions no
 * longer asked are left out.
 */
function answersOnCatalogue(catalogue: Catalogue, answers: HealthInfo | undefined): HealthAnswers {
  const byId = new Map(answers?.condition_questions.map((q) => [q.question_id, q]));
  const medication = answers?.medication_question;
  const medicationQuestion: HealthMedicationQuestion | null = catalogue.medication && {
    question_id: catalogue.medication.id,
    question_text: catalogue.medication.text,
    yes_no_flag: medication?.question_id === catalogue.medication.id ? answerOf(medication.yes_no_flag) : null,
    medications: medication?.question_id === catalogue.medication.id ? medication.medications.slice(0, 3) : [],
  };
  return {
    condition_questions: catalogue.conditions.map((row) => {
      const answer = byId.get(row.id);
      return {
        question_id: row.id,
        question_text: row.text,
        yes_no_flag: answerOf(answer?.yes_no_flag),
        conditions: answer?.conditions ?? [],
      };
    }),
    medication_question: medicationQuestion,
    notes: answers?.notes ?? null,
  };
}

/** GET get-health-questions-primary-health-info: the catalogue with this enrollment's saved answers. */
export async function healthQuestions({ db, cipher }: StepContext, enrollment: Enrollment): Promise<HealthQuestions> {
  const [catalogue, { tabs }] = await Promise.all([applicantCatalogue(db), readEnrollmentTabs(db, cipher, enrollment.id)]);
  const { condition_questions, ...rest } = answersOnCatalogue(catalogue, tabs.primary_health_info);
  return { codition_questions: condition_questions, ...rest };
}

const EMPTY_ANSWER: HealthAnswers = { condition_questions: [], medication_question: null, notes: null };

/**
 * GET get-existing-primary-health-info: the existing member's last answers on today's questions,
 * or an empty answer (no questions) for a new member, a member who never answered, or answers
 * that no longer read as health answers.
 */
export async function existingHealthInfo({ db, cipher }: StepContext, enrollment: Enrollment): Promise<HealthAnswers> {
  if (enrollment.memberId === null) return EMPTY_ANSWER;
  const sealed = await findMemberHealthInfo(db, enrollment.memberId);
  if (sealed === null) return EMPTY_ANSWER;
  const stored = HealthInfoSchema.safeParse(cipher.decryptJson<unknown>(sealed, sealedAt('members:health_info_enc', enrollment.memberId)));
  if (!stored.success) return EMPTY_ANSWER;
  return answersOnCatalogue(await applicantCatalogue(db), stored.data);
}

/** POST save-primary-health-info: the whole check, then the answers in the catalogue's order with its texts. */
export async function saveHealth(context: StepContext, enrollment: Enrollment, body: unknown): Promise<{ version: number }> {
  const values = parseOrRefuse(healthInfoSchema({ today: context.today }), body);
  const catalogue = await applicantCatalogue(context.db);
  const dob = filterDobOf(context.cipher, enrollment);
  const issues = [
    ...healthCatalogueIssues(values, {
      conditionQuestionIds: catalogue.conditions.map((row) => row.id),
      medicationQuestionId: catalogue.medication?.id ?? null,
    }),
    ...(dob ? healthDatesBeforeBirthIssues(values, dob) : []),
  ];
  if (issues.length > 0) {
    const errors = issues.map((issue) => fieldError(issue.path.join('.'), issue.message));
    throw new ApiFailure('invalid', errors, { message: errors[0]!.error_message });
  }
  const byId = new Map(values.condition_questions.map((q) => [q.question_id, q]));
  const data: HealthInfo = {
    condition_questions: catalogue.conditions.map((row) => ({ ...byId.get(row.id)!, question_text: row.text })),
    medication_question:
      catalogue.medication && values.medication_question
        ? { ...values.medication_question, question_text: catalogue.medication.text }
        : null,
    notes: values.notes,
  };
  return saveEnrollmentTab(context.db, context.cipher, {
    enrollmentId: enrollment.id,
    tab: 'primary_health_info',
    data,
    asOf: context.now,
  });
}
