import { SignInBodySchema } from '@benefit-store/domain';
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

/** The display name of the store's administrator (its staff session's `display_name`). */
export const ADMINISTRATOR_NAME = 'Store administrator';

/**
 * Creates an administrator account of the store (docs/decisions/0106), the first one on a new
 * production store, where no demo sign-in exists: it signs in, sets up two-factor sign-in and
 * reaches no rep's or group's members. The password rule applies. False when a staff account
 * already has the e-mail; throws on an e-mail that is not one.
 */
export async function createAdministrator(db: Db, email: string, plain: string): Promise<boolean> {
  const address = SignInBodySchema.shape.email.safeParse(email);
  if (!address.success) throw new Error('That is not an e-mail address: nothing was created.');
  const passwordHash = await hashPassword(plain); // refuses a short or common password
  return db.transaction((tx) =>
    repo.insertAccountIfNew(tx, {
      email: address.data.toLowerCase(),
      passwordHash,
      role: 'admin',
      agentId: null,
      groupId: null,
      displayName: ADMINISTRATOR_NAME,
    }),
  );
}
