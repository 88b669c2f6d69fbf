import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { abuseCounters } from '../../db/schema';

type Counter = { key: string; windowStart: Date; expiresAt: Date; asOf: Date };

/**
 * One more hit on the counter of `key` in its window, in one statement (insert or add one), so
 * two processes counting at once both count; answers the hits so far, this one included. A row
 * that expired but was not pruned yet starts again from one.
 */
export async function countHit(db: DbOrTx, { key, windowStart, expiresAt, asOf }: Counter): Promise<number> {
  const hasExpired = sql`${abuseCounters.expiresAt} <= ${asOf.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(abuseCounters)
    .values({ key, windowStart, hits: 1, expiresAt })
    .onConflictDoUpdate({
      target: [abuseCounters.key, abuseCounters.windowStart],
      set: {
        hits: sql`case when ${hasExpired} then 1 else ${abuseCounters.hits} + 1 end`,
        blockedUntil: sql`case when ${hasExpired} then null else ${abuseCounters.blockedUntil} end`,
        expiresAt,
      },
    })
    .returning({ hits: abuseCounters.hits });
  return row!.hits;
}

/** The hits counted so far in the window (0 when none, or when the row expired unpruned). */
export async function findHits(db: DbOrTx, { key, windowStart, asOf }: Omit<Counter, 'expiresAt'>): Promise<number> {
  const [row] = await db
    .select({ hits: abuseCounters.hits, expiresAt: abuseCounters.expiresAt })
    .from(abuseCounters)
    .where(and(eq(abuseCounters.key, key), eq(abuseCounters.windowStart, windowStart)));
  return row && row.expiresAt > asOf ? row.hits : 0;
}

/** Sets how long the counter's subject waits (growing delays). */
export async function setBlockedUntil(db: DbOrTx, key: string, blockedUntil: Date) {
  await db.update(abuseCounters).set({ blockedUntil }).where(eq(abuseCounters.key, key));
}

/** Until when the subject of `key` waits, if it does. */
export async function findBlockedUntil(db: DbOrTx, key: string, asOf: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ blockedUntil: abuseCounters.blockedUntil, expiresAt: abuseCounters.expiresAt })
    .from(abuseCounters)
    .where(eq(abuseCounters.key, key));
  if (!row || row.expiresAt <= asOf) return undefined;
  return row.blockedUntil ?? undefined;
}

export async function deleteCounters(db: DbOrTx, key: string) {
  await db.delete(abuseCounters).where(eq(abuseCounters.key, key));
}

/** Drops the counters whose window (or memory of failures) has ended. */
export async function pruneExpired(db: DbOrTx, asOf: Date) {
  await db.delete(abuseCounters).where(lt(abuseCounters.expiresAt, asOf));
}
