import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiFailure, fieldError } from '../../lib/http';
import { findSignedIn, mustSetUpTwoFactor, type StaffAccount } from '../../lib/staff-session';
import { canSeeAgent, canSeeGroup } from './accounts.service';

const notSignedIn = () =>
  new ApiFailure('unauthenticated', [fieldError('session', 'Please sign in to continue')], { message: 'Please sign in to continue' });
const forbidden = (target: string) =>
  new ApiFailure('forbidden', [fieldError(target, 'You do not have access to this information')], {
    message: 'You do not have access to this information',
  });
const TWO_FACTOR_SETUP_NEEDED = 'Please set up two-factor sign-in to continue';
const setupNeeded = () =>
  new ApiFailure('forbidden', [fieldError('two_factor', TWO_FACTOR_SETUP_NEEDED)], { message: TWO_FACTOR_SETUP_NEEDED });

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
