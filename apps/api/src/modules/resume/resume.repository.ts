import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { continueCodes, enrollments } from '../../db/schema';

export type ContinueGrant = typeof continueCodes.$inferSelect;

/**
 * Records the tab to resume at and the address the code goes to, on an open enrollment only.
 * The update locks the enrollment's row, so two saves of one enrollment run one after the other.
 */
export async function recordSavedTab(
  db: DbOrTx,
  enrollmentId: string,
  saved: { savedTab: string; emailEnc: string; asOf: Date },
): Promise<boolean> {
  const rows = await db
    .update(enrollments)
    .set({ savedTab: saved.savedTab, emailEnc: saved.emailEnc, updatedAt: saved.asOf })
    .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.status, 'open')))
    .returning({ id: enrollments.id });
  return rows.length > 0;
}

/** Ends the enrollment's live code and link: they now answer that they were replaced. Answers the ended save's id, if any. */
export async function replaceLiveGrant(db: DbOrTx, enrollmentId: string, asOf: Date): Promise<string | undefined> {
  const [row] = await db
    .update(continueCodes)
    .set({ replacedAt: asOf })
    .where(and(eq(continueCodes.enrollmentId, enrollmentId), isNull(continueCodes.replacedAt)))
    .returning({ id: continueCodes.id });
  return row?.id;
}

/** Adds the live code and link and answers its id; undefined when the code's hash is already taken (the caller draws another). */
export async function insertGrant(
  db: DbOrTx,
  grant: Pick<ContinueGrant, 'enrollmentId' | 'codeHash' | 'emailHash' | 'expiresAt' | 'linkTokenHash' | 'linkExpiresAt'>,
): Promise<string | undefined> {
  const [row] = await db.insert(continueCodes).values(grant).onConflictDoNothing().returning({ id: continueCodes.id });
  return row?.id;
}

/** The code's row, locked for this transaction (its tries are counted under the lock). */
export async function findGrantByCode(db: DbOrTx, codeHash: string): Promise<ContinueGrant | undefined> {
  const [row] = await db.select().from(continueCodes).where(eq(continueCodes.codeHash, codeHash)).for('update');
  return row;
}

/** The link's row, locked for this transaction (its first use is recorded under the lock). */
export async function findGrantByLink(db: DbOrTx, linkTokenHash: string): Promise<ContinueGrant | undefined> {
  const [row] = await db.select().from(continueCodes).where(eq(continueCodes.linkTokenHash, linkTokenHash)).for('update');
  return row;
}

/** Whether a live code was sent to the address whose keyed hash is `emailHash`. */
export async function hasLiveCode(db: DbOrTx, emailHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: continueCodes.id })
    .from(continueCodes)
    .where(and(eq(continueCodes.emailHash, emailHash), isNull(continueCodes.replacedAt)))
    .limit(1);
  return row !== undefined;
}

/** One more wrong try against one code. */
export async function countWrongTry(db: DbOrTx, grantId: string) {
  await db
    .update(continueCodes)
    .set({ failedAttempts: sql`${continueCodes.failedAttempts} + 1` })
    .where(eq(continueCodes.id, grantId));
}

export async function markLinkUsed(db: DbOrTx, grantId: string, used: { browserTokenHash: string; asOf: Date }) {
  await db.update(continueCodes).set({ linkUsedAt: used.asOf, linkUsedBy: used.browserTokenHash }).where(eq(continueCodes.id, grantId));
}
