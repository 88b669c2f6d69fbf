/**
 * Every abuse limit of the store in one place (docs/decisions/0049; the table in docs/security.md).
 * The texts are ours: the specification quotes none for these refusals.
 */
import type { DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { takeAttempt, type DelayLimit, type WindowLimit } from './abuse-limits';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Continue codes tried from one client address, right or wrong (a wrong one also counts against its code: 5 and it ends). */
export const CONTINUE_CODES_PER_ADDRESS: WindowLimit = {
  name: 'continue-code:address',
  max: 10,
  windowMs: 10 * MINUTE_MS,
  target: 'code',
  message: (wait) => `Too many codes were tried from your network. Please wait ${wait} and try again.`,
};

/**
 * Failed continue-code tries on the whole store (every address together), an hour at a time: past
 * it the store is being probed, and codes are checked only for addresses that have one
 * (`WRONG_CODES_PER_EMAIL_AT_CEILING`; docs/decisions/0091). Counted, not refused: the refusal is
 * the ceiling's answer to a try that does not open an enrollment.
 */
export const FAILED_RESUMES_STORE_WIDE: WindowLimit = {
  name: 'continue-code:store',
  max: 100,
  windowMs: HOUR_MS,
  target: 'code',
  message: (wait) => `Too many wrong codes were tried on this store. Please wait ${wait} and try again, or use the link in your e-mail.`,
};

/** While the store is at its ceiling: wrong tries with one e-mail address (past them, its tries are not checked until the hour ends). */
export const WRONG_CODES_PER_EMAIL_AT_CEILING: WindowLimit = { ...FAILED_RESUMES_STORE_WIDE, name: 'continue-code:email', max: 5 };

/** Sign-in attempts from one client address (`SIGN_IN_RATE_LIMIT`, 10 by default). */
export const signInPerAddress = (max: number): WindowLimit => ({
  name: 'sign-in:address',
  max,
  windowMs: 5 * MINUTE_MS,
  target: 'email',
  message: (wait) => `Too many sign-in attempts from your network. Please wait ${wait} and try again.`,
});

/** Failed sign-ins to one account (known or not): after 5 in a row it waits 1, 2, 4… minutes, at most an hour. */
export const SIGN_IN_PER_ACCOUNT: DelayLimit = {
  name: 'sign-in:account',
  freeFailures: 5,
  firstDelayMs: MINUTE_MS,
  maxDelayMs: HOUR_MS,
  forgetAfterMs: 24 * HOUR_MS,
  target: 'email',
  message: (wait) => `Too many failed sign-ins for this account. Please wait ${wait} and try again.`,
};

/** Save-and-continue-later e-mails for one enrollment. */
export const SAVE_LATER_EMAILS_PER_ENROLLMENT: WindowLimit = {
  name: 'save-later:enrollment',
  max: 5,
  windowMs: HOUR_MS,
  target: 'enrollment_id',
  message: (wait) => `This enrollment was e-mailed too many times this hour. Please wait ${wait} and try again.`,
};

/** Agreement verification codes e-mailed for one enrollment. */
export const VERIFICATION_CODES_PER_ENROLLMENT: WindowLimit = {
  name: 'verification-code:enrollment',
  max: 5,
  windowMs: HOUR_MS,
  target: 'verification_code',
  message: (wait) => `Too many codes were sent for this enrollment. Please wait ${wait} and send a new one.`,
};

/** E-mails of any kind (quote, save-later, verification code) to one address. */
export const EMAILS_PER_RECIPIENT: WindowLimit = {
  name: 'email:recipient',
  max: 10,
  windowMs: HOUR_MS,
  target: 'email',
  message: (wait) => `Too many e-mails were sent to this address. Please wait ${wait} and try again.`,
};

/**
 * Counts one e-mail to `address` (whatever its case) against EMAILS_PER_RECIPIENT; `target`: the
 * field the refusal names where the form has no e-mail field.
 */
export function takeEmailToRecipient(db: DbOrTx, keys: Pick<DataCipher, 'keyedHash'>, address: string, now: Date, target = 'email') {
  return takeAttempt(db, keys, { ...EMAILS_PER_RECIPIENT, target }, address.trim().toLowerCase(), now);
}

/**
 * Flood brakes per client address, each call counted on its own (a route declares one as
 * `config.addressLimit`: address-limits.ts). They were `@fastify/rate-limit` counters in each
 * process's memory until docs/decisions/0062, with these numbers and this text.
 */
const perAddress = (name: string, max: number, windowMs: number): WindowLimit => ({
  name: `${name}:address`,
  max,
  windowMs,
  target: 'request',
  message: () => 'Too many requests, please try again later',
});

/** Agent and group codes checked (validate-agent, validate-group). */
export const ACCESS_CODES_PER_ADDRESS = perAddress('access-code', 30, MINUTE_MS);
/** New and changed filters (each creates or rewrites a temporary enrollment). */
export const FILTERS_PER_ADDRESS = perAddress('filter', 30, MINUTE_MS);
/** Direct-continue links opened. */
export const DIRECT_CONTINUE_PER_ADDRESS = perAddress('direct-continue', 30, MINUTE_MS);
/** Save-and-continue-later requests (the e-mails are limited per enrollment and recipient too). */
export const SAVE_LATER_PER_ADDRESS = perAddress('save-later', 10, 10 * MINUTE_MS);
/** Agreement verification codes asked for (also limited per enrollment). */
export const VERIFICATION_CODES_PER_ADDRESS = perAddress('verification-code', 5, 10 * MINUTE_MS);
/** The external checks (e-mail, phone, address, member e-mail, zip to state). */
export const CHECKS_PER_ADDRESS = perAddress('check', 30, MINUTE_MS);
/** Quote links opened. */
export const QUOTE_LINKS_PER_ADDRESS = perAddress('quote-link', 30, MINUTE_MS);
/** Lead information asked for. */
export const LEAD_INFORMATION_PER_ADDRESS = perAddress('lead-information', 30, MINUTE_MS);
/** Chat and assistance requests (add-assist). */
export const CHAT_PER_ADDRESS = perAddress('chat', 60, MINUTE_MS);
