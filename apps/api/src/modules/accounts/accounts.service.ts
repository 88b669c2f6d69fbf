import { randomBytes } from 'node:crypto';
import type { StaffSession } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { hashToken } from '../../lib/data-cipher';
import { ApiFailure, fieldError } from '../../lib/http';
import { hashPassword, verifyPassword } from '../../lib/password';
import * as repo from './accounts.repository';

export const SESSION_COOKIE = 'bs_session';
export const SESSION_HOURS = 12;

export type StaffAccount = NonNullable<Awaited<ReturnType<typeof repo.findAccountByEmail>>>;

/** A hash to compare against when the e-mail is unknown, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;

const INVALID_SIGN_IN = new ApiFailure('unauthenticated', [fieldError('password', 'Invalid email or password')], {
  message: 'Invalid email or password',
});

export async function signIn(db: DbOrTx, email: string, password: string, asOf: Date) {
  const account = await repo.findAccountByEmail(db, email.trim());
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const isValid = await verifyPassword(account?.passwordHash ?? (await dummyHash), password);
  if (!account || !isValid) throw INVALID_SIGN_IN;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(asOf.getTime() + SESSION_HOURS * 3_600_000);
  await repo.deleteExpiredSessions(db, asOf);
  await repo.insertSession(db, { tokenHash: hashToken(token), accountId: account.id, expiresAt });
  return { token, expiresAt, account };
}

export async function signOut(db: DbOrTx, token: string | undefined) {
  if (token) await repo.deleteSession(db, hashToken(token));
}

export async function findSignedIn(db: DbOrTx, token: string | undefined, asOf: Date): Promise<StaffAccount | undefined> {
  if (!token) return undefined;
  return repo.findLiveSession(db, hashToken(token), asOf);
}

export function toStaffSession(account: StaffAccount): StaffSession {
  return {
    role: account.role,
    display_name: account.displayName,
    email: account.email,
    agent_id: account.agentId,
    group_id: account.groupId,
  };
}

/** A rep sees their own data and their groups'; a group administrator only their group's. */
export async function canSeeGroup(db: DbOrTx, account: StaffAccount, groupId: number): Promise<boolean> {
  if (account.role === 'group') return account.groupId === groupId;
  return account.agentId !== null && (await repo.isGroupOfAgent(db, account.agentId, groupId));
}

export function canSeeAgent(account: StaffAccount, agentId: number): boolean {
  return account.role === 'agent' && account.agentId === agentId;
}
