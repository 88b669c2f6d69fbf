import { CHECK_MESSAGES, type FieldError, type ZipStatesData } from '@benefit-store/domain';
import type { Env } from '../env';
import { ApiFailure, badRequest, fieldError } from '../lib/http';
import { missingAdapter } from './adapter-slot';
import { offlineZipDirectory, type ZipDirectory } from './zip-directory';

/** A US postal address as the contact and employer steps send it (their wire names). */
export type PostalAddress = { address1: string; address2?: string | null; city: string; state: string; zip: string };

/** The address as the check accepts it (a postal service may standardise it), or field errors under the step's fields. */
export type AddressVerdict = { valid: true; address: PostalAddress } | { valid: false; errors: FieldError[] };

/**
 * USPS address validation (the contact and employer steps' "USPS Address Validation" checkbox,
 * `with_validation` 1). The paid service's adapter (usps) would implement the same.
 */
export interface AddressCheck {
  check(address: PostalAddress): Promise<AddressVerdict>;
}

/**
 * Offline default: the zip exists and belongs to the state, in the zip database that
 * GET validate-zip-code uses. It cannot know streets, so the address comes back as given (state upper-cased).
 */
export function createOfflineAddressCheck(zips: ZipDirectory = offlineZipDirectory): AddressCheck {
  return {
    check(address) {
      const place = zips.lookup(address.zip.trim());
      const state = address.state.trim().toUpperCase();
      if (!place) return Promise.resolve({ valid: false, errors: [fieldError('zip', CHECK_MESSAGES.zipUnknown)] });
      if (place.state !== state) return Promise.resolve({ valid: false, errors: [fieldError('zip', CHECK_MESSAGES.zipNotInState)] });
      return Promise.resolve({ valid: true, address: { ...address, zip: place.zip, state } });
    },
  };
}

export function addressCheckFor(choice: Env['ADDRESS_CHECK']): AddressCheck {
  return choice === 'offline' ? createOfflineAddressCheck() : missingAdapter('ADDRESS_CHECK', choice);
}

/**
 * For a step save with `with_validation` 1: the checked address, or a 400 with the check's field
 * errors (`zip` for the offline check). Call it before the save's transaction: a paid check is a network call.
 */
export async function requireValidAddress(check: AddressCheck, address: PostalAddress): Promise<PostalAddress> {
  const verdict = await check.check(address);
  if (verdict.valid) return verdict.address;
  throw new ApiFailure('invalid', verdict.errors, { message: verdict.errors[0]?.error_message });
}

/**
 * The employer step's zip-to-state lookup: `[{ state_abbreviation }]`, or 400 'Invalid Zip code'
 * under `target` (spec 001 §8: the message shows on zip and the state is cleared).
 */
export function zipToStates(zip: string, zips: ZipDirectory = offlineZipDirectory, target = 'zip'): ZipStatesData {
  const place = zips.lookup(zip.trim());
  if (!place) throw badRequest(target, CHECK_MESSAGES.zipUnknown);
  return [{ state_abbreviation: place.state }];
}
