import {
  ACCOUNT_HOLDER_TYPES,
  ACCOUNT_TYPES,
  AVERAGE_WORK_WEEKS,
  COMPENSATION_TYPES,
  DEPENDENT_GENDERS,
  EMPLOYMENT_STATUSES,
  GENDER_LABELS,
  HOLIDAY_POLICIES,
  MARITAL_STATUSES,
  OTHER_ETHNIC_CATEGORY_ID,
  PRIOR_COVERAGE_OPTIONS,
  US_STATES,
  billDateLabel,
  type ReviewCardTab,
} from '@benefit-store/domain';
import { formatPhone } from '@/lib/format';
import { BENEFICIARY_LABELS, CONDITION_LABELS, DEPENDENT_LABELS, MEDICATION_LABELS, PAYMENT_LABELS } from './field-labels';

/**
 * The review's answers as a person reads them (docs/decisions/0098): each saved field under the
 * label its step shows, each code as the name of the step's option, in the step's order. Only the
 * fields listed here are shown, so record ids, the agreement's evidence (eprocess, texts hash,
 * signer address and user agent) and flags such as with_validation never reach the page.
 */

export type Answer = { label: string; value: string };
export type AnswerGroup = { title: string; answers: Answer[]; groups?: AnswerGroup[] };
export type ReviewAnswers = { answers: Answer[]; groups: AnswerGroup[] };
/** What the data does not carry: the ethnic groups' names (a list call) and the signed agreement's texts. */
export type AnswerLookups = { ethnicGroups?: ReadonlyMap<number, string> };

type Data = Record<string, unknown>;
type Option = { readonly value: string; readonly label?: string; readonly name?: string };

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const records = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const optionNames = (options: readonly Option[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.label ?? option.name ?? option.value]));

const YES_NO: Record<string, string> = { '1': 'Yes', '0': 'No', yes: 'Yes', no: 'No' };
const STATE_NAMES: Record<string, string> = Object.fromEntries(US_STATES.map(({ name, abbrev }) => [abbrev, name]));
const RELATIONSHIPS: Record<string, string> = { spouse: 'Spouse', child: 'Child' };

/** A field: its label, and how its stored value reads (the value itself unless an option list names it). */
type Field = readonly [key: string, label: string, names?: Record<string, string> | ((value: string) => string | undefined)];

const ADDRESS: readonly Field[] = [
  ['address1', 'Street Address 1'],
  ['address2', 'Street Address 2'],
  ['city', 'City'],
  ['state', 'State', (state) => STATE_NAMES[state.toUpperCase()] ?? state.toUpperCase()],
  ['zip', 'Zip'],
];

