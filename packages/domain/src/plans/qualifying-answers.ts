import type * as z from 'zod';
import type { FieldError } from '../contract/envelope';
import { SaveQuestionAnswersBodySchema, TREATMENT_DETAIL_FIELDS, type PlanQuestion } from '../contract/plans';
import { parseUsDate } from '../dates/us-date';
import { PLAN_QUESTION_MESSAGES, VALIDATION_MESSAGES } from '../messages/spec-texts';
import { refinedByRule } from './field-issues';

/** What the check needs of a qualifying question: get-questions' wire shape, or the server's row mapped to it. */
export type QualifyingQuestion = Pick<PlanQuestion, 'question_id' | 'question_sub_type' | 'require_detail'> & {
  options: readonly { option_id: number }[];
};

/**
 * One answer as the check reads it: save-question-answers' wire shape. Loose on purpose, so a
 * form's values are checked as they stand (an unanswered question has no `yes_no_flag` yet).
 */
export interface QualifyingAnswerInput {
  question_id: number;
  yes_no_flag?: unknown;
  checkbox_answers?: readonly number[];
  detail?: readonly Partial<Record<(typeof TREATMENT_DETAIL_FIELDS)[number], string | undefined>>[];
}

type Row = NonNullable<QualifyingAnswerInput['detail']>[number];

const isAnswered = (flag: unknown) => flag === '1' || flag === '0';
const filled = (text: string | undefined) => (text ?? '').trim() !== '';

/**
 * Treatment detail of a Yes that needs it: the first row complete; every row's dates real
 * mm/dd/yyyy dates, 'Date to' not before 'Date from'.
 */
function checkDetail(rows: readonly Row[], target: string): FieldError[] {
  const errors: FieldError[] = [];
  const first = rows[0] ?? {};
  for (const field of TREATMENT_DETAIL_FIELDS) {
    if (!filled(first[field])) errors.push({ target_element: `${target}.0.${field}`, error_message: VALIDATION_MESSAGES.required });
  }
  rows.forEach((row, index) => {
    const fromText = row.dot_from?.trim() ?? '';
    const toText = row.dot_to?.trim() ?? '';
    const from = fromText ? parseUsDate(fromText) : undefined;
    const to = toText ? parseUsDate(toText) : undefined;
    if (fromText && !from) errors.push({ target_element: `${target}.${index}.dot_from`, error_message: VALIDATION_MESSAGES.invalidDate });
    if (toText && (!to || (from !== undefined && to < from)))
      errors.push({ target_element: `${target}.${index}.dot_to`, error_message: VALIDATION_MESSAGES.invalidDate });
  });
  return errors;
}

/**
 * The qualifying-question rules (spec 000 §5, ADR 0006), the one copy the server and the plan
 * page both use: each answer names one of the plan's questions, once, and only its own options;
 * every question is answered yes or no ('Please answer all questions'); a check-all-that-apply
 * question answered yes needs an option; a question that requires detail answered yes needs its
 * first treatment row complete with real dates. Answers the field errors with their wire paths
 * (`answers.2.detail.0.dot_from`), in answer order; none when the answers pass.
 */
export function checkQualifyingAnswers(questions: readonly QualifyingQuestion[], answers: readonly QualifyingAnswerInput[]): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (target_element: string, error_message: string) => errors.push({ target_element, error_message });
  const seen = new Set<number>();
  answers.forEach((answer, index) => {
    const at = `answers.${index}`;
    const question = questions.find((q) => q.question_id === answer.question_id);
    if (!question || seen.has(answer.question_id)) return fail(`${at}.question_id`, PLAN_QUESTION_MESSAGES.invalidQuestion);
    seen.add(answer.question_id);
    const own = new Set(question.options.map((option) => option.option_id));
    const chosen = answer.checkbox_answers ?? [];
    if (chosen.some((id) => !own.has(id))) fail(`${at}.checkbox_answers`, PLAN_QUESTION_MESSAGES.invalidOption);
    if (!isAnswered(answer.yes_no_flag)) return fail(`${at}.yes_no_flag`, PLAN_QUESTION_MESSAGES.answerAll);
    if (answer.yes_no_flag !== '1') return;
    if (question.question_sub_type === 'checkbox' && own.size > 0 && chosen.length === 0) {
      fail(`${at}.checkbox_answers`, PLAN_QUESTION_MESSAGES.chooseOption);
    }
    if (question.require_detail) errors.push(...checkDetail(answer.detail ?? [], `${at}.detail`));
  });
  if (questions.some((question) => !seen.has(question.question_id))) fail('answers', PLAN_QUESTION_MESSAGES.answerAll);
  return errors;
}

/**
 * The plan page's answers form: save-question-answers' `answers`, checked by the rules above for
 * these questions. The rules run even while the wire schema still finds an unanswered question,
 * so every problem shows at once.
 */
export function qualifyingAnswersSchema(questions: readonly QualifyingQuestion[]) {
  return refinedByRule(SaveQuestionAnswersBodySchema.pick({ answers: true }), 'answers', ({ answers }) =>
    checkQualifyingAnswers(questions, answers),
  );
}
export type QualifyingAnswersForm = z.input<ReturnType<typeof qualifyingAnswersSchema>>;
