import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiFailure, fieldError } from '../../lib/http';
import { canSeeAgent, canSeeGroup, findSignedIn, type StaffAccount } from './accounts.service';
import { twoFactorState } from './two-factor.service';

const notSignedIn = () =>
  new ApiFailure('unauthenticated', [fieldError('session', 'Please sign in to continue')], { message: 'Please sign in to continue' });
const forbidden = (target: string) =>
  new ApiFailure('forbidden', [fieldError(target, 'You do not have access to this information')], {
    message: 'You do not have access to this information',
  });
const TWO_FACTOR_SETUP_NEEDED = 'Please set up two-factor sign-in to continue';
const setupNeeded = () =>
  new ApiFailure('forbidden', [fieldError('two_factor', TWO_FACTOR_SETUP_NEEDED)], { message: TWO_FACTOR_SETUP_NEEDED });

/** With two-factor required (STAFF_TWO_FACTOR), an account that has not set it up reaches nothing but its set-up. */
const mustSetUpTwoFactor = (request: FastifyRequest, account: StaffAccount) =>
  twoFactorState(account, request.server.staffTwoFactorRequired) === 'setup_required';

/** The signed-in account, whether or not it still has to set up two-factor sign-in (the session and set-up calls), or 401. */
export async function requireSession(db: DbOrTx, request: FastifyRequest): Promise<StaffAccount> {
  const account = await findSignedIn(db, request.staffToken, request.server.clock());
  if (!account) throw notSignedIn();
  return account;
}

/** The signed-in rep or group administrator, or 401; 403 while a required two-factor set-up is not done. */
export async function requireStaff(db: DbOrTx, request: FastifyRequest): Promise<StaffAccount> {
  const account = await requireSession(db, request);
  if (mustSetUpTwoFactor(request, account)) throw setupNeeded();
  return account;
}

export async function requireAgentAccess(db: DbOrTx, request: FastifyRequest, agentId: number) {
  const account = await requireStaff(db, request);
  if (!canSeeAgent(account, agentId)) throw forbidden('agent_id');
  return account;
}

export async function requireGroupAccess(db: DbOrTx, request: FastifyRequest, groupId: number) {
  const account = await requireStaff(db, request);
  if (!(await canSeeGroup(db, account, groupId))) throw forbidden('group_id');
  return account;
}

/** The signed-in rep or group administrator, if any (for calls that also serve shoppers); none while a required two-factor set-up is not done. */
export async function findStaff(db: DbOrTx, request: FastifyRequest, asOf: Date): Promise<StaffAccount | undefined> {
  const account = await findSignedIn(db, request.staffToken, asOf);
  return account && !mustSetUpTwoFactor(request, account) ? account : undefined;
}
