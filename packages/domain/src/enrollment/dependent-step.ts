/**
 * What one dependent of the dependent step is (spec 001 §3 "Dependent", §5 "Dependent"): one
 * schema, built from the form's field rules and the store's day, used by the add and edit forms,
 * by validate-single-dependent and, for each entry, by save-dependent-info. The dependent's health
 * answers are the health step's (health-questions.ts), under `health_info.`.
 */
import * as z from 'zod';
import { formatUsDate, parseUsDate } from '../dates/us-date';
import { ageOn } from '../eligibility/age';
import { VALIDATION_MESSAGES } from '../messages/spec-texts';
import { DEPENDENT_AGE_MESSAGES, WIZARD_MESSAGES } from '../messages/wizard-texts';
import type { FieldRules } from './form-definitions';
import { healthAnswersFields, healthInfoSchema } from './health-questions';
import { choiceField, nameField, ssnField, textField, usDateField, withFieldRules } from './step-fields';

export const DEPENDENT_RELATIONSHIPS = ['spouse', 'child'] as const;
export type DependentRelationship = (typeof DEPENDENT_RELATIONSHIPS)[number];
/** Dependents' gender codes: 0 male, 1 female (spec 001 §3). */
export const DEPENDENT_GENDERS = [
  { value: '0', label: 'Male' },
  { value: '1', label: 'Female' },
] as const;

/** DESIGN §3 "Dependents": a spouse is at least 18 on the effective date (docs/decisions/0099). */
export const SPOUSE_MINIMUM_AGE = 18;
/** A child is under 26 on the effective date unless marked as a disabled dependent; a plan may set less. */
export const CHILD_AGE_LIMIT = 26;

/**
 * The age rule of one dependent (DESIGN §3 "Dependents", docs/decisions/0099), counted on the
 * effective date (ISO): a spouse at least 18; a child under `childAgeLimit` (26 unless a plan sets
 * less) unless marked as a disabled dependent. Answers the message naming the rule, or undefined.
 */
export function dependentAgeIssue({
  relationship,
  birthdate,
  isDisabled,
  effectiveDate,
  childAgeLimit = CHILD_AGE_LIMIT,
}: {
  relationship: DependentRelationship;
  /** ISO 'YYYY-MM-DD'. */
  birthdate: string;
  isDisabled: boolean;
  /** ISO 'YYYY-MM-DD'. */
  effectiveDate: string;
  childAgeLimit?: number;
}): string | undefined {
  const age = ageOn(birthdate, effectiveDate);
  if (relationship === 'spouse' && age < SPOUSE_MINIMUM_AGE) {
    return DEPENDENT_AGE_MESSAGES.spouseTooYoung(SPOUSE_MINIMUM_AGE, formatUsDate(effectiveDate));
  }
  if (relationship === 'child' && !isDisabled && age >= childAgeLimit) {
    return DEPENDENT_AGE_MESSAGES.childTooOld(childAgeLimit, formatUsDate(effectiveDate));
  }
  return undefined;
}

const digits = (min: number, max: number) => (value: string) => new RegExp(`^\\d{${min},${max}}$`).test(value);

/** The body checks of weight and height, applied only when the form requires the field (spec 001 §5). */
const BODY_CHECKS = {
  weight: { check: (v: string) => digits(1, 3)(v) && Number(v) > 0, message: WIZARD_MESSAGES.weight },
  height_feet: { check: (v: string) => digits(1, 1)(v) && Number(v) > 0, message: WIZARD_MESSAGES.heightFeet },
  height_inch: { check: (v: string) => digits(1, 2)(v) && Number(v) <= 11, message: WIZARD_MESSAGES.heightInch },
} as const;

/** One dependent's primary fields as the forms and the calls carry them, each checked for its format. */
export function dependentPrimaryFields({ today }: { today?: string } = {}) {
  return z.object({
    /** Which entry of the list this is: given by the server, kept through edits (a masked SSN is matched by it). */
    dependent_id: textField(),
    first_name: nameField(WIZARD_MESSAGES.firstName),
    middle_name: nameField(VALIDATION_MESSAGES.name),
    last_name: nameField(WIZARD_MESSAGES.lastName),
    gender: choiceField(DEPENDENT_GENDERS.map((g) => g.value)),
    birthdate: usDateField({ notAfter: today }),
    // A masked number (as the server shows a stored one) sent back means "keep the number on file".
    ssn: ssnField(),
    relationship: choiceField(DEPENDENT_RELATIONSHIPS),
    weight: textField(),
    height_feet: textField(),
    height_inch: textField(),
    /** Always '0' (spec 001 §3, §9): whatever is sent, '0' is kept. */
    employed: textField().transform(() => '0' as const),
    /** A disabled dependent ('1'): a child covered past the age limit (docs/decisions/0099); blank is '0'. */
    is_disabled: choiceField(['0', '1']).transform((value) => (value === '1' ? '1' : '0')),
  });
}

type DependentChecks = {
  rules: FieldRules;
  /** The store's day (ISO): no date of birth after it. */
  today: string;
  /** The cart's effective date (ISO): ages count on it (docs/decisions/0099). */
  effectiveDate: string;
  /** Below 26 when a plan in the cart sets less. */
  childAgeLimit?: number;
};

/**
 * One dependent's primary check: formats, the form's required fields, weight and height when
 * required, and the age rule of its relationship on the effective date (at `birthdate`).
 */
export function dependentPrimarySchema({ rules, today, effectiveDate, childAgeLimit }: DependentChecks) {
  return withFieldRules(dependentPrimaryFields({ today }), rules).superRefine((values, ctx) => {
    for (const [field, { check, message }] of Object.entries(BODY_CHECKS)) {
      const value = values[field as keyof typeof BODY_CHECKS];
      if (rules[field]?.required && value !== '' && !check(value)) ctx.addIssue({ code: 'custom', path: [field], message });
    }
    const birthdate = parseUsDate(values.birthdate);
    const relationship = DEPENDENT_RELATIONSHIPS.find((r) => r === values.relationship);
    if (birthdate === undefined || relationship === undefined) return;
    const message = dependentAgeIssue({ relationship, birthdate, isDisabled: values.is_disabled === '1', effectiveDate, childAgeLimit });
    if (message) ctx.addIssue({ code: 'custom', path: ['birthdate'], message });
  });
}
export type DependentPrimaryValues = z.output<ReturnType<typeof dependentPrimarySchema>>;

/**
 * A whole dependent as validate-single-dependent and each entry of save-dependent-info carry it:
 * the primary fields and, when the enrollment asks health questions, the health answers (errors
 * at `health_info.condition_questions.N.conditions.0.<field>`). Without them, health_info is dropped.
 */
export function dependentSchema({ withHealth, ...checks }: DependentChecks & { withHealth: boolean }) {
  const { today } = checks;
  return z.object({
    primary_info: dependentPrimarySchema(checks),
    health_info: withHealth
      ? healthInfoSchema({ today })
      : z
          .unknown()
          .optional()
          .transform(() => null),
  });
}
export type DependentValues = z.output<ReturnType<typeof dependentSchema>>;

/** A dependent as a call body carries it, before any check. */
export function dependentWireFields() {
  return z.object({
    primary_info: z.record(z.string(), z.union([z.string(), z.number()]).nullish()),
    health_info: healthAnswersFields().partial().nullish(),
  });
}
