/**
 * What the employer step accepts (spec 001 §3 "Employer info", §4 "Employer", §5 "Employer", §9):
 * one schema built from the form's field rules and the store's day, used by the browser's form and
 * by the server's save, and the option lists the step's list calls answer as name/value pairs.
 */
import * as z from 'zod';
import { isZip } from '../validation/validators';
import { WIZARD_MESSAGES } from '../messages/wizard-texts';
import type { FieldRules } from './form-definitions';
import { choiceField, phoneField, stateField, textField, usDateField, withFieldRules } from './step-fields';

/** One entry of a list call's answer (spec 001 §3: "Option lists come from the server as name/value pairs"). */
export type NameValue = { name: string; value: string };

/** Employment status codes: A Active, C COBRA, R retired (spec 001 §3). */
export const EMPLOYMENT_STATUSES = [
  { name: 'Active', value: 'A' },
  { name: 'COBRA', value: 'C' },
  { name: 'Retired', value: 'R' },
] as const satisfies readonly NameValue[];
/** Spec 001 §4, §9: a retired employer cannot go on. */
export const RETIRED_EMPLOYMENT_STATUS = 'R';

/** Compensation type codes (spec 001 §3); the names are ours, read from the codes (MW: minimum wage, G20: over $20 an hour). */
export const COMPENSATION_TYPES = [
  { name: 'Minimum wage', value: 'MW' },
  { name: 'Above minimum wage, under $10 an hour', value: 'GMWL10' },
  { name: '$10 to $20 an hour', value: 'G10L20' },
  { name: 'Over $20 an hour', value: 'G20' },
  { name: 'Salary', value: 'Salary' },
] as const satisfies readonly NameValue[];

/** Average hours worked a week (the specification names the list, not its entries). */
export const AVERAGE_WORK_WEEKS = [
  { name: 'Less than 20 hours', value: 'L20' },
  { name: '20 to 29 hours', value: 'G20L30' },
  { name: '30 to 39 hours', value: 'G30L40' },
  { name: '40 hours or more', value: 'G40' },
] as const satisfies readonly NameValue[];

/** The holiday policy flags and their names (spec 001 §3, §9: Presidents Day is spelled Presendents in data). */
export const HOLIDAY_POLICIES = [
  { name: 'Standard 6', value: 'Standard_6' },
  { name: 'Presidents Day', value: 'Presendents_Day' },
  { name: 'Columbus Day', value: 'Columbus_Day' },
  { name: 'Religious Days', value: 'Religious_Days' },
  { name: 'Birthday', value: 'Birthday' },
  { name: 'Floating Day', value: 'Floating_Day' },
] as const satisfies readonly NameValue[];
export type HolidayPolicyName = (typeof HOLIDAY_POLICIES)[number]['value'];
/** Each holiday policy as a numeric flag: 1 chosen, 0 not. */
export type HolidayPolicyFlags = Record<HolidayPolicyName, 0 | 1>;

/** The vacation policies and bargaining units of an enrollment without an employer group (a group lists its own). */
export const DEFAULT_VACATION_POLICIES = ['None', '5 days', '10 days', '15 days', '20 days or more'] as const;
export const DEFAULT_BARGAINING_UNITS = ['None'] as const;

/** A list of plain names as the list calls answer it: each entry its own value. */
export function nameValues(names: readonly string[]): NameValue[] {
  return names.map((name) => ({ name, value: name }));
}

const NO_HOLIDAYS = Object.fromEntries(HOLIDAY_POLICIES.map(({ value }) => [value, 0])) as HolidayPolicyFlags;

/** A flag as a client may send it: 1 / 0, '1' / '0', true / false, or nothing (not chosen). */
const holidayFlag = z
  .union([z.literal(0), z.literal(1), z.enum(['0', '1']), z.boolean()], { error: WIZARD_MESSAGES.holidayPolicy })
  .nullish()
  .transform((flag): 0 | 1 => (flag === 1 || flag === '1' || flag === true ? 1 : 0));

/**
 * `holiday_policy`: an object of numeric flags, one per holiday policy. Every flag comes out 0 or 1
 * (a missing flag, or no object at all, is 0); names the step does not know are dropped.
 */
export function holidayPolicyField() {
  return z
    .object(Object.fromEntries(HOLIDAY_POLICIES.map(({ value }) => [value, holidayFlag])) as Record<HolidayPolicyName, typeof holidayFlag>)
    .nullish()
    .transform((flags): HolidayPolicyFlags => ({ ...NO_HOLIDAYS, ...flags }));
}

/** The flags of a stored or wire value (an object, or the JSON text `get-form-fields` answers); all 0 when it is neither. */
export function holidayPolicyFrom(value: unknown): HolidayPolicyFlags {
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value) as unknown;
    } catch {
      candidate = null;
    }
  }
  const parsed = holidayPolicyField().safeParse(candidate);
  return parsed.success ? parsed.data : { ...NO_HOLIDAYS };
}

/**
 * An employer's name: letters (any alphabet), digits, spaces and the punctuation of company names
 * (& . , ' ’ - / ( ) # @ +), with at least one letter or digit, at most 160 characters.
 */
export function isEmployerName(value: string): boolean {
  return value.length <= 160 && /^[\p{L}\p{M}0-9 &.,'’\-/()#@+]+$/u.test(value) && /[\p{L}0-9]/u.test(value);
}

const MAX_EMPLOYEES = 9_999_999;

/** The employer step's fields as the form and the save call carry them, each checked for its format. */
export function employerInfoFields({ today }: { today?: string } = {}) {
  return z.object({
    name: textField(isEmployerName, WIZARD_MESSAGES.employerName),
    phone: phoneField(),
    address1: textField(),
    address2: textField(),
    city: textField(),
    zip: textField(isZip, WIZARD_MESSAGES.employerZip),
    state: stateField(),
    average_work_week: choiceField(AVERAGE_WORK_WEEKS.map((o) => o.value)),
    // Typed as mm/dd/yyyy, not in the future; dashes count as slashes (spec 001 §5).
    employment_start_date: usDateField({ notAfter: today }),
    occupation: textField(),
    compensation_type: choiceField(COMPENSATION_TYPES.map((o) => o.value)),
    employment_status: choiceField(EMPLOYMENT_STATUSES.map((o) => o.value)),
    emp_industry: textField(),
    emp_num_employed: textField((v) => /^\d{1,7}$/.test(v) && Number(v) <= MAX_EMPLOYEES, WIZARD_MESSAGES.employeeCount),
    emp_vac_policy: textField(),
    emp_barg_unit: textField(),
    holiday_policy: holidayPolicyField(),
    with_validation: choiceField(['0', '1']),
  });
}

/**
 * The employer step's whole check: formats, the form's required fields, at least one holiday policy
 * when the form requires the field, and no retired employer (spec 001 §4: it blocks the step).
 */
export function employerInfoSchema({ rules, today }: { rules: FieldRules; today: string }) {
  return withFieldRules(employerInfoFields({ today }), rules).superRefine((values, ctx) => {
    const holidays = rules.holiday_policy;
    if (holidays?.required && !holidays.read_only && !Object.values(values.holiday_policy).includes(1)) {
      ctx.addIssue({ code: 'custom', path: ['holiday_policy'], message: WIZARD_MESSAGES.holidayPolicy });
    }
    if (values.employment_status === RETIRED_EMPLOYMENT_STATUS) {
      ctx.addIssue({ code: 'custom', path: ['employment_status'], message: WIZARD_MESSAGES.retiredEmployer });
    }
  });
}
export type EmployerInfoValues = z.output<ReturnType<typeof employerInfoSchema>>;
