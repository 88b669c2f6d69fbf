import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agentGroups, staffAccounts, staffSessions } from '../../db/schema';

export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.email}) = lower(${email})`);
  return row;
}

export async function insertSession(db: DbOrTx, session: { tokenHash: string; accountId: string; expiresAt: Date }) {
  await db.insert(staffSessions).values(session);
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: DbOrTx, asOf: Date) {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, asOf));
}

export async function findLiveSession(db: DbOrTx, tokenHash: string, asOf: Date) {
  const [row] = await db
    .select({ account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.expiresAt, asOf)));
  return row?.account;
}

export async function isGroupOfAgent(db: DbOrTx, agentId: number, groupId: number) {
  const [row] = await db
    .select({ groupId: agentGroups.groupId })
    .from(agentGroups)
    .where(and(eq(agentGroups.agentId, agentId), eq(agentGroups.groupId, groupId)));
  return row !== undefined;
}
