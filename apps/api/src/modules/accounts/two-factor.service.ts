import { TWO_FACTOR_CODE_NEEDED, TWO_FACTOR_CODE_WRONG } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { sealedAt, type DataCipher } from '../../lib/data-cipher';
import { ApiFailure, badRequest, fieldError } from '../../lib/http';
import * as repo from './accounts.repository';
import { matchingStep, newTotpSecret, otpauthUri } from '../../lib/totp';

/** Optional TOTP two-factor sign-in for staff (docs/decisions/0051). */
type TwoFactorAccount = { id: string; email: string; totpSecret: string | null; totpConfirmedAt: Date | null };

/** The secret is sealed to its own account's row (docs/decisions/0047). */
const totpSecretPlace = (account: { id: string }) => sealedAt('staff_accounts:totp_secret', account.id);

const signInRefused = (message: string) => new ApiFailure('unauthenticated', [fieldError('code', message)], { message });

/**
 * The second step of sign-in, after the right password, for an account with two-factor on: no code
 * answers that one is needed; a code not of the current step (±1) or already used is refused. Both
 * are refusals of the sign-in call (401), so they count as failed attempts like a wrong password.
 */
export async function requireSignInCode(db: DbOrTx, cipher: DataCipher, account: TwoFactorAccount, code: string | undefined, asOf: Date) {
  if (!account.totpConfirmedAt || !account.totpSecret) return;
  if (!code) throw signInRefused(TWO_FACTOR_CODE_NEEDED);
  const step = matchingStep(cipher.decrypt(account.totpSecret, totpSecretPlace(account)), code, asOf);
  if (step === undefined || !(await repo.claimTotpStep(db, account.id, step))) throw signInRefused(TWO_FACTOR_CODE_WRONG);
}

const alreadyOn = () => new ApiFailure('conflict', [fieldError('two_factor', 'Two-factor sign-in is already on')]);

/** Set-up, step 1: a new secret, sealed at rest, shown this once. Starting again replaces an unconfirmed one. */
export async function startTwoFactor(db: DbOrTx, cipher: DataCipher, account: TwoFactorAccount) {
  if (account.totpConfirmedAt) throw alreadyOn();
  const secret = newTotpSecret();
  if (!(await repo.storePendingTotpSecret(db, account.id, cipher.encrypt(secret, totpSecretPlace(account))))) throw alreadyOn();
  return { otpauth_uri: otpauthUri(secret, account.email), secret };
}

/** Set-up, step 2: a code from the app turns two-factor on; that code cannot then sign in. */
export async function confirmTwoFactor(db: DbOrTx, cipher: DataCipher, account: TwoFactorAccount, code: string, asOf: Date) {
  if (account.totpConfirmedAt) throw alreadyOn();
  if (!account.totpSecret) throw new ApiFailure('conflict', [fieldError('two_factor', 'Please start two-factor set-up first')]);
  const step = matchingStep(cipher.decrypt(account.totpSecret, totpSecretPlace(account)), code, asOf);
  if (step === undefined) throw badRequest('code', TWO_FACTOR_CODE_WRONG);
  if (!(await repo.confirmTotp(db, account.id, step, asOf))) throw alreadyOn();
}
