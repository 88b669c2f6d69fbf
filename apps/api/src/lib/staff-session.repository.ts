import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { staffAccounts, staffSessions } from '../db/schema';

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
