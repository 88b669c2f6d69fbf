import { parseUsDate, QuestionSubTypeSchema, type PlanAnswer, type TreatmentDetail } from '@benefit-store/domain';
import type { Db, DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { ApiFailure, badRequest, fieldError } from '../../lib/http';
import type { Enrollment } from '../enrollment/enrollment-access';
import { answersOf, questionsAnswered, updateAnswerEntry } from './plan-answers';
import { listCartLines } from './plan-cart.repository';
import * as repo from './plans.repository';
import { DEFAULT_DECLINE_MESSAGE, requireActivePlan } from './pricing.service';

export const QUESTION_MESSAGES = {
  answerAll: 'Please answer all questions',
  answerYes: 'Please answer yes in order to continue',
  invalidQuestion: 'Invalid question',
  invalidOption: 'Invalid option',
  chooseOption: 'Please choose at least one option',
  required: 'Field is required',
  invalidDate: 'Invalid date',
  noQuestions: 'This plan has no questions to answer',
  saved: 'Your answers have been saved.',
} as const;

/** get-questions: the plan's qualifying questions in order, with their options and the answers saved before. */
export async function getQuestions(db: DbOrTx, cipher: DataCipher, enrollment: Enrollment, planId: number) {
  await requireActivePlan(db, planId, 'plan_id');
  const questions = await repo.listQuestions(db, planId);
  const options = await repo.listQuestionOptions(
    db,
    questions.map((q) => q.id),
  );
  const saved = answersOf(cipher, enrollment.planAnswersEnc, planId).questions;
  const savedById = new Map((saved?.answers ?? []).map((answer) => [answer.question_id, answer]));
  return questions.map((question) => ({
    question_id: question.id,
    question_text: question.text,
    question_sub_type: QuestionSubTypeSchema.safeParse(question.subType).data ?? null,
    require_detail: question.requireDetail,
    options: options
      .filter((option) => option.questionId === question.id)
      .map((option) => ({ option_id: option.id, option_text: option.text, option_group: option.groupLabel })),
    answer: savedById.get(question.id) ?? null,
  }));
}

export type SaveAnswersResult = { kind: 'saved'; message: string } | { kind: 'declined'; message: string };

/**
 * save-question-answers. Every question needs a yes or no; a checkbox question answered yes needs
 * an option; a question that requires detail answered yes needs its first treatment row complete.
 * A yes on a declining question declines the application: the decline is saved with the answers
 * and stays (later saves for the plan answer the same decline), so answers cannot be retried
 * until they pass. Answers are sealed with the data key (health answers).
 */
export async function saveQuestionAnswers(
  db: Db,
  cipher: DataCipher,
  enrollment: Enrollment,
  planId: number,
  answers: readonly PlanAnswer[],
  now: Date,
): Promise<SaveAnswersResult> {
  await requireActivePlan(db, planId, 'plan_id');
  const questions = await repo.listQuestions(db, planId);
  if (questions.length === 0) throw badRequest('plan_id', QUESTION_MESSAGES.noQuestions);
  const options = await repo.listQuestionOptions(
    db,
    questions.map((q) => q.id),
  );
  validateAnswers(questions, options, answers);

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

function validateAnswers(
  questions: readonly repo.QuestionRow[],
  options: Awaited<ReturnType<typeof repo.listQuestionOptions>>,
  answers: readonly PlanAnswer[],
) {
  const seen = new Set<number>();
  answers.forEach((answer, index) => {
    const question = questions.find((q) => q.id === answer.question_id);
    if (!question || seen.has(answer.question_id)) throw badRequest(`answers.${index}.question_id`, QUESTION_MESSAGES.invalidQuestion);
    seen.add(answer.question_id);
    const own = new Set(options.filter((o) => o.questionId === question.id).map((o) => o.id));
    const chosen = answer.checkbox_answers ?? [];
    if (chosen.some((id) => !own.has(id))) throw badRequest(`answers.${index}.checkbox_answers`, QUESTION_MESSAGES.invalidOption);
    if (answer.yes_no_flag !== '1') return;
    if (question.subType === 'checkbox' && own.size > 0 && chosen.length === 0) {
      throw badRequest(`answers.${index}.checkbox_answers`, QUESTION_MESSAGES.chooseOption);
    }
    if (question.requireDetail) validateDetail(answer.detail ?? [], `answers.${index}.detail`);
  });
  if (!questionsAnswered(questions, { answers: [...answers], declined: false, declineMessage: null, savedAt: '' })) {
    throw badRequest('answers', QUESTION_MESSAGES.answerAll);
  }
}

const DETAIL_FIELDS = ['dot_from', 'dot_to', 'reason_for_condition', 'degree_of_recovery', 'physician_name_address'] as const;

/** The first treatment row is complete; any row's dates are real mm/dd/yyyy dates, from before to. */
function validateDetail(rows: readonly TreatmentDetail[], target: string) {
  const first = rows[0] ?? {};
  for (const field of DETAIL_FIELDS) {
    if (!first[field]) throw badRequest(`${target}.0.${field}`, QUESTION_MESSAGES.required);
  }
  rows.forEach((row, index) => {
    const from = row.dot_from ? parseUsDate(row.dot_from) : undefined;
    const to = row.dot_to ? parseUsDate(row.dot_to) : undefined;
    if (row.dot_from && !from) throw badRequest(`${target}.${index}.dot_from`, QUESTION_MESSAGES.invalidDate);
    if (row.dot_to && (!to || (from && to < from))) throw badRequest(`${target}.${index}.dot_to`, QUESTION_MESSAGES.invalidDate);
  });
}

/** get-aflac-questions: the carrier's statements; true_condition 1 where the carrier needs a Yes. */
export async function getCarrierQuestions(db: DbOrTx, planId: number) {
  await requireActivePlan(db, planId, 'plan_id');
  const rows = await repo.listCarrierQuestions(db, planId);
  return rows.map((row) => ({ qid: row.id, question: row.text, true_condition: row.expectedTrue ? (1 as const) : (0 as const) }));
}

/**
 * save-aflac-questions: every statement answered; each one the carrier needs true answered Yes
 * ('Please answer yes in order to continue'); the others take either answer (spec 000 §5 hints).
 */
export async function saveCarrierQuestions(
  db: Db,
  cipher: DataCipher,
  enrollment: Enrollment,
  planId: number,
  answers: readonly { qid: number; true_condition: 0 | 1 }[],
  now: Date,
) {
  await requireActivePlan(db, planId, 'plan_id');
  const questions = await repo.listCarrierQuestions(db, planId);
  if (questions.length === 0) throw badRequest('plan_id', QUESTION_MESSAGES.noQuestions, { statusCode: 400 });
  const seen = new Set<number>();
  answers.forEach((answer, index) => {
    const question = questions.find((q) => q.id === answer.qid);
    if (!question || seen.has(answer.qid))
      throw badRequest(`aflac_data.${index}.qid`, QUESTION_MESSAGES.invalidQuestion, { statusCode: 400 });
    seen.add(answer.qid);
    if (question.expectedTrue && answer.true_condition !== 1) {
      throw new ApiFailure('invalid', [fieldError(`aflac_data.${index}.true_condition`, QUESTION_MESSAGES.answerYes)], {
        message: QUESTION_MESSAGES.answerYes,
        statusCode: 400,
      });
    }
  });
  if (questions.some((question) => !seen.has(question.id)))
    throw badRequest('aflac_data', QUESTION_MESSAGES.answerAll, { statusCode: 400 });
  const ordered = questions.flatMap((question) => answers.filter((answer) => answer.qid === question.id));
  await db.transaction((tx) =>
    updateAnswerEntry(tx, cipher, enrollment.id, planId, (entry) => ({
      ...entry,
      carrier: { answers: ordered, savedAt: now.toISOString() },
    })),
  );
  return { success_message: QUESTION_MESSAGES.saved };
}

/** check-already-answered: nothing is left to answer (no questions, or accepted answers cover them all). */
export async function hasAnsweredQuestions(db: DbOrTx, cipher: DataCipher, enrollment: Enrollment, planId: number) {
  await requireActivePlan(db, planId, 'plan_id');
  const saved = answersOf(cipher, enrollment.planAnswersEnc, planId).questions;
  return questionsAnswered(await repo.listQuestions(db, planId), saved) && saved?.declined !== true;
}

/** check-prudential-cart: the cart holds an underwritten carrier life plan. */
export async function cartHoldsUnderwrittenLife(db: DbOrTx, enrollment: Enrollment) {
  return (await listCartLines(db, enrollment.id)).some((line) => line.isUnderwrittenLife);
}
