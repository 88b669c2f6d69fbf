import { and, eq, gt, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agentGroups, staffAccounts, staffSessions } from '../../db/schema';

export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.email}) = lower(${email})`);
  return row;
}

export async function insertSession(db: DbOrTx, session: { tokenHash: string; accountId: string; expiresAt: Date; lastSeenAt: Date }) {
  await db.insert(staffSessions).values(session);
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

/** Sessions past their absolute end or idle since before `idleSince`. */
export async function deleteEndedSessions(db: DbOrTx, asOf: Date, idleSince: Date) {
  await db.delete(staffSessions).where(or(lte(staffSessions.expiresAt, asOf), lte(staffSessions.lastSeenAt, idleSince)));
}

/** The session's account when it is before its absolute end and was used after `idleSince`; marks it used at `asOf`. */
export async function touchLiveSession(db: DbOrTx, tokenHash: string, asOf: Date, idleSince: Date) {
  const live = and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.expiresAt, asOf), gt(staffSessions.lastSeenAt, idleSince));
  const [row] = await db
    .select({ account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(live);
  if (row)
    await db
      .update(staffSessions)
      .set({ lastSeenAt: asOf })
      .where(and(live, lt(staffSessions.lastSeenAt, asOf)));
  return row?.account;
}

export async function isGroupOfAgent(db: DbOrTx, agentId: number, groupId: number) {
  const [row] = await db
    .select({ groupId: agentGroups.groupId })
    .from(agentGroups)
    .where(and(eq(agentGroups.agentId, agentId), eq(agentGroups.groupId, groupId)));
  return row !== undefined;
}
