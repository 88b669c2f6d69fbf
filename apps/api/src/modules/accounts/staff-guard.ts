import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiFailure, fieldError } from '../../lib/http';
import { canSeeAgent, canSeeGroup, findSignedIn, type StaffAccount } from './accounts.service';

const notSignedIn = () =>
  new ApiFailure('unauthenticated', [fieldError('session', 'Please sign in to continue')], { message: 'Please sign in to continue' });
const forbidden = (target: string) =>
  new ApiFailure('forbidden', [fieldError(target, 'You do not have access to this information')], {
    message: 'You do not have access to this information',
  });

/** The signed-in rep or group administrator, or 401. */
export async function requireStaff(db: DbOrTx, request: FastifyRequest): Promise<StaffAccount> {
  const account = await findSignedIn(db, request.staffToken, request.server.clock());
  if (!account) throw notSignedIn();
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

/** The signed-in rep or group administrator, if any (for calls that also serve shoppers). */
export const findStaff = (db: DbOrTx, request: FastifyRequest, asOf: Date): Promise<StaffAccount | undefined> =>
  findSignedIn(db, request.staffToken, asOf);
