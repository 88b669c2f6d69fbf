import * as z from 'zod';
import { ageOn } from '../eligibility/age';
import { isIsoDate } from '../dates/calendar';

/**
 * The helper validators of spec 000 §5 and spec 001 §5/§9. Each takes the value as typed and
 * answers yes or no; reading what people type ('521-84-7306', '(214) 555-0199') is the
 * normalisers' job (typed-numbers.ts), so a validator never quietly accepts what the server would
 * store differently.
 */

/** US zip: exactly 5 digits. */
export function isZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/**
 * A person's name: letters (any alphabet, accents included), digits, hyphen, backtick,
 * apostrophes (' and ’), space and underscore, holding at least one letter ('II' passes, '123' does not).
 */
export function isName(value: string): boolean {
  return /^[\p{L}\p{M}0-9\-`'’ _]+$/u.test(value) && /\p{L}/u.test(value);
}

/**
 * Social Security number: 9 digits the SSA could have issued (docs/decisions/0097): no area 000,
 * 666 or 900-999, no group 00, no serial 0000.
 */
export function isSsn(value: string): boolean {
  const parts = /^(\d{3})(\d{2})(\d{4})$/.exec(value);
  if (!parts) return false;
  const [, area = '', group = '', serial = ''] = parts;
  return area !== '000' && area !== '666' && !area.startsWith('9') && group !== '00' && serial !== '0000';
}

/**
 * A stored personal number as the server shows it (`xxxxxxxx1234`, DESIGN §5): sent back
 * unchanged, it means "keep the number on file".
 */
export function isMaskedNumber(value: string): boolean {
  return /^x{4,}\d{4}$/.test(value);
}

/** US phone number: exactly 10 digits. */
export function isPhone(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/** Weights of the ABA routing-number checksum, one per digit. */
const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/**
 * ABA routing number: 9 digits whose weighted sum (3, 7, 1 repeated) is a multiple of 10.
 * All zeros passes that sum but is no bank, so it is refused.
 */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || value === '000000000') return false;
  const sum = ABA_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return sum % 10 === 0;
}

/** Bank account number: 4 to 17 digits. */
export function isAccountNumber(value: string): boolean {
  return /^\d{4,17}$/.test(value);
}

/** Card number: 13 to 25 digits ('Card number must be Min-13 and Max-25'). */
export function isCardNumber(value: string): boolean {
  return /^\d{13,25}$/.test(value);
}

/** Card security code: 3 or 4 digits. */
export function isSecurityCode(value: string): boolean {
  return /^\d{3,4}$/.test(value);
}

const EmailSchema = z.email();

/** E-mail address, by zod's e-mail pattern (the same one the server's schemas use). */
export function isEmail(value: string): boolean {
  return EmailSchema.safeParse(value).success;
}

/** A whole number from 1 to 100, as a number or as digits (e.g. a beneficiary percentage). */
export function isIntegerFrom1To100(value: string | number): boolean {
  return isIntegerBetween(value, 1, 100);
}

/** A whole number from 0 to 12 (e.g. height in inches). */
export function isIntegerFrom0To12(value: string | number): boolean {
  return isIntegerBetween(value, 0, 12);
}

/** A number greater than 0 (e.g. weight). */
export function isGreaterThanZero(value: string | number): boolean {
  const number = toNumber(value);
  return number !== undefined && number > 0;
}

/** At least 18 years old on `asOf`; false for a date of birth that is not a real ISO date. */
export function isAtLeast18({ dob, asOf }: { dob: string; asOf: string }): boolean {
  return isIsoDate(dob) && ageOn(dob, asOf) >= MINIMUM_AGE;
}

/** Minimum age to buy (spec 000 §9). */
export const MINIMUM_AGE = 18;

function isIntegerBetween(value: string | number, min: number, max: number): boolean {
  const number = toNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= min && number <= max;
}

function toNumber(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
  return Number(value);
}
