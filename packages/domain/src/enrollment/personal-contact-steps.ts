/**
 * What the personal and contact steps accept (spec 001 §3, §5): one schema per step, built from
 * the form's field rules and the store's day, used by the browser's form and by the server's save.
 */
import * as z from 'zod';
import { isEmail, isZip } from '../validation/validators';
import { VALIDATION_MESSAGES } from '../messages/spec-texts';
import { WIZARD_MESSAGES } from '../messages/wizard-texts';
import { parseUsDate } from '../dates/us-date';
import { GENDER_LABELS, OTHER_ETHNIC_CATEGORY_ID } from '../codes/codes';
import type { FieldRules } from './form-definitions';
import {
  choiceField,
  requireWhen,
  stateField,
  nameField,
  phoneField,
  ssnField,
  textField,
  usDateField,
  withFieldRules,
} from './step-fields';

/** 0 Single, 1 Married, 2 Divorced, 3 Widowed (spec 001 §3). */
export const MARITAL_STATUSES = [
  { value: '0', label: 'Single' },
  { value: '1', label: 'Married' },
  { value: '2', label: 'Divorced' },
  { value: '3', label: 'Widowed' },
] as const;
/** Gender codes: 0 male, 1 female, and personal information also offers 2 others (spec 001 §1). */
export const PERSONAL_GENDERS = Object.entries(GENDER_LABELS).map(([value, label]) => ({ value, label }));
export const PRIOR_COVERAGE_OPTIONS = [
  { value: '0', label: 'No prior Health Coverage' },
  { value: '1', label: 'Have had Insurance Carrier' },
] as const;

const digits = (min: number, max: number) => (value: string) => new RegExp(`^\\d{${min},${max}}$`).test(value);

/** The personal step's fields as the form and the save call carry them, each checked for its format. */
export function personalInfoFields({ today }: { today?: string } = {}) {
  return z.object({
    first_name: nameField(WIZARD_MESSAGES.firstName),
    middle_name: nameField(VALIDATION_MESSAGES.name),
    last_name: nameField(WIZARD_MESSAGES.lastName),
    weight: textField((v) => digits(1, 3)(v) && Number(v) > 0, WIZARD_MESSAGES.weight),
    height_feet: textField((v) => digits(1, 1)(v) && Number(v) > 0, WIZARD_MESSAGES.heightFeet),
    height_inch: textField((v) => digits(1, 2)(v) && Number(v) <= 11, WIZARD_MESSAGES.heightInch),
    gender: textField(),
    marital_status: choiceField(MARITAL_STATUSES.map((s) => s.value)),
    ssn: ssnField(),
    birthdate: textField(),
    ethnic_category: textField(digits(1, 4)),
    ethnic_category_other_type: textField(),
    prior_coverage_flag: choiceField(['0', '1']),
    prior_carrier_name: textField(),
    prior_effective_date: usDateField({ notAfter: today }),
    prior_term_date: usDateField({ notAfter: today }),
  });
}

/** The personal step's whole check: formats, the form's required fields, and the rules between fields. */
export function personalInfoSchema({ rules, today }: { rules: FieldRules; today: string }) {
  return withFieldRules(personalInfoFields({ today }), rules).superRefine((values, ctx) => {
    requireWhen(
      ctx,
      values.ethnic_category === String(OTHER_ETHNIC_CATEGORY_ID),
      values.ethnic_category_other_type,
      'ethnic_category_other_type',
    );
    const hadCarrier = values.prior_coverage_flag === '1';
    requireWhen(ctx, hadCarrier, values.prior_carrier_name, 'prior_carrier_name');
    requireWhen(ctx, hadCarrier, values.prior_effective_date, 'prior_effective_date');
    requireWhen(ctx, hadCarrier, values.prior_term_date, 'prior_term_date');
    const from = parseUsDate(values.prior_effective_date);
    const to = parseUsDate(values.prior_term_date);
    if (hadCarrier && from !== undefined && to !== undefined && to < from) {
      ctx.addIssue({ code: 'custom', path: ['prior_term_date'], message: 'Termination date cannot be before the effective date' });
    }
  });
}
export type PersonalInfoValues = z.output<ReturnType<typeof personalInfoSchema>>;

/** The contact step's fields (spec 001 §5 "Contact"): the state two letters, upper-cased. */
export function contactInfoFields() {
  const state = stateField();
  return z.object({
    email_address: textField(isEmail, WIZARD_MESSAGES.contactEmail),
    phone_number: phoneField(),
    address1: textField(),
    address2: textField(),
    city: textField(),
    zip: textField(isZip, WIZARD_MESSAGES.contactZip),
    state,
    birth_state: state,
    birth_city: textField(),
    with_validation: choiceField(['0', '1']),
  });
}

export function contactInfoSchema({ rules }: { rules: FieldRules }) {
  return withFieldRules(contactInfoFields(), rules);
}
export type ContactInfoValues = z.output<ReturnType<typeof contactInfoSchema>>;
