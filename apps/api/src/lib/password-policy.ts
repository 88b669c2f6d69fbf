import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from './http';

/** Staff passwords (docs/decisions/0051): long, and not one of the passwords people choose most. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose one that is harder to guess';

/** zxcvbn-ts's list of about 49,000 passwords most often found in breaches, lower case. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/** Digits, punctuation and spaces at the end: 'Sunshine2026!' is 'sunshine' with a year and a mark. */
const TRAILING_NON_LETTERS = /[^\p{L}]+$/u;

/** True when the password, ignoring case and anything after its last letter, is on the common list. */
export function isCommonPassword(plain: string): boolean {
  const lower = plain.trim().toLowerCase();
  return COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(lower.replace(TRAILING_NON_LETTERS, ''));
}

/** The reason a new staff password is refused, or undefined when it may be set. */
export function passwordProblem(plain: string): string | undefined {
  const length = [...plain].length;
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  if (isCommonPassword(plain)) return PASSWORD_TOO_COMMON;
  return undefined;
}

/** Refuses a new password that breaks the rule, as a field error on `password`. */
export function assertAcceptablePassword(plain: string): void {
  const problem = passwordProblem(plain);
  if (problem) throw badRequest('password', problem);
}