const PERSONAL: readonly Field[] = [
  ['first_name', 'First Name'],
  ['middle_name', 'Middle Name'],
  ['last_name', 'Last Name'],
  ['birthdate', 'Date of Birth'],
  ['gender', 'Gender', GENDER_LABELS],
  ['marital_status', 'Marital Status', optionNames(MARITAL_STATUSES)],
  ['ssn', 'SSN'],
  ['weight', 'Weight (lbs)'],
];
const PRIOR_COVERAGE: readonly Field[] = [
  ['prior_coverage_flag', 'Prior Health Coverage', optionNames(PRIOR_COVERAGE_OPTIONS)],
  ['prior_carrier_name', 'Carrier Name'],
  ['prior_effective_date', 'Prior Effective Date'],
  ['prior_term_date', 'Prior Termination Date'],
];
const CONTACT: readonly Field[] = [
  ['email_address', 'Email'],
  ['phone_number', 'Contact Number', formatPhone],
  ...ADDRESS,
  ['zip4', 'Zip + 4'],
  ['birth_state', 'Birth State', (state) => STATE_NAMES[state.toUpperCase()] ?? state],
  ['birth_city', 'Birth City'],
];
const EMPLOYER: readonly Field[] = [
  ['name', 'Employer Name'],
  ['phone', 'Employer Phone', formatPhone],
  ...ADDRESS,
  ['average_work_week', 'Average Work Week', optionNames(AVERAGE_WORK_WEEKS)],
  ['employment_start_date', 'Employment Start Date'],
  ['occupation', 'Occupation'],
  ['compensation_type', 'Compensation Type', optionNames(COMPENSATION_TYPES)],
  ['employment_status', 'Employment Status', optionNames(EMPLOYMENT_STATUSES)],
  ['emp_industry', 'Industry'],
  ['emp_num_employed', 'Number of Employees'],
  ['emp_vac_policy', 'Vacation Policy'],
  ['emp_barg_unit', 'Bargaining Unit'],
];
const BENEFICIARY: readonly Field[] = [
  ['first_name', BENEFICIARY_LABELS.first_name!],
  ['middle_name', BENEFICIARY_LABELS.middle_name!],
  ['last_name', BENEFICIARY_LABELS.last_name!],
  ['birthdate', BENEFICIARY_LABELS.birthdate!],
  ['ssn', BENEFICIARY_LABELS.ssn!],
  ['relationship', BENEFICIARY_LABELS.relationship!],
  ['beneficiary_percentage', BENEFICIARY_LABELS.beneficiary_percentage!, (percentage) => `${percentage}%`],
];
const DEPENDENT: readonly Field[] = [
  ['relationship', 'Relationship', RELATIONSHIPS],
  ['first_name', DEPENDENT_LABELS.first_name!],
  ['middle_name', DEPENDENT_LABELS.middle_name!],
  ['last_name', DEPENDENT_LABELS.last_name!],
  ['gender', DEPENDENT_LABELS.gender!, optionNames(DEPENDENT_GENDERS)],
  ['birthdate', DEPENDENT_LABELS.birthdate!],
  ['ssn', DEPENDENT_LABELS.ssn!],
  ['weight', DEPENDENT_LABELS.weight!],
];
const BILLING: readonly Field[] = [
  ['payment_method', 'Payment Type', PAYMENT_LABELS],
  ['bill_date', 'Bill Date', (day) => (/^\d+$/.test(day) ? billDateLabel(Number(day)) : day)],
  ['routing_number', 'Routing Number'],
  ['bank_name', 'Bank Name'],
  ['account_name', 'Account Holder Name'],
  ['account_number', 'Account Number'],
  ['account_type', 'Account Type', optionNames(ACCOUNT_TYPES)],
  ['account_holder_type', 'Account Holder Type', optionNames(ACCOUNT_HOLDER_TYPES)],
  ['first_name_on_cc', 'First Name on Card'],
  ['last_name_on_cc', 'Last Name on Card'],
  ['card_number', 'Card Number'],
];
const BILLING_ADDRESS: readonly Field[] = [['is_physical_address', 'Is the billing address your physical address?', YES_NO], ...ADDRESS];
const AGREEMENT: readonly Field[] = [
  ['user_name', 'Full Name'],
  ['agent_name', 'Agent Name'],
  ['agent_code', 'Agent Code'],
  ['group_name', 'Group Name'],
  ['group_code', 'Group Code'],
  ['question', 'Verification Question'],
  ['answer', 'Answer'],
  ['date', 'Date'],
];
const CONDITION = Object.entries(CONDITION_LABELS).map(
  ([key, label]): Field => [key, label, key === 'is_treatment' || key === 'is_medicate' ? YES_NO : undefined],
);
const MEDICATION = Object.entries(MEDICATION_LABELS).map(([key, label]): Field => [key, label]);

function answer(data: Data, [key, label, names]: Field): Answer | undefined {
  const stored = textOf(data[key]);
  if (!stored || stored === 'undefined') return undefined;
  const named = typeof names === 'function' ? names(stored) : names?.[stored];
  return { label, value: named ?? stored };
}
const answersOf = (data: Data, fields: readonly Field[]) => fields.flatMap((field) => answer(data, field) ?? []);

/** Said only of a child marked as a disabled dependent (docs/decisions/0099); 'No' on every other dependent would be noise. */
function disabledOf(data: Data): Answer[] {
  return textOf(data.is_disabled) === '1' ? [{ label: DEPENDENT_LABELS.is_disabled!, value: 'Yes' }] : [];
}

function heightOf(data: Data): Answer[] {
  const feet = textOf(data.height_feet);
  const inches = textOf(data.height_inch);
  if (!feet && !inches) return [];
  return [{ label: 'Height', value: [feet && `${feet} ft`, inches && `${inches} in`].filter(Boolean).join(' ') }];
}

function ethnicGroupOf(data: Data, lookups: AnswerLookups): Answer[] {
  const id = Number(textOf(data.ethnic_category));
  if (!id) return [];
  const other = textOf(data.ethnic_category_other_type);
  const name = id === OTHER_ETHNIC_CATEGORY_ID && other ? other : (lookups.ethnicGroups?.get(id) ?? String(id));
  return [{ label: 'Ethnic Group', value: name }];
}

