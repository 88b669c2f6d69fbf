import type { Env } from '../env';
import { addressCheckFor, type AddressCheck } from './address-check';
import { bankDirectoryFor, type BankDirectory } from './bank-directory';
import { emailVerifierFor, type EmailVerifier } from './email-verifier';
import { phoneVerifierFor, type PhoneVerifier } from './phone-verifier';
import { offlineZipDirectory, type ZipDirectory } from './zip-directory';

/** The external checks (DESIGN §3), one provider each; the app context's `checks`. */
export type Checks = {
  phone: PhoneVerifier;
  email: EmailVerifier;
  address: AddressCheck;
  bank: BankDirectory;
  /** Zip -> state and city: offline only (the `zipcodes` database). */
  zips: ZipDirectory;
};

export type CheckSettings = Pick<Env, 'PHONE_CHECK' | 'EMAIL_CHECK' | 'ADDRESS_CHECK' | 'BANK_LOOKUP'>;

/** Each provider as the configuration chooses it; a paid service without an adapter stops the start. */
export function createChecks(settings: CheckSettings): Checks {
  return {
    phone: phoneVerifierFor(settings.PHONE_CHECK),
    email: emailVerifierFor(settings.EMAIL_CHECK),
    address: addressCheckFor(settings.ADDRESS_CHECK),
    bank: bankDirectoryFor(settings.BANK_LOOKUP),
    zips: offlineZipDirectory,
  };
}
