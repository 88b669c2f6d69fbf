/**
 * The health questions (spec 001 §2 "Health questions", §3 "Health info", §4 "Health", §5
 * "Health", §8, §9): what a save may carry, which details a Yes needs, and how the answers are
 * stored. The browser's form and the server's save use the same schema, so a message the server
 * answers is the one the form would have shown, under the same path
 * (`condition_questions.2.conditions.0.date_of_onset`, `medication_question.medications.0.medication`).
 * The dependent step's health answers are the same shape under `health_info.` (spec 001 §3).
 */
import * as z from 'zod';
import { requiredId } from '../contract/shell';
import { normalizePhone } from '../validation/typed-numbers';
import { normalizeUsDate, parseUsDate } from '../dates/us-date';
import { atMostCharacters, WIZARD_MESSAGES } from '../messages/wizard-texts';
import { phoneField, TEXT_MAX, textField, usDateField } from './step-fields';
import type { HealthQuestions } from '../contract/health';
import type { HealthInfo } from './tab-data';

/** Question 145 shows no detail fields (spec 001 §3, §9). */
export const NO_DETAIL_QUESTION_ID = 145;
/** Questions 146 and 147 ask about the condition and the physician (spec 001 §3, §9). */
export const PHYSICIAN_QUESTION_IDS: readonly number[] = [146, 147];
/** Up to 3 medications per question (spec 001 §9). */
export const MAX_MEDICATIONS = 3;
export const HEALTH_TEXT_MAX = TEXT_MAX;
export const HEALTH_NOTES_MAX = 2000;

/** Yes (1) / No (0) (spec 001 §9). */
export const YES_NO_OPTIONS = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
] as const;

/** Which detail fields a Yes reveals: none (145), the physician's (146, 147), or the ordinary condition's. */
export type ConditionLayout = 'none' | 'physician' | 'ordinary';

export function conditionLayoutOf(questionId: number): ConditionLayout {
  if (questionId === NO_DETAIL_QUESTION_ID) return 'none';
  return PHYSICIAN_QUESTION_IDS.includes(questionId) ? 'physician' : 'ordinary';
}

/** A condition's details as the wire carries them: every field of both layouts, each a string, a number or nothing. */
const conditionWire = z.object({
  health_condition: textField(),
  date_of_onset: textField(),
  date_of_recovery: textField(),
  is_treatment: textField(),
  is_medicate: textField(),
  d_last_seen: textField(),
  symptoms: textField(),
  condition: textField(),
  status: textField(),
  last_seen_by_physician: textField(),
  physician_name: textField(),
  address: textField(),
  phone: textField(),
});
export type ConditionField = keyof typeof conditionWire.shape;
export const CONDITION_FIELDS = Object.keys(conditionWire.shape) as ConditionField[];

/** Each layout's fields, in the order the form shows them. */
export const CONDITION_LAYOUT_FIELDS: Record<Exclude<ConditionLayout, 'none'>, readonly ConditionField[]> = {
  ordinary: ['health_condition', 'date_of_onset', 'date_of_recovery', 'is_treatment', 'is_medicate', 'd_last_seen', 'symptoms'],
  physician: ['condition', 'status', 'last_seen_by_physician', 'date_of_recovery', 'physician_name', 'address', 'phone'],
};

/**
 * What a Yes must tell (docs/decisions/0033): the condition, when it began and whether it is
 * treated and medicated; for 146 and 147 the condition, its status, when a physician last saw it
 * and who. Recovery, last visit, symptoms and the physician's address and phone are optional.
 */
export const REQUIRED_CONDITION_FIELDS: Record<Exclude<ConditionLayout, 'none'>, readonly ConditionField[]> = {
  ordinary: ['health_condition', 'date_of_onset', 'is_treatment', 'is_medicate'],
  physician: ['condition', 'status', 'last_seen_by_physician', 'physician_name'],
};

/** Dates typed mm/dd/yyyy, never in the future (spec 001 §5). */
export const CONDITION_DATE_FIELDS: readonly ConditionField[] = [
  'date_of_onset',
  'date_of_recovery',
  'd_last_seen',
  'last_seen_by_physician',
];
/** Answered '1' or '0'; 'undefined' is how the wizard sends "not chosen" (spec 001 §3). */
export const CONDITION_CHOICE_FIELDS: readonly ConditionField[] = ['is_treatment', 'is_medicate'];

