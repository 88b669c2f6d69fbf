import {
  checkCarrierAnswers,
  checkQualifyingAnswers,
  PLAN_QUESTION_MESSAGES,
  QuestionSubTypeSchema,
  VALIDATION_MESSAGES,
  withFilterTobaccoAnswer,
  type FieldError,
  type PlanAnswer,
} from '@benefit-store/domain';
import type { Db, DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { ApiFailure, badRequest } from '../../lib/http';
import type { Enrollment } from '../../lib/enrollment-access';
import { answersOf, questionsAnswered, updateAnswerEntry } from './plan-answers';
import { listCartLines } from './plan-cart.repository';
import type { Catalog, QuestionRow } from '../catalog/index';
import { DEFAULT_DECLINE_MESSAGE, requireActivePlan } from './pricing.service';

export const QUESTION_MESSAGES = {
  ...PLAN_QUESTION_MESSAGES,
  required: VALIDATION_MESSAGES.required,
  invalidDate: VALIDATION_MESSAGES.invalidDate,
  noQuestions: 'This plan has no questions to answer',
  saved: 'Your answers have been saved.',
} as const;

/** The domain's field errors as one 400 with all of them (the first one's message on the envelope). */
function refuseWith(errors: FieldError[], extra: { statusCode?: number } = {}) {
  const [first] = errors;
  if (first) throw new ApiFailure('invalid', errors, { message: first.error_message, ...extra });
}

/** The plan's qualifying questions in order with their options, as get-questions shows them (without answers). */
function listAskedQuestions(catalog: Catalog, planId: number) {
  return catalog.questionsOf(planId).map((question) => ({
    row: question,
    asked: {
      question_id: question.id,
      question_text: question.text,
      question_sub_type: QuestionSubTypeSchema.safeParse(question.subType).data ?? null,
      require_detail: question.requireDetail,
      options: catalog
        .questionOptionsOf(question.id)
        .map((option) => ({ option_id: option.id, option_text: option.text, option_group: option.groupLabel })),
    },
  }));
}

const tobaccoQuestionIds = (listed: readonly { row: QuestionRow }[]) =>
  new Set(listed.filter(({ row }) => row.asksTobacco).map(({ row }) => row.id));

/**
 * get-questions: the plan's qualifying questions in order, with their options and the answers saved
 * before; a question that asks the filter's tobacco question again is answered by the filter.
 */
export function getQuestions(catalog: Catalog, cipher: DataCipher, enrollment: Enrollment, planId: number) {
  requireActivePlan(catalog, planId, 'plan_id');
  const saved = answersOf(cipher, enrollment, planId).questions;
  const savedById = new Map((saved?.answers ?? []).map((answer) => [answer.question_id, answer]));
  const listed = listAskedQuestions(catalog, planId);
  const tobacco = tobaccoQuestionIds(listed);
  const isSmoker = enrollment.filterInfo.is_smoker;
  return listed.map(({ asked }) => {
    const answer = savedById.get(asked.question_id) ?? null;
    const fromFilter = tobacco.has(asked.question_id) && (isSmoker === '1' || isSmoker === '0');
    if (!fromFilter) return { ...asked, answer };
    const [filled] = withFilterTobaccoAnswer([answer ?? { question_id: asked.question_id, yes_no_flag: '' }], tobacco, isSmoker);
    return { ...asked, answer: filled ?? null, tobacco_from_filter: true };
  });
}

export type SaveAnswersResult = { kind: 'saved'; message: string } | { kind: 'declined'; message: string };

/**
 * save-question-answers. The answers keep the domain's rules (`checkQualifyingAnswers`: every
 * problem is answered at once, each under its wire path). A yes on a declining question declines the application: the decline is saved with the answers
 * and stays (later saves for the plan answer the same decline), so answers cannot be retried
 * until they pass. A question that asks the filter's tobacco question again takes the filter's
 * answer when it has one. Answers are sealed with the data key (health answers).
 */
export async function saveQuestionAnswers(
  db: Db,
  catalog: Catalog,
  cipher: DataCipher,
  enrollment: Enrollment,
  planId: number,
  given: readonly PlanAnswer[],
  now: Date,
): Promise<SaveAnswersResult> {
  requireActivePlan(catalog, planId, 'plan_id');
  const listed = listAskedQuestions(catalog, planId);
  if (listed.length === 0) throw badRequest('plan_id', QUESTION_MESSAGES.noQuestions);
  const answers = withFilterTobaccoAnswer(given, tobaccoQuestionIds(listed), enrollment.filterInfo.is_smoker);
  refuseWith(
    checkQualifyingAnswers(
      listed.map(({ asked }) => asked),
      answers,
    ),
  );
  const questions = listed.map(({ row }) => row);

  const decliningYes = questions.find(
    (question) => question.declinesOnYes && answers.find((answer) => answer.question_id === question.id)?.yes_no_flag === '1',
  );
  return db.transaction(async (tx) => {
    let result: SaveAnswersResult = { kind: 'saved', message: QUESTION_MESSAGES.saved };
    await updateAnswerEntry(tx, cipher, enrollment.id, planId, (entry) => {
      if (entry.questions?.declined) {
        result = { kind: 'declined', message: entry.questions.declineMessage ?? DEFAULT_DECLINE_MESSAGE };
        return entry;
      }
      const declineMessage = decliningYes ? (decliningYes.declineMessage ?? DEFAULT_DECLINE_MESSAGE) : null;
      if (declineMessage) result = { kind: 'declined', message: declineMessage };
      const ordered = questions.flatMap((question) => answers.filter((answer) => answer.question_id === question.id));
      return { ...entry, questions: { answers: ordered, declined: declineMessage !== null, declineMessage, savedAt: now.toISOString() } };
    });
    return result;
  });
}

/** get-aflac-questions: the carrier's statements; true_condition 1 where the carrier needs a Yes. */
export function getCarrierQuestions(catalog: Catalog, planId: number) {
  requireActivePlan(catalog, planId, 'plan_id');
  return catalog
    .carrierQuestionsOf(planId)
    .map((row) => ({ qid: row.id, question: row.text, true_condition: row.expectedTrue ? (1 as const) : (0 as const) }));
}

/**
 * save-aflac-questions: the answers keep the domain's rules (`checkCarrierAnswers`): every statement
 * answered; each one the carrier needs true answered Yes; the others take either answer.
 */
export async function saveCarrierQuestions(
  db: Db,
  catalog: Catalog,
  cipher: DataCipher,
  enrollment: Enrollment,
  planId: number,
  answers: readonly { qid: number; true_condition: 0 | 1 }[],
  now: Date,
) {
  const questions = getCarrierQuestions(catalog, planId);
  if (questions.length === 0) throw badRequest('plan_id', QUESTION_MESSAGES.noQuestions, { statusCode: 400 });
  refuseWith(checkCarrierAnswers(questions, answers), { statusCode: 400 });
  const ordered = questions.flatMap((question) => answers.filter((answer) => answer.qid === question.qid));
  await db.transaction((tx) =>
    updateAnswerEntry(tx, cipher, enrollment.id, planId, (entry) => ({
      ...entry,
      carrier: { answers: ordered, savedAt: now.toISOString() },
    })),
  );
  return { success_message: QUESTION_MESSAGES.saved };
}

/** check-already-answered: nothing is left to answer (no questions, or accepted answers cover them all). */
export function hasAnsweredQuestions(catalog: Catalog, cipher: DataCipher, enrollment: Enrollment, planId: number) {
  requireActivePlan(catalog, planId, 'plan_id');
  const saved = answersOf(cipher, enrollment, planId).questions;
  return questionsAnswered(catalog.questionsOf(planId), saved) && saved?.declined !== true;
}

/** check-prudential-cart: the cart holds an underwritten carrier life plan. */
export async function cartHoldsUnderwrittenLife(db: DbOrTx, enrollment: Enrollment) {
  return (await listCartLines(db, enrollment.id)).some((line) => line.isUnderwrittenLife);
}
