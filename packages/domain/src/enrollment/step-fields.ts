/**
 * Building blocks of the wizard steps' schemas (spec 001 §5). Each field accepts what a form or
 * a spec-written client sends (a string, a number, nothing), trims it, and, when it is not blank,
 * checks its format with the spec's exact message. Whether a blank field is allowed is the form
 * definition's `required` rule (form-definitions.ts), checked once for the whole step by
 * `withFieldRules`, so the browser and the server ask the same question the same way.
 */
import * as z from 'zod';
import { US_STATES } from '../contract/enrollment';
import { normalizeUsDate, parseUsDate } from '../dates/us-date';
import { VALIDATION_MESSAGES } from '../messages/spec-texts';
import { atMostCharacters, WIZARD_MESSAGES } from '../messages/wizard-texts';
import { requiredFieldIssues, type FieldRules } from './form-definitions';
import { normalizePhone, normalizeSsn } from '../validation/typed-numbers';
import { isMaskedNumber, isName, isPhone, isSsn } from '../validation/validators';

const wireText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()));

/**
 * A step's fields as a call body carries them, before any check: every field a string, a number or
 * nothing. The server then runs the step's whole check (formats, required fields, rules between
 * fields) at once, so one answer lists every field in error.
 */
export function wireFieldsOf<S extends z.ZodObject>(fields: S) {
  return z.object(Object.fromEntries(Object.keys(fields.shape).map((key) => [key, wireText])) as Record<keyof S['shape'], typeof wireText>);
}

/** The longest a step's text field may be (an address line, a city, a health answer's detail). */
export const TEXT_MAX = 255;
/** The longest a person's name may be: what a carrier's enrollment file (X12 834) holds for a first name. */
export const NAME_MAX = 35;

/** A text field: blank, or at most `max` characters passing `check` (else `message`). */
export function textField(check?: (value: string) => boolean, message?: string, max = TEXT_MAX) {
  const short = wireText.refine((value) => value.length <= max, { message: atMostCharacters(max), abort: true });
  if (!check) return short;
  return short.refine((value) => value === '' || check(value), { message });
}

/** A person's name (isName), at most NAME_MAX characters. */
export function nameField(message: string) {
  return textField(isName, message, NAME_MAX);
}

const STATE_CODES: readonly string[] = US_STATES.map((state) => state.abbrev);

/**
 * A US state: two letters when it is not blank, upper-cased (spec 001 §5), and one of the states
 * the step's list offers (get-states).
 */
export function stateField() {
  return textField((value) => /^[A-Za-z]{2}$/.test(value), WIZARD_MESSAGES.state)
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || STATE_CODES.includes(value), { message: WIZARD_MESSAGES.notAChoice });
}

/**
 * A select's or an option's field: blank, or one of `values`. A value not on the list is refused
 * as such, not as missing (docs/decisions/0104); a blank one is the required rule's to judge.
 */
export function choiceField(values: readonly string[], message: string = WIZARD_MESSAGES.notAChoice) {
  return textField((value) => values.includes(value), message);
}

/**
 * A date as people type it, answered as mm/dd/yyyy (a real calendar date), not after `today` when
 * `notAfter` is given (ISO 'YYYY-MM-DD', the store's day). 'mm-dd-yyyy', '6/5/2020', 'mmddyyyy'
 * and ISO 'yyyy-mm-dd' are read too (`normalizeUsDate`, docs/decisions/0097); what cannot be read
 * is refused as it was typed.
 */
export function usDateField({ notAfter }: { notAfter?: string } = {}) {
  return wireText
    .transform((value) => normalizeUsDate(value) ?? value)
    .superRefine((value, ctx) => {
      if (value === '') return;
      const iso = parseUsDate(value);
      if (iso === undefined) ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.invalidDate });
      else if (notAfter !== undefined && iso > notAfter) ctx.addIssue({ code: 'custom', message: WIZARD_MESSAGES.futureDate });
    });
}

/**
 * An SSN as people type it ('521-84-7306', '521 84 7306'), answered as its 9 digits; the SSA's
 * rules (`isSsn`) with the spec's 'Invalid Social Security Number'. A masked number as the server
 * shows it (`xxxxxxxx1234`) passes unchanged: it means "keep the one on file".
 */
export function ssnField() {
  return wireText
    .transform((value) => normalizeSsn(value) ?? value)
    .refine((value) => value === '' || isSsn(value) || isMaskedNumber(value), { message: WIZARD_MESSAGES.ssn });
}

/** A US phone number as people type it ('(214) 555-0199', '+1 214 555 0199'), answered as its 10 digits ('Invalid phone number'). */
export function phoneField() {
  return wireText
    .transform((value) => normalizePhone(value) ?? value)
    .refine((value) => value === '' || isPhone(value), { message: WIZARD_MESSAGES.phone });
}

/** Adds 'Field is required' for each required, editable field left blank (DESIGN §3 "Form fields"). */
export function withFieldRules<S extends z.ZodType<Record<string, unknown>>>(schema: S, rules: FieldRules) {
  return schema.superRefine((values, ctx) => {
    for (const issue of requiredFieldIssues(values, rules)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}

/** Adds 'Field is required' at `path` when `condition` holds and the value there is blank. */
export function requireWhen(ctx: z.RefinementCtx, condition: boolean, value: string, path: string): void {
  if (condition && value === '') ctx.addIssue({ code: 'custom', path: [path], message: WIZARD_MESSAGES.required });
}