const medicationWire = z.object({
  id: z.union([z.string(), z.number()]).nullish(),
  medication: textField(),
  dosage: textField(),
  medical_condition: textField(),
});
export type MedicationField = 'medication' | 'dosage' | 'medical_condition';
export const MEDICATION_FIELDS: readonly MedicationField[] = ['medication', 'dosage', 'medical_condition'];
/** A listed medication names the medicine; its dosage and the condition it treats are optional. */
export const REQUIRED_MEDICATION_FIELDS: readonly MedicationField[] = ['medication'];

const question = { question_id: requiredId, question_text: textField(), yes_no_flag: textField() };
const emptyList = <T>(list: T[] | null | undefined): T[] => list ?? [];

/**
 * The health answers as a call carries them, before any check: every leaf a string, a number or
 * nothing, so one answer of the server lists every field in error.
 */
export function healthAnswersFields() {
  return z.object({
    condition_questions: z
      .array(z.object({ ...question, conditions: z.array(conditionWire).max(10).nullish().transform(emptyList) }))
      .max(50),
    medication_question: z.object({ ...question, medications: z.array(medicationWire).max(10).nullish().transform(emptyList) }).nullish(),
    notes: textField(undefined, undefined, HEALTH_NOTES_MAX),
  });
}
type HealthAnswers = z.output<ReturnType<typeof healthAnswersFields>>;
type ConditionValues = z.output<typeof conditionWire>;
type MedicationValues = z.output<typeof medicationWire>;

const isAnswered = (flag: string) => flag === '1' || flag === '0';
/** A Yes/No left blank is missing; any other value is not one of the two choices (docs/decisions/0104). */
const answerMessage = (flag: string) => (flag === '' ? WIZARD_MESSAGES.required : WIZARD_MESSAGES.notAChoice);
const choiceValue = (value: string) => (value === 'undefined' ? '' : value);

/** Medication rows 2 and 3 count only when they have content (spec 001 §5); the first always does. */
export function hasMedicationContent(row: Partial<Record<MedicationField, unknown>>): boolean {
  return MEDICATION_FIELDS.some((field) => String(row[field] ?? '').trim() !== '');
}

/** The medication rows a save sends and checks, with their index in the list as sent. */
function listedMedications(rows: readonly MedicationValues[]): { row: MedicationValues; index: number }[] {
  return rows.map((row, index) => ({ row, index })).filter(({ row, index }) => index === 0 || hasMedicationContent(row));
}

type Issue = { path: (string | number)[]; message: string };

