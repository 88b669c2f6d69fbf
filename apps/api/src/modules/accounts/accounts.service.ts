import { randomBytes } from 'node:crypto';
import type { SignInBody, StaffSession } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { hashToken, type DataCipher } from '../../lib/data-cipher';
import { ApiFailure, fieldError } from '../../lib/http';
import { hashPassword, verifyPassword } from '../../lib/password';
import { newSessionToken } from '../../plugins/session-cookies';
import { endBrowserHolds } from '../../lib/enrollment.repository';
import { idleSince, SESSION_HOURS, twoFactorState, type StaffAccount } from '../../lib/staff-session';
import * as repo from './accounts.repository';
import { requireSignInCode } from './two-factor.service';

/** A hash to compare against when the e-mail is unknown, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;

const INVALID_SIGN_IN = new ApiFailure('unauthenticated', [fieldError('password', 'Invalid email or password')], {
  message: 'Invalid email or password',
});

/** The password, then (two-factor on) the code; every refusal is a 401 of the sign-in call. */
export async function signIn(db: DbOrTx, cipher: DataCipher, { email, password, code }: SignInBody, asOf: Date) {
  const account = await repo.findAccountByEmail(db, email.trim());
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const isValid = await verifyPassword(account?.passwordHash ?? (await dummyHash), password);
  if (!account || !isValid) throw INVALID_SIGN_IN;
  await requireSignInCode(db, cipher, account, code, asOf);
  const token = newSessionToken();
  const expiresAt = new Date(asOf.getTime() + SESSION_HOURS * 3_600_000);
  await repo.deleteEndedSessions(db, asOf, idleSince(asOf));
  await repo.insertSession(db, { tokenHash: hashToken(token), accountId: account.id, expiresAt, lastSeenAt: asOf });
  return { token, expiresAt, account };
}

/**
 * Ends the staff session on the server and this browser's hold on every enrollment it held (those
 * the rep opened under the session among them), so the next person at a shared computer reads none.
 */
export async function signOut(db: DbOrTx, token: string, browserToken: string) {
  await db.transaction(async (tx) => {
    await repo.deleteSession(tx, hashToken(token));
    if (browserToken) await endBrowserHolds(tx, hashToken(browserToken));
  });
}

/** `twoFactorRequired`: the STAFF_TWO_FACTOR setting is `required`. */
/** Whether an address signs a rep or group administrator in: never an applicant's contact (DESIGN §3 "Rep-assisted applications"). */
export async function isStaffEmail(db: DbOrTx, email: string): Promise<boolean> {
  return (await repo.findAccountByEmail(db, email.trim())) !== undefined;
}

export function toStaffSession(account: StaffAccount, twoFactorRequired: boolean): StaffSession {
  return {
    role: account.role,
    display_name: account.displayName,
    email: account.email,
    agent_id: account.agentId,
    group_id: account.groupId,
    two_factor: twoFactorState(account, twoFactorRequired),
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
