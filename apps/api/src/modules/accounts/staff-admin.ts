import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import * as repo from './accounts.repository';

/**
 * What an administrator does to a staff account from the command line (`staff-admin-cli.ts`,
 * docs/decisions/0051): both end the account's sessions. False when no account has the e-mail.
 */
export async function setStaffPassword(db: Db, email: string, plain: string): Promise<boolean> {
  const passwordHash = await hashPassword(plain); // refuses a short or common password
  return db.transaction((tx) => repo.replacePasswordHash(tx, email.trim(), passwordHash));
}

/** Turns two-factor sign-in off for a rep who lost their phone; they set it up again after signing in. */
export function resetTwoFactor(db: Db, email: string): Promise<boolean> {
  return db.transaction((tx) => repo.clearTotp(tx, email.trim()));
}
