import {
  CHECK_MESSAGES,
  isEmail,
  isRoutingNumber,
  type BankLookupData,
  type NearestZipData,
  type PhoneCheckData,
  type SignupErrors,
} from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { ApiFailure, badRequest, fieldError, notFound } from '../../lib/http';
import { memberEmailHash } from '../../lib/member-contact';
import type { BankDirectory } from '../../providers/bank-directory';
import type { EmailVerdict, EmailVerifier } from '../../providers/email-verifier';
import type { PhoneVerifier } from '../../providers/phone-verifier';
import type { ZipDirectory } from '../../providers/zip-directory';
import * as repo from './checks.repository';

/**
 * A refusal of the e-mail or phone checks: the field error under `email` or `phone`, and the
 * specification's signup-style `errors` lists (spec 001 §8; docs/decisions/0030).
 */
function signupRefusal(kind: 'invalid' | 'conflict', field: keyof SignupErrors, message: string): ApiFailure {
  const errors: SignupErrors = { email: [], phone: [] };
  errors[field] = [message];
  return new ApiFailure(kind, [fieldError(field, message)], { message, errors });
}

/** GET validate-phone-numverify */
export async function verifyPhone(verifier: PhoneVerifier, phone: string): Promise<PhoneCheckData> {
  const checked = await verifier.verify(phone);
  if (!checked) throw signupRefusal('invalid', 'phone', CHECK_MESSAGES.phoneInvalid);
  return checked;
}

const EMAIL_REFUSALS: Record<Exclude<EmailVerdict, 'valid'>, string> = {
  malformed: CHECK_MESSAGES.emailFormat,
  disposable: CHECK_MESSAGES.emailDisposable,
  undeliverable: CHECK_MESSAGES.emailUndeliverable,
};

/** POST validate-email-neverbounce */
export async function verifyEmail(verifier: EmailVerifier, email: string): Promise<{ valid: true }> {
  const verdict = await verifier.verify(email);
  if (verdict !== 'valid') throw signupRefusal('invalid', 'email', EMAIL_REFUSALS[verdict]);
  return { valid: true };
}

/**
 * POST validate-member-email: an address no other member has. `ownMemberId`: the member an
 * existing-member enrollment belongs to, who keeps their own address.
 */
export async function checkMemberEmail(
  { db, cipher }: { db: DbOrTx; cipher: DataCipher },
  email: string,
  ownMemberId?: string | null,
): Promise<{ valid: true }> {
  if (!isEmail(email)) throw signupRefusal('invalid', 'email', CHECK_MESSAGES.emailFormat);
  if (await repo.isMemberEmail(db, memberEmailHash(cipher, email), ownMemberId ?? undefined))
    throw signupRefusal('conflict', 'email', CHECK_MESSAGES.emailExists);
  return { valid: true };
}

/**
 * GET /api/v3/routing-number-bank-lookup: the ABA checksum first, then the bank directory. Errors
 * name `routing_number`, the billing form's field, so they show under it (spec 001 §8 "Routing lookup error").
 */
export async function lookupBank(directory: BankDirectory, routingNumber: string): Promise<BankLookupData> {
  if (!/^\d{9}$/.test(routingNumber)) throw badRequest('routing_number', CHECK_MESSAGES.routingDigits);
  if (!isRoutingNumber(routingNumber)) throw badRequest('routing_number', CHECK_MESSAGES.routingInvalid);
  const name = await directory.bankName(routingNumber);
  return { name: (name ?? '').toUpperCase() };
}

/** Farther than this from any US zip, a position is not somewhere the store sells. */
export const NEAREST_ZIP_MAX_MILES = 100;
export const NO_ZIP_NEARBY = 'No US zip code near your location';

/** GET nearest-zip-code: the position is used for this answer only, never stored or logged. */
export function nearestZip(zips: ZipDirectory, latitude: number, longitude: number): NearestZipData {
  const nearby = zips.nearest(latitude, longitude, NEAREST_ZIP_MAX_MILES);
  if (!nearby) throw notFound('zip', NO_ZIP_NEARBY);
  return nearby;
}
