import type * as z from 'zod';
import type { FieldError } from '../contract/envelope';
import { SaveCarrierQuestionsBodySchema, type CarrierQuestion } from '../contract/plans';
import { PLAN_QUESTION_MESSAGES } from '../messages/spec-texts';
import { refinedByRule } from './field-issues';

/** One statement's answer as the check reads it: save-aflac-questions' wire shape, loose while a form is filled in. */
export interface CarrierAnswerInput {
  qid: number;
  true_condition?: unknown;
}

const isUnanswered = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The carrier-statement rules (spec 000 §5, ADR 0006), the one copy the server and the plan page
 * both use: each answer names one of the plan's statements, once; every statement is answered
 * ('Please answer all questions'); a statement the carrier needs true (`true_condition` 1) is
 * answered Yes ('Please answer yes in order to continue'). Answers the field errors with their
 * wire paths (`aflac_data.1.true_condition`), in answer order; none when the answers pass.
 */
export function checkCarrierAnswers(statements: readonly CarrierQuestion[], answers: readonly CarrierAnswerInput[]): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (target_element: string, error_message: string) => errors.push({ target_element, error_message });
  const seen = new Set<number>();
  answers.forEach((answer, index) => {
    const at = `aflac_data.${index}`;
    const statement = statements.find((s) => s.qid === answer.qid);
    if (!statement || seen.has(answer.qid)) return fail(`${at}.qid`, PLAN_QUESTION_MESSAGES.invalidQuestion);
    seen.add(answer.qid);
    if (isUnanswered(answer.true_condition)) return fail(`${at}.true_condition`, PLAN_QUESTION_MESSAGES.answerAll);
    if (statement.true_condition === 1 && answer.true_condition !== 1) fail(`${at}.true_condition`, PLAN_QUESTION_MESSAGES.answerYes);
  });
  if (statements.some((statement) => !seen.has(statement.qid))) fail('aflac_data', PLAN_QUESTION_MESSAGES.answerAll);
  return errors;
}

/**
 * The plan page's statements form: save-aflac-questions' `aflac_data`, checked by the rules above
 * for these statements. The rules run even while the wire schema still finds an unanswered one,
 * so every problem shows at once.
 */
export function carrierAnswersSchema(statements: readonly CarrierQuestion[]) {
  return refinedByRule(SaveCarrierQuestionsBodySchema.pick({ aflac_data: true }), 'aflac_data', ({ aflac_data }) =>
    checkCarrierAnswers(statements, aflac_data),
  );
}
export type CarrierAnswersForm = z.input<ReturnType<typeof carrierAnswersSchema>>;
