/**
 * An enrollment's contact data at rest (docs/decisions/0095): the filter's date of birth, the
 * contact and employer steps, the address a save-for-later code went to and a quote's recipient
 * are sealed like SSNs, each bound to its row and column. Where an address must be found or
 * compared (a continue code works with its address only; a recipient gets so many quotes a day)
 * a keyed hash stands beside it. Every writer and reader of those values goes through here.
 */
import type { FilterInfo } from '../db/schema';
import { sealedAt, type DataCipher } from './data-cipher';

/** The columns of the enrollment row this module reads. */
type FilterColumns = { id: string; filterInfo: Omit<FilterInfo, 'dob'>; filterDobEnc: string | null };

/** The filter as the enrollments table holds it: without its date of birth, which is sealed apart. */
export function sealFilter(cipher: DataCipher, enrollmentId: string, filter: FilterInfo) {
  const { dob, ...filterInfo } = filter;
  return { filterInfo, filterDobEnc: dob === undefined ? null : sealFilterDob(cipher, enrollmentId, dob) };
}

export function sealFilterDob(cipher: DataCipher, enrollmentId: string, dob: string): string {
  return cipher.encrypt(dob, sealedAt('enrollments:filter_dob_enc', enrollmentId));
}

/** The filter's date of birth (ISO), opened; undefined when the filter has none. */
export function filterDobOf(cipher: DataCipher, enrollment: FilterColumns): string | undefined {
  const sealed = enrollment.filterDobEnc;
  return sealed === null ? undefined : cipher.decrypt(sealed, sealedAt('enrollments:filter_dob_enc', enrollment.id));
}

/** The whole filter, its date of birth opened. */
export function openFilter(cipher: DataCipher, enrollment: FilterColumns): FilterInfo {
  const dob = filterDobOf(cipher, enrollment);
  return dob === undefined ? { ...enrollment.filterInfo } : { ...enrollment.filterInfo, dob };
}

/** The address as codes and quotes are matched by it: a keyed hash of it trimmed and lower-cased (stable across key rotations). */
export function addressHash(keys: Pick<DataCipher, 'keyedHash'>, email: string): string {
  return keys.keyedHash(`enrollments:email:${email.trim().toLowerCase()}`);
}

export function sealSavedEmail(cipher: DataCipher, enrollmentId: string, email: string): string {
  return cipher.encrypt(email, sealedAt('enrollments:email_enc', enrollmentId));
}

/** Whom a quote was sent to. */
export type QuoteRecipient = { name: string; email: string };

export function sealQuoteRecipient(cipher: DataCipher, quoteId: string, recipient: QuoteRecipient) {
  return {
    recipientEnc: cipher.encryptJson(recipient, sealedAt('quotes:recipient_enc', quoteId)),
    emailHash: addressHash(cipher, recipient.email),
  };
}

export function openQuoteRecipient(cipher: DataCipher, quote: { id: string; recipientEnc: string }): QuoteRecipient {
  return cipher.decryptJson<QuoteRecipient>(quote.recipientEnc, sealedAt('quotes:recipient_enc', quote.id));
}
