/**
 * Who is signed in behind a request: the staff session its cookie names (docs/decisions/0044) and
 * whether a required two-factor set-up still stands in the way (0051). Below the modules, because
 * the accounts module and the enrollment access checks (enrollment-access.ts) both ask (0109).
 */
import type { StaffSession } from '@benefit-store/domain';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { hashToken } from './data-cipher';
import { touchLiveSession } from './staff-session.repository';

/** A staff session ends 12 hours after sign-in, or after 15 minutes without a call (docs/decisions/0044). */
export const SESSION_HOURS = 12;
export const SESSION_IDLE_MINUTES = 15;
export const idleSince = (asOf: Date) => new Date(asOf.getTime() - SESSION_IDLE_MINUTES * 60_000);

export type StaffAccount = NonNullable<Awaited<ReturnType<typeof touchLiveSession>>>;

/** 'on' once a code confirmed the account's secret; otherwise 'setup_required' when the setting requires it, else 'off'. */
export function twoFactorState(account: { totpConfirmedAt: Date | null }, required: boolean): StaffSession['two_factor'] {
  if (account.totpConfirmedAt) return 'on';
  return required ? 'setup_required' : 'off';
}

/** With two-factor required (STAFF_TWO_FACTOR), an account that has not set it up reaches nothing but its set-up. */
export const mustSetUpTwoFactor = (request: FastifyRequest, account: StaffAccount) =>
  twoFactorState(account, request.server.staffTwoFactorRequired) === 'setup_required';

/** The signed-in account, if the token names a session before its absolute end and not idle; each call keeps it alive. */
export async function findSignedIn(db: DbOrTx, token: string | undefined, asOf: Date): Promise<StaffAccount | undefined> {
  if (!token) return undefined;
  return touchLiveSession(db, hashToken(token), asOf, idleSince(asOf));
}

/** The signed-in rep or group administrator, if any (for calls that also serve shoppers); none while a required two-factor set-up is not done. */
export async function findStaff(db: DbOrTx, request: FastifyRequest, asOf: Date): Promise<StaffAccount | undefined> {
  const account = await findSignedIn(db, request.staffToken, asOf);
  return account && !mustSetUpTwoFactor(request, account) ? account : undefined;
}
