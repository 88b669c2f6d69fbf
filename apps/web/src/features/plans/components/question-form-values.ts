import {
  QUESTION_GROUP_HEADINGS,
  TREATMENT_DETAIL_FIELDS,
  type PlanAnswer,
  type PlanQuestion,
  type QualifyingAnswersForm,
  type TreatmentDetail,
  type TreatmentDetailField,
} from '@benefit-store/domain';

export const DETAIL_LABELS: Record<TreatmentDetailField, string> = {
  dot_from: 'Date from',
  dot_to: 'Date to',
  reason_for_condition: 'Reason for condition',
  degree_of_recovery: 'Degree of recovery',
  physician_name_address: 'Physician name/address',
};

type DetailRow = Record<TreatmentDetailField, string>;

function rowOf(saved: TreatmentDetail | undefined): DetailRow {
  const entries = TREATMENT_DETAIL_FIELDS.map((field) => [field, saved?.[field] ?? '']);
  return Object.fromEntries(entries) as DetailRow;
}

/**
 * The form's starting values, shaped like save-question-answers' `answers` (one per question, in
 * question order, so `answers.2.detail.0.dot_from` is the third question's first 'Date from'):
 * the answers saved before, else empty; always two rows of treatment detail.
 */
export function answersFormValues(questions: readonly PlanQuestion[]): QualifyingAnswersForm {
  return {
    answers: questions.map((question) => {
      const saved = question.answer;
      return {
        question_id: question.question_id,
        yes_no_flag: saved?.yes_no_flag ?? '',
        text: saved?.text ?? saved?.who ?? '',
        checkbox_answers: saved?.checkbox_answers ?? [],
        detail: [rowOf(saved?.detail?.[0]), rowOf(saved?.detail?.[1])],
      };
    }),
  };
}

const isYes = (yesNo: unknown) => yesNo === '1';
export const showsOptions = (question: PlanQuestion, yesNo: unknown) => question.options.length > 0 && isYes(yesNo);
export const showsDetail = (question: PlanQuestion, yesNo: unknown) => question.require_detail && isYes(yesNo);
export const showsText = (question: PlanQuestion, yesNo: unknown) => question.question_sub_type === 'text_field' && isYes(yesNo);

/** A treatment row as sent: only the fields given. */
function filledRow(row: TreatmentDetail): TreatmentDetail {
  return Object.fromEntries(TREATMENT_DETAIL_FIELDS.filter((field) => row[field]).map((field) => [field, row[field]]));
}

/**
 * The checked answers as they are sent: what a question shows for its answer (the text, the
 * options, the treatment rows of a Yes), never what a No hides; the second treatment row only
 * when something is in it.
 */
export function toWireAnswers(questions: readonly PlanQuestion[], answers: readonly PlanAnswer[]): PlanAnswer[] {
  return answers.map((answer, index) => {
    const question = questions[index];
    const wire: PlanAnswer = { question_id: answer.question_id, yes_no_flag: answer.yes_no_flag };
    if (!question) return wire;
    if (showsText(question, answer.yes_no_flag) && answer.text) wire.text = answer.text;
    if (showsOptions(question, answer.yes_no_flag)) wire.checkbox_answers = answer.checkbox_answers ?? [];
    if (showsDetail(question, answer.yes_no_flag)) {
      wire.detail = (answer.detail ?? []).map(filledRow).filter((row, rowIndex) => rowIndex === 0 || Object.keys(row).length > 0);
    }
    return wire;
  });
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
