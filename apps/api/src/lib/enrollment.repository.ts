import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { preparedPer } from '../db/prepared';
import { continueCodes, enrollmentHolders, enrollments } from '../db/schema';
import type { KeptPart } from './enrollment-cache';

/** Read by nearly every call: prepared (db/prepared.ts). */
const enrollmentById = preparedPer((db) =>
  db
    .select()
    .from(enrollments)
    .where(eq(enrollments.id, sql.placeholder('id')))
    .prepare('find_enrollment'),
);

export async function findEnrollment(db: DbOrTx, enrollmentId: string) {
  const [row] = await enrollmentById(db).execute({ id: enrollmentId });
  return row;
}

/** The enrollment's row as the read-only calls keep it in memory (enrollment-cache.ts). */
export const keptEnrollment: KeptPart<Awaited<ReturnType<typeof findEnrollment>>> = { name: 'enrollment', read: findEnrollment };

/**
 * This browser's hold row on the enrollment: when it was last active, and whether the save that
 * bound it (its code or link) is still the enrollment's live one.
 */
export async function findHold(db: DbOrTx, enrollmentId: string, browserTokenHash: string) {
  const [row] = await db
    .select({
      lastSeenAt: enrollmentHolders.lastSeenAt,
      isGrantLive: sql<boolean>`${continueCodes.id} is not null and ${continueCodes.replacedAt} is null`,
    })
    .from(enrollmentHolders)
    .leftJoin(continueCodes, eq(continueCodes.id, enrollmentHolders.grantId))
    .where(and(eq(enrollmentHolders.enrollmentId, enrollmentId), eq(enrollmentHolders.browserTokenHash, browserTokenHash)));
  return row;
}

/** Binds a browser by a save's code or link (a browser bound before is bound again, by this save), active now. */
export async function bindHolder(db: DbOrTx, hold: { enrollmentId: string; browserTokenHash: string; grantId: string; asOf: Date }) {
  await db
    .insert(enrollmentHolders)
    .values({ ...hold, lastSeenAt: hold.asOf, createdAt: hold.asOf })
    .onConflictDoUpdate({
      target: [enrollmentHolders.enrollmentId, enrollmentHolders.browserTokenHash],
      set: { grantId: hold.grantId, lastSeenAt: hold.asOf },
    });
}

/** Records that the browser holding the enrollment was active now (its row made if it had none: an owner's first call). */
export async function touchHold(db: DbOrTx, enrollmentId: string, browserTokenHash: string, asOf: Date) {
  await db
    .insert(enrollmentHolders)
    .values({ enrollmentId, browserTokenHash, lastSeenAt: asOf, createdAt: asOf })
    .onConflictDoUpdate({ target: [enrollmentHolders.enrollmentId, enrollmentHolders.browserTokenHash], set: { lastSeenAt: asOf } });
}

/** The browsers bound by `fromGrantId` that asked for a new code: bound by the new save instead. */
export async function moveHold(
  db: DbOrTx,
  hold: { enrollmentId: string; browserTokenHash: string; fromGrantId: string; toGrantId: string },
) {
  await db
    .update(enrollmentHolders)
    .set({ grantId: hold.toGrantId })
    .where(
      and(
        eq(enrollmentHolders.enrollmentId, hold.enrollmentId),
        eq(enrollmentHolders.browserTokenHash, hold.browserTokenHash),
        eq(enrollmentHolders.grantId, hold.fromGrantId),
      ),
    );
}

/**
 * Unbinds a browser token from every enrollment it holds: as owner, as
 * resumer, and as the completing browser that could still read a receipt.
 */
export async function endBrowserHolds(db: DbOrTx, browserTokenHash: string) {
  await db.update(enrollments).set({ ownerTokenHash: null }).where(eq(enrollments.ownerTokenHash, browserTokenHash));
  await db.update(enrollments).set({ completedByTokenHash: null }).where(eq(enrollments.completedByTokenHash, browserTokenHash));
  await db.delete(enrollmentHolders).where(eq(enrollmentHolders.browserTokenHash, browserTokenHash));
}
