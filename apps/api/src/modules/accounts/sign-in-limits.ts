import type { Db } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { ApiFailure } from '../../lib/http';
import { clearFailures, countFailure, refuseWhileDelayed, takeAttempt, SIGN_IN_PER_ACCOUNT, signInPerAddress } from '../limits/index';

type Attempt = {
  /** The e-mail typed: the account's key, whether or not such an account exists. */
  email: string;
  /** The client address, and how many attempts it may make in 5 minutes. */
  address: string;
  addressMax: number;
};

/**
 * Runs one sign-in within its abuse limits (docs/decisions/0049): every attempt counts against the
 * client address; an account waiting after failures in a row is refused before its password is
 * checked; a refusal as unauthenticated counts one more failure, and a success forgets them.
 */
export async function withSignInLimits<T>(
  db: Db,
  keys: Pick<DataCipher, 'keyedHash'>,
  { email, address, addressMax }: Attempt,
  now: Date,
  signIn: () => Promise<T>,
): Promise<T> {
  await takeAttempt(db, keys, signInPerAddress(addressMax), address, now);
  const account = email.trim().toLowerCase();
  await refuseWhileDelayed(db, keys, SIGN_IN_PER_ACCOUNT, account, now);
  try {
    const signedIn = await signIn();
    await clearFailures(db, keys, SIGN_IN_PER_ACCOUNT, account);
    return signedIn;
  } catch (error) {
    if (error instanceof ApiFailure && error.kind === 'unauthenticated') await countFailure(db, keys, SIGN_IN_PER_ACCOUNT, account, now);
    throw error;
  }
}