function holidaysOf(data: Data): Answer[] {
  const flags = isRecord(data.holiday_policy) ? data.holiday_policy : {};
  const chosen = HOLIDAY_POLICIES.filter(({ value }) => textOf(flags[value]) === '1').map(({ name }) => name);
  return chosen.length ? [{ label: 'Holiday Policy', value: chosen.join(', ') }] : [];
}

function expirationOf(data: Data): Answer[] {
  const month = textOf(data.expiration_month);
  const year = textOf(data.expiration_year);
  return month && year ? [{ label: 'Expiration', value: `${month.padStart(2, '0')}/${year}` }] : [];
}

/** A health question's answer under its own text; a Yes with its details. */
function questionAnswers(question: Data, index: number, details: Data[], fields: readonly Field[], detailTitle: string) {
  const flag = textOf(question.yes_no_flag);
  const answers: Answer[] = YES_NO[flag] ? [{ label: textOf(question.question_text) || `Question ${index + 1}`, value: YES_NO[flag] }] : [];
  const groups =
    flag === '1'
      ? details
          .map((detail, at): AnswerGroup => ({ title: `${detailTitle} #${at + 1}`, answers: answersOf(detail, fields) }))
          .filter((group) => group.answers.length > 0)
      : [];
  return { answers, groups };
}

function healthAnswers(health: Data): ReviewAnswers {
  const parts = records(health.condition_questions).map((question, index) =>
    questionAnswers(question, index, records(question.conditions), CONDITION, 'Condition'),
  );
  const medication = isRecord(health.medication_question)
    ? questionAnswers(health.medication_question, parts.length, records(health.medication_question.medications), MEDICATION, 'Medication')
    : { answers: [], groups: [] };
  const all = [...parts, medication];
  const notes = textOf(health.notes);
  return {
    answers: [...all.flatMap((part) => part.answers), ...(notes ? [{ label: 'Additional Notes', value: notes }] : [])],
    groups: all.flatMap((part) => part.groups),
  };
}

function agreementAnswers(agreement: Data): Answer[] {
  const consents = isRecord(agreement.consents) ? agreement.consents : {};
  const agreed = records(agreement.texts)
    .filter((text) => consents[textOf(text.text_id)] === true)
    .map((text) => ({ label: textOf(text.text_head), value: 'Agreed' }));
  return [...answersOf(agreement, AGREEMENT), ...agreed];
}

/** A step's saved data (as get-enrollment-temp-info answers it, personal numbers masked) as labelled answers. */
export function reviewAnswers(tab: ReviewCardTab, data: Data, lookups: AnswerLookups = {}): ReviewAnswers {
  switch (tab) {
    case 'primary_info':
      return {
        answers: [...answersOf(data, PERSONAL), ...heightOf(data), ...ethnicGroupOf(data, lookups), ...answersOf(data, PRIOR_COVERAGE)],
        groups: [],
      };
    case 'contact_info':
      return { answers: answersOf(data, CONTACT), groups: [] };
    case 'employer_info':
      return { answers: [...answersOf(data, EMPLOYER), ...holidaysOf(data)], groups: [] };
    case 'beneficiary_info':
      return {
        answers: [],
        groups: records(data.beneficiaries).map((beneficiary, index) => ({
          title: `Beneficiary #${index + 1}`,
          answers: answersOf(beneficiary, BENEFICIARY),
        })),
      };
    case 'primary_health_info':
      return healthAnswers(data);
    case 'dependent_info':
      return {
        answers: [],
        groups: records(data.dependents).map((dependent, index) => {
          const primary = isRecord(dependent.primary_info) ? dependent.primary_info : {};
          const health = isRecord(dependent.health_info) ? healthAnswers(dependent.health_info) : { answers: [], groups: [] };
          return {
            title: `Dependent #${index + 1}`,
            answers: [...answersOf(primary, DEPENDENT), ...disabledOf(primary), ...heightOf(primary), ...health.answers],
            groups: health.groups,
          };
        }),
      };
    case 'billing_info':
      return { answers: [...answersOf(data, BILLING), ...expirationOf(data), ...answersOf(data, BILLING_ADDRESS)], groups: [] };
    case 'agreement_info':
      return { answers: agreementAnswers(data), groups: [] };
  }
}
