import type { PlanAnswer } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { sealedAt, type DataCipher } from '../../lib/data-cipher';
import * as cartRepo from './plan-cart.repository';
import type { CarrierQuestionRow, QuestionRow } from '../catalog/index';

/** Qualifying-question answers of one plan, as saved. */
export type SavedQuestionAnswers = {
  answers: PlanAnswer[];
  /** A yes on a declining question: the application for this plan is declined for this enrollment. */
  declined: boolean;
  declineMessage: string | null;
  savedAt: string;
};
export type SavedCarrierAnswers = { answers: { qid: number; true_condition: 0 | 1 }[]; savedAt: string };
export type PlanAnswerEntry = { questions?: SavedQuestionAnswers; carrier?: SavedCarrierAnswers };

/** `enrollments.plan_answers_enc`: health answers, so sealed with the data key (DESIGN §5), keyed by plan id. */
export type PlanAnswerStore = Record<string, PlanAnswerEntry>;

const placeOf = (enrollmentId: string) => sealedAt('enrollments:plan_answers_enc', enrollmentId);

export function openAnswerStore(cipher: DataCipher, enrollmentId: string, sealed: string | null | undefined): PlanAnswerStore {
  return sealed ? cipher.decryptJson<PlanAnswerStore>(sealed, placeOf(enrollmentId)) : {};
}

export function answersOf(cipher: DataCipher, enrollment: { id: string; planAnswersEnc: string | null }, planId: number): PlanAnswerEntry {
  return openAnswerStore(cipher, enrollment.id, enrollment.planAnswersEnc)[String(planId)] ?? {};
}

/** Changes one plan's entry in one transaction, under a row lock, so two saves for two plans never lose each other. */
export async function updateAnswerEntry(
  tx: DbOrTx,
  cipher: DataCipher,
  enrollmentId: string,
  planId: number,
  change: (entry: PlanAnswerEntry) => PlanAnswerEntry,
): Promise<PlanAnswerEntry> {
  const store = openAnswerStore(cipher, enrollmentId, await cartRepo.lockPlanAnswers(tx, enrollmentId));
  const next = change(store[String(planId)] ?? {});
  store[String(planId)] = next;
  await cartRepo.writePlanAnswers(tx, enrollmentId, cipher.encryptJson(store, placeOf(enrollmentId)));
  return next;
}

/**
 * The qualifying questions count as answered when the saved answers cover every current
 * question of the plan (a question added later asks again: newQuestionsError).
 */
export function questionsAnswered(questions: readonly QuestionRow[], saved: SavedQuestionAnswers | undefined): boolean {
  if (questions.length === 0) return true;
  if (!saved) return false;
  const answered = new Set(saved.answers.map((answer) => answer.question_id));
  return questions.every((question) => answered.has(question.id));
}

/** The carrier statements are confirmed when every current one has a saved answer and each one the carrier needs true is true. */
export function carrierQuestionsAnswered(questions: readonly CarrierQuestionRow[], saved: SavedCarrierAnswers | undefined): boolean {
  if (questions.length === 0) return true;
  if (!saved) return false;
  const byQid = new Map(saved.answers.map((answer) => [answer.qid, answer.true_condition]));
  return questions.every((question) => byQid.has(question.id) && (!question.expectedTrue || byQid.get(question.id) === 1));
}
