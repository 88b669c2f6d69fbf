/**
 * Which fields each wizard form has, and which are required or read-only (DESIGN §3 "Form
 * fields"): defaults here, overridden per portal in the database. The `get-form-fields-*`
 * calls answer them with the saved values, and the server checks a save against the same
 * rules, so the asterisk the browser shows and the check the server makes cannot differ.
 */
import * as z from 'zod';
import type { FormField } from '../contract/form-fields';
import { WIZARD_MESSAGES } from '../messages/wizard-texts';

export const FORM_NAMES = [
  'personal_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'dependent_primary_info',
  'billing_info',
  'agreement_info',
] as const;
export const FormNameSchema = z.enum(FORM_NAMES);
export type FormName = z.infer<typeof FormNameSchema>;

export type FieldRule = { required: boolean; read_only: boolean };
export type FieldRules = Record<string, FieldRule>;
/** A portal's overrides, by form then field (the `portals.field_rules` column). */
export type FieldRuleOverrides = Partial<Record<string, Partial<Record<string, Partial<FieldRule>>>>>;

const R: FieldRule = { required: true, read_only: false };
const O: FieldRule = { required: false, read_only: false };
const LOCKED: FieldRule = { required: true, read_only: true };

/** The default rules of each form, in the order the fields are shown. */
export const DEFAULT_FIELD_RULES: Record<FormName, FieldRules> = {
  personal_info: {
    first_name: R,
    middle_name: O,
    last_name: R,
    weight: O,
    height_feet: R,
    height_inch: R,
    gender: LOCKED,
    marital_status: R,
    ssn: R,
    birthdate: LOCKED,
    ethnic_category: O,
    ethnic_category_other_type: O,
    prior_coverage_flag: O,
    prior_carrier_name: O,
    prior_effective_date: O,
    prior_term_date: O,
  },
  contact_info: {
    email_address: R,
    phone_number: R,
    address1: R,
    address2: O,
    city: R,
    zip: R,
    state: R,
    birth_state: O,
    birth_city: O,
    with_validation: O,
  },
  employer_info: {
    name: R,
    phone: R,
    address1: R,
    address2: O,
    city: R,
    zip: R,
    state: R,
    average_work_week: R,
    employment_start_date: R,
    occupation: R,
    compensation_type: R,
    employment_status: R,
    emp_industry: O,
    emp_num_employed: O,
    emp_vac_policy: O,
    emp_barg_unit: O,
    holiday_policy: R,
    with_validation: O,
  },
  beneficiary_info: {
    first_name: R,
    middle_name: O,
    last_name: R,
    birthdate: R,
    ssn: O,
    relationship: R,
    beneficiary_percentage: R,
  },
  dependent_primary_info: {
    dependent_id: O,
    first_name: R,
    middle_name: O,
    last_name: R,
    relationship: R,
    gender: R,
    birthdate: R,
    ssn: R,
    weight: O,
    height_feet: O,
    height_inch: O,
    // A child covered past the age limit (docs/decisions/0099); not in the specification's field list.
    is_disabled: O,
  },
  // Billing: the EFT fields count when EFT is chosen, the card fields when a card is, the address for both (billing-step.ts).
  billing_info: {
    payment_method: R,
    // Blank means the default, the 28th (spec 001 §9).
    bill_date: O,
    routing_number: R,
    bank_name: R,
    account_name: R,
    account_number: R,
    account_type: R,
    account_holder_type: R,
    first_name_on_cc: R,
    last_name_on_cc: R,
    card_number: R,
    expiration_month: R,
    expiration_year: R,
    security_code: R,
    is_physical_address: O,
    address1: R,
    address2: O,
    city: R,
    state: R,
    zip: R,
    // The account or card on file chosen instead (save-billing-info-existing), answered so a revisit shows it chosen.
    bank_id: O,
    card_id: O,
  },
  agreement_info: {
    question_id: O,
    question: O,
    answer: O,
    verification_code: O,
    date: O,
    agent_name: O,
    agent_code: O,
    group_name: O,
    group_code: O,
    user_name: O,
    signature: O,
  },
};

/** A form's rules with a portal's overrides applied; overrides for fields the form does not have are ignored. */
export function resolveFieldRules(form: FormName, overrides?: FieldRuleOverrides | null): FieldRules {
  const own = overrides?.[form] ?? {};
  return Object.fromEntries(Object.entries(DEFAULT_FIELD_RULES[form]).map(([name, rule]) => [name, { ...rule, ...pickRule(own[name]) }]));
}

function pickRule(rule: Partial<FieldRule> | undefined): Partial<FieldRule> {
  if (!rule) return {};
  return {
    ...(typeof rule.required === 'boolean' ? { required: rule.required } : {}),
    ...(typeof rule.read_only === 'boolean' ? { read_only: rule.read_only } : {}),
  };
}

/** The `get-form-fields-*` answer: each field's rule with its saved value (null when nothing is saved). */
export function formFields(rules: FieldRules, values: Readonly<Record<string, unknown>> = {}): FormField[] {
  return Object.entries(rules).map(([field_name, rule]) => ({ field_name, value: wireValue(values[field_name]), ...rule }));
}

function wireValue(value: unknown): FormField['value'] {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** Rules keyed back from a `get-form-fields-*` answer (what the browser builds its schema from). */
export function rulesFromFields(fields: readonly Pick<FormField, 'field_name' | 'required' | 'read_only'>[]): FieldRules {
  return Object.fromEntries(fields.map(({ field_name, required, read_only }) => [field_name, { required, read_only }]));
}

/** Empty as a form sends it: nothing, null, or only spaces. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * 'Field is required' for every required, editable field left blank, at the field's own path
 * (prefixed for nested forms, e.g. `primary_info.`). Read-only fields are the server's to fill.
 */
export function requiredFieldIssues(
  values: Readonly<Record<string, unknown>>,
  rules: FieldRules,
  prefix: readonly (string | number)[] = [],
): { path: (string | number)[]; message: string }[] {
  return Object.entries(rules)
    .filter(([name, rule]) => rule.required && !rule.read_only && isBlank(values[name]))
    .map(([name]) => ({ path: [...prefix, name], message: WIZARD_MESSAGES.required }));
}
