import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { enrollmentHolders, enrollments } from '../../db/schema';
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

/** Whether a browser was bound to the enrollment by its continue code or link. */
export async function isEnrollmentHolder(db: DbOrTx, enrollmentId: string, browserTokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ enrollmentId: enrollmentHolders.enrollmentId })
    .from(enrollmentHolders)
    .where(and(eq(enrollmentHolders.enrollmentId, enrollmentId), eq(enrollmentHolders.browserTokenHash, browserTokenHash)));
  return row !== undefined;
}

/** Binds a browser as one more holder; binding it twice is harmless, and no other holder changes. */
export async function addEnrollmentHolder(db: DbOrTx, enrollmentId: string, browserTokenHash: string) {
  await db.insert(enrollmentHolders).values({ enrollmentId, browserTokenHash }).onConflictDoNothing();
}

/** Unbinds a browser token from every enrollment it holds: as owner, as resumer. */
export async function endBrowserHolds(db: DbOrTx, browserTokenHash: string) {
  await db.update(enrollments).set({ ownerTokenHash: null }).where(eq(enrollments.ownerTokenHash, browserTokenHash));
  await db.delete(enrollmentHolders).where(eq(enrollmentHolders.browserTokenHash, browserTokenHash));
}
