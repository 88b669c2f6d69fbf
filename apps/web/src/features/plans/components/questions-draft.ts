import { parseUsDate, type PlanAnswer, type TreatmentDetail } from '@benefit-store/domain';
import type * as z from 'zod';
import type { PlanQuestionSchema } from '@benefit-store/domain';
import { QUESTION_GROUP_HEADINGS } from '@benefit-store/domain';

export type PlanQuestion = z.infer<typeof PlanQuestionSchema>;

export const QUESTION_TEXTS = {
  title: 'Please answer following questions to view rates.',
  answerAll: 'Please answer all questions',
  chooseOption: 'Please choose at least one option',
  required: 'Field is required',
  invalidDate: 'Invalid date',
} as const;

export const DETAIL_FIELDS = ['dot_from', 'dot_to', 'reason_for_condition', 'degree_of_recovery', 'physician_name_address'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailRow = Record<DetailField, string>;

export const DETAIL_LABELS: Record<DetailField, string> = {
  dot_from: 'Date from',
  dot_to: 'Date to',
  reason_for_condition: 'Reason for condition',
  degree_of_recovery: 'Degree of recovery',
  physician_name_address: 'Physician name/address',
};

/** One question's answer as the form holds it. */
export interface AnswerDraft {
  yesNo: '' | '1' | '0';
  text: string;
  options: number[];
  /** Always two rows of treatment detail. */
  detail: [DetailRow, DetailRow];
}

export type QuestionErrors = Partial<{ yesNo: string; options: string; detail: Partial<Record<`${0 | 1}.${DetailField}`, string>> }>;

const emptyRow = (): DetailRow => ({
  dot_from: '',
  dot_to: '',
  reason_for_condition: '',
  degree_of_recovery: '',
  physician_name_address: '',
});

function rowOf(saved: TreatmentDetail | undefined): DetailRow {
  const row = emptyRow();
  for (const field of DETAIL_FIELDS) row[field] = saved?.[field] ?? '';
  return row;
}

/** The form's starting point: the answers saved before, if any. */
export function draftFromQuestions(questions: readonly PlanQuestion[]): Record<number, AnswerDraft> {
  return Object.fromEntries(
    questions.map((question) => {
      const saved = question.answer;
      const draft: AnswerDraft = {
        yesNo: saved?.yes_no_flag ?? '',
        text: saved?.text ?? saved?.who ?? '',
        options: saved?.checkbox_answers ?? [],
        detail: [rowOf(saved?.detail?.[0]), rowOf(saved?.detail?.[1])],
      };
      return [question.question_id, draft];
    }),
  );
}

/**
 * Groups a checkbox question's options under their headings: the known headings ('A. Prior to
 * age 60', 'B. Prior to age 75') first in their order, then any other, then ungrouped options.
 */
export function groupOptions(question: PlanQuestion): { group: string | null; options: PlanQuestion['options'] }[] {
  const groups: { group: string | null; options: PlanQuestion['options'] }[] = [];
  for (const option of question.options) {
    const existing = groups.find((g) => g.group === option.option_group);
    if (existing) existing.options.push(option);
    else groups.push({ group: option.option_group, options: [option] });
  }
  const rank = (group: string | null) => {
    const known = QUESTION_GROUP_HEADINGS.indexOf(group as (typeof QUESTION_GROUP_HEADINGS)[number]);
    return known >= 0 ? known : group === null ? QUESTION_GROUP_HEADINGS.length + 1 : QUESTION_GROUP_HEADINGS.length;
  };
  return groups
    .map((g, index) => ({ g, index }))
    .sort((a, b) => rank(a.g.group) - rank(b.g.group) || a.index - b.index)
    .map(({ g }) => g);
}

export const showsOptions = (question: PlanQuestion, draft: AnswerDraft | undefined) => question.options.length > 0 && draft?.yesNo === '1';
export const showsDetail = (question: PlanQuestion, draft: AnswerDraft | undefined) => question.require_detail && draft?.yesNo === '1';
export const showsText = (question: PlanQuestion, draft: AnswerDraft | undefined) =>
  question.question_sub_type === 'text_field' && draft?.yesNo === '1';

export type ValidationResult =
  { ok: true; answers: PlanAnswer[] } | { ok: false; message?: string; errors: Record<number, QuestionErrors> };

/**
 * Checks the form before it is sent (spec 000 §5): every question needs yes or no ('Please answer
 * all questions'); a check-all-that-apply question answered yes needs an option; a question that
 * requires detail, answered yes, needs its first treatment row complete with real dates.
 * The server checks the same again.
 */
export function validateAnswers(questions: readonly PlanQuestion[], drafts: Record<number, AnswerDraft>): ValidationResult {
  const errors: Record<number, QuestionErrors> = {};
  let unanswered = false;
  for (const question of questions) {
    const draft = drafts[question.question_id];
    const questionErrors: QuestionErrors = {};
    if (!draft || draft.yesNo === '') {
      unanswered = true;
      questionErrors.yesNo = QUESTION_TEXTS.answerAll;
    } else {
      if (showsOptions(question, draft) && question.question_sub_type === 'checkbox' && draft.options.length === 0) {
        questionErrors.options = QUESTION_TEXTS.chooseOption;
      }
      if (showsDetail(question, draft)) {
        const detail: NonNullable<QuestionErrors['detail']> = {};
        draft.detail.forEach((row, index) => {
          const rowIndex = index as 0 | 1;
          for (const field of DETAIL_FIELDS) {
            if (rowIndex === 0 && !row[field].trim()) detail[`0.${field}`] = QUESTION_TEXTS.required;
          }
          for (const field of ['dot_from', 'dot_to'] as const) {
            if (row[field] && !parseUsDate(row[field])) detail[`${rowIndex}.${field}`] = QUESTION_TEXTS.invalidDate;
          }
          const from = parseUsDate(row.dot_from);
          const to = parseUsDate(row.dot_to);
          if (from && to && to < from) detail[`${rowIndex}.dot_to`] = QUESTION_TEXTS.invalidDate;
        });
        if (Object.keys(detail).length > 0) questionErrors.detail = detail;
      }
    }
    if (Object.keys(questionErrors).length > 0) errors[question.question_id] = questionErrors;
  }
  if (Object.keys(errors).length > 0) return { ok: false, message: unanswered ? QUESTION_TEXTS.answerAll : undefined, errors };
  return { ok: true, answers: questions.map((question) => toAnswer(question, drafts[question.question_id]!)) };
}

function toAnswer(question: PlanQuestion, draft: AnswerDraft): PlanAnswer {
  const answer: PlanAnswer = { question_id: question.question_id, yes_no_flag: draft.yesNo as '1' | '0' };
  if (showsText(question, draft) && draft.text.trim()) answer.text = draft.text.trim();
  if (showsOptions(question, draft)) answer.checkbox_answers = draft.options;
  if (showsDetail(question, draft)) {
    answer.detail = draft.detail
      .filter((row, index) => index === 0 || DETAIL_FIELDS.some((field) => row[field].trim()))
      .map((row) => Object.fromEntries(DETAIL_FIELDS.filter((field) => row[field].trim()).map((field) => [field, row[field].trim()])));
  }
  return answer;
}

/**
 * A server field error (`answers.2.detail.0.dot_from`, `answers.1.checkbox_answers`) placed on its
 * question; answers are sent in question order, so the index names the question.
 */
export function placeServerError(
  questions: readonly PlanQuestion[],
  target: string,
  message: string,
): { questionId: number; errors: QuestionErrors } | undefined {
  const match = /^answers\.(\d+)\.(checkbox_answers|yes_no_flag|detail\.([01])\.(\w+))/.exec(target);
  const question = match ? questions[Number(match[1])] : undefined;
  if (!match || !question) return undefined;
  if (match[2] === 'checkbox_answers') return { questionId: question.question_id, errors: { options: message } };
  if (match[2] === 'yes_no_flag') return { questionId: question.question_id, errors: { yesNo: message } };
  const field = match[4] as DetailField;
  if (!DETAIL_FIELDS.includes(field)) return undefined;
  return { questionId: question.question_id, errors: { detail: { [`${match[3] as '0' | '1'}.${field}`]: message } } };
}