function dateIssue(value: string, today: string): string | undefined {
  const result = usDateField({ notAfter: today }).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The issues of one Yes condition's details, at paths below `conditions.0`. */
function conditionIssues(layout: Exclude<ConditionLayout, 'none'>, condition: Partial<ConditionValues>, today: string): Issue[] {
  const issues: Issue[] = [];
  const required = REQUIRED_CONDITION_FIELDS[layout];
  for (const field of CONDITION_LAYOUT_FIELDS[layout]) {
    const raw = condition[field] ?? '';
    const value = CONDITION_CHOICE_FIELDS.includes(field) ? choiceValue(raw) : raw;
    const at = (message: string) => issues.push({ path: [field], message });
    if (value === '') {
      if (required.includes(field)) at(WIZARD_MESSAGES.required);
    } else if (CONDITION_DATE_FIELDS.includes(field)) {
      const message = dateIssue(value, today);
      if (message) at(message);
    } else if (CONDITION_CHOICE_FIELDS.includes(field)) {
      if (!isAnswered(value)) at(WIZARD_MESSAGES.notAChoice);
    } else if (field === 'phone') {
      if (!phoneField().safeParse(value).success) at(WIZARD_MESSAGES.phone);
    } else if (value.length > HEALTH_TEXT_MAX) {
      at(atMostCharacters(HEALTH_TEXT_MAX));
    }
  }
  if (layout === 'ordinary') {
    const onset = parseUsDate(normalizeUsDate(condition.date_of_onset ?? '') ?? '');
    const recovery = parseUsDate(normalizeUsDate(condition.date_of_recovery ?? '') ?? '');
    if (onset && recovery && recovery < onset && !issues.some((issue) => issue.path[0] === 'date_of_recovery')) {
      issues.push({ path: ['date_of_recovery'], message: WIZARD_MESSAGES.recoveryBeforeOnset });
    }
  }
  return issues;
}

function answersIssues(values: HealthAnswers, today: string): Issue[] {
  const issues: Issue[] = [];
  values.condition_questions.forEach((q, index) => {
    const at = ['condition_questions', index];
    if (!isAnswered(q.yes_no_flag)) issues.push({ path: [...at, 'yes_no_flag'], message: answerMessage(q.yes_no_flag) });
    const layout = conditionLayoutOf(q.question_id);
    if (q.yes_no_flag !== '1' || layout === 'none') return;
    for (const issue of conditionIssues(layout, q.conditions[0] ?? {}, today)) {
      issues.push({ path: [...at, 'conditions', 0, ...issue.path], message: issue.message });
    }
  });
  const medication = values.medication_question;
  if (medication) {
    const at = ['medication_question'];
    if (!isAnswered(medication.yes_no_flag)) issues.push({ path: [...at, 'yes_no_flag'], message: answerMessage(medication.yes_no_flag) });
    if (medication.yes_no_flag === '1') {
      const listed = listedMedications(medication.medications);
      if (listed.length > MAX_MEDICATIONS) issues.push({ path: [...at, 'medications'], message: WIZARD_MESSAGES.tooManyMedications });
      // A Yes lists at least one medication: the first row is always checked, sent or not.
      const rows = listed.length > 0 ? listed : [{ row: {} as Partial<MedicationValues>, index: 0 }];
      for (const { row, index } of rows) {
        for (const field of MEDICATION_FIELDS) {
          const value = row[field] ?? '';
          const path = [...at, 'medications', index, field];
          if (value === '' && REQUIRED_MEDICATION_FIELDS.includes(field)) issues.push({ path, message: WIZARD_MESSAGES.required });
          else if (value.length > HEALTH_TEXT_MAX) issues.push({ path, message: atMostCharacters(HEALTH_TEXT_MAX) });
        }
      }
    }
  }
  return issues;
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** A checked detail as stored: dates as mm/dd/yyyy and the phone as its 10 digits, however typed (docs/decisions/0097). */
function storedDetail(field: ConditionField, value: string): string {
  if (CONDITION_DATE_FIELDS.includes(field)) return normalizeUsDate(value) ?? value;
  if (field === 'phone') return normalizePhone(value) ?? value;
  return CONDITION_CHOICE_FIELDS.includes(field) ? choiceValue(value) : value;
}
const flagOf = (flag: string): 0 | 1 => (flag === '1' ? 1 : 0);

/** The answers as stored (tab-data `HealthInfo`): No clears the details, Yes keeps its layout's fields only. */
function toStored(values: HealthAnswers): HealthInfo {
  const medication = values.medication_question;
  return {
    condition_questions: values.condition_questions.map((q) => {
      const layout = conditionLayoutOf(q.question_id);
      const condition = q.conditions[0];
      const hasDetails = q.yes_no_flag === '1' && layout !== 'none';
      return {
        question_id: q.question_id,
        question_text: orNull(q.question_text),
        yes_no_flag: flagOf(q.yes_no_flag),
        conditions:
          hasDetails && condition
            ? [Object.fromEntries(CONDITION_LAYOUT_FIELDS[layout].map((field) => [field, orNull(storedDetail(field, condition[field]))]))]
            : [],
      };
    }),
    medication_question: medication
      ? {
          question_id: medication.question_id,
          question_text: orNull(medication.question_text),
          yes_no_flag: flagOf(medication.yes_no_flag),
          medications:
            medication.yes_no_flag === '1'
              ? listedMedications(medication.medications).map(({ row }, index) => ({
                  id: index + 1,
                  medication: row.medication,
                  dosage: orNull(row.dosage),
                  medical_condition: orNull(row.medical_condition),
                }))
              : [],
        }
      : null,
    notes: orNull(values.notes),
  };
}

/**
 * The health step's whole check (spec 001 §5 "Health", docs/decisions/0033): every question
 * answered Yes (1) or No (0); a Yes with its layout's required details, dates mm/dd/yyyy not after
 * `today` (ISO, the store's day); a Yes to the medication question with at least one medication
 * and at most 3; notes of at most 2000 characters. Answers the stored shape.
 */
export function healthInfoSchema({ today }: { today: string }) {
  return healthAnswersFields()
    .superRefine((values, ctx) => {
      for (const issue of answersIssues(values, today)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    })
    .transform(toStored);
}

/** The questions a save must answer: the catalogue the enrollment is asked. */
export type HealthCatalogueIds = { conditionQuestionIds: readonly number[]; medicationQuestionId: number | null };

/**
 * What a save answers against the catalogue (the server's check; the form is built from the
 * catalogue): no question outside it, none twice, none left out.
 */
export function healthCatalogueIssues(
  values: { condition_questions: readonly { question_id: number }[]; medication_question?: { question_id: number } | null },
  catalogue: HealthCatalogueIds,
): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<number>();
  values.condition_questions.forEach(({ question_id }, index) => {
    const path = ['condition_questions', index, 'question_id'];
    if (!catalogue.conditionQuestionIds.includes(question_id)) issues.push({ path, message: WIZARD_MESSAGES.unknownHealthQuestion });
    else if (seen.has(question_id)) issues.push({ path, message: WIZARD_MESSAGES.repeatedHealthQuestion });
    seen.add(question_id);
  });
  if (catalogue.conditionQuestionIds.some((id) => !seen.has(id))) {
    issues.push({ path: ['condition_questions'], message: WIZARD_MESSAGES.answerAllHealthQuestions });
  }
  const medication = values.medication_question;
  if (catalogue.medicationQuestionId !== null) {
    if (!medication) issues.push({ path: ['medication_question', 'yes_no_flag'], message: WIZARD_MESSAGES.required });
    else if (medication.question_id !== catalogue.medicationQuestionId) {
      issues.push({ path: ['medication_question', 'question_id'], message: WIZARD_MESSAGES.unknownHealthQuestion });
    }
  }
  return issues;
}

/** A condition's details as the form holds them: every field of both layouts, '' when not given. */
export type HealthConditionValues = Record<ConditionField, string>;
export type HealthMedicationValues = Record<MedicationField, string>;
/** The health form's values, shaped like the save's body so server errors land on their fields. */
export type HealthFormValues = {
  condition_questions: { question_id: number; question_text: string; yes_no_flag: string; conditions: HealthConditionValues[] }[];
  medication_question: { question_id: number; question_text: string; yes_no_flag: string; medications: HealthMedicationValues[] } | null;
  notes: string;
};

const formText = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function emptyMedication(): HealthMedicationValues {
  return { medication: '', dosage: '', medical_condition: '' };
}

/**
 * The form's starting values from the questions (with their saved answers): each question with
 * a layout holds one condition with every field (so a server error at `conditions.0.<field>`
 * has a field to land on); the medication question holds its saved rows, or one empty row.
 */
export function healthFormValues(questions: HealthQuestions): HealthFormValues {
  return {
    condition_questions: questions.codition_questions.map((q) => {
      const saved = q.conditions[0];
      return {
        question_id: q.question_id,
        question_text: q.question_text,
        yes_no_flag: formText(q.yes_no_flag),
        conditions:
          conditionLayoutOf(q.question_id) === 'none'
            ? []
            : [Object.fromEntries(CONDITION_FIELDS.map((field) => [field, formText(saved?.[field])])) as HealthConditionValues],
      };
    }),
    medication_question: questions.medication_question && {
      question_id: questions.medication_question.question_id,
      question_text: questions.medication_question.question_text,
      yes_no_flag: formText(questions.medication_question.yes_no_flag),
      medications:
        questions.medication_question.medications.length > 0
          ? questions.medication_question.medications.slice(0, MAX_MEDICATIONS).map((row) => ({
              medication: row.medication,
              dosage: formText(row.dosage),
              medical_condition: formText(row.medical_condition),
            }))
          : [emptyMedication()],
    },
    notes: formText(questions.notes),
  };
}

/**
 * The server's check against the applicant (it knows the date of birth; the form does not ask
 * for it): a condition cannot have begun before the applicant was born.
 */
export function healthDatesBeforeBirthIssues(
  values: { condition_questions: readonly { conditions: readonly { date_of_onset?: string | null }[] }[] },
  birthdate: string,
): Issue[] {
  const issues: Issue[] = [];
  values.condition_questions.forEach((question, index) => {
    const onset = parseUsDate(question.conditions[0]?.date_of_onset ?? '');
    if (onset !== undefined && onset < birthdate) {
      issues.push({ path: ['condition_questions', index, 'conditions', 0, 'date_of_onset'], message: WIZARD_MESSAGES.beforeBirth });
    }
  });
  return issues;
}
