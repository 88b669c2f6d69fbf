import * as z from 'zod';
import { VALIDATION_MESSAGES } from '../messages/spec-texts';

/** What a Contact Rep question asks for: the lead's name, phone number or e-mail address, or anything else. */
export type ChatAnswerKind = 'name' | 'phone' | 'email' | 'text';

/** Spec 001's text for a phone number that is not one. */
export const INVALID_PHONE_MESSAGE = 'Invalid phone number';

/**
 * The kind of answer a configured question asks for, read from its wording ('What is the best
 * phone number to reach you?' asks for a phone number). The questions are the operator's data
 * without a kind of their own (docs/decisions/0041).
 */
export function chatAnswerKind(question: string): ChatAnswerKind {
  const text = question.toLowerCase();
  if (/\bphone\b|\bnumber to (reach|call)\b/.test(text)) return 'phone';
  if (/\be-?mail\b/.test(text)) return 'email';
  if (/\byour (full |first |last )?name\b/.test(text)) return 'name';
  return 'text';
}

/** Letters (any alphabet), spaces, apostrophes, periods and hyphens, with at least one letter. */
const PERSON_NAME = /^(?=.*\p{L})[\p{L}\p{M}'’. -]+$/u;
const EmailSchema = z.email();

/**
 * The message for an answer its question's kind cannot take (an e-mail address is not a phone
 * number), or undefined. Phone numbers are checked by the phone provider (`isPhone`).
 */
export function chatAnswerProblem(kind: ChatAnswerKind, answer: string, isPhone: boolean): string | undefined {
  const value = answer.trim();
  if (kind === 'phone' && !isPhone) return INVALID_PHONE_MESSAGE;
  if (kind === 'email' && !EmailSchema.safeParse(value).success) return VALIDATION_MESSAGES.email;
  if (kind === 'name' && !PERSON_NAME.test(value)) return VALIDATION_MESSAGES.name;
  return undefined;
}
