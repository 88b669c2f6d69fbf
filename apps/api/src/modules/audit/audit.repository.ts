import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, enrollments } from '../../db/schema';

export type AuditEntryRow = typeof auditLog.$inferInsert;
export type AuditEntry = typeof auditLog.$inferSelect;

export async function insertAuditEntries(db: DbOrTx, entries: AuditEntryRow[]) {
  if (entries.length) await db.insert(auditLog).values(entries);
}

/** The member an enrollment belongs to (set when it was started for a member, or at completion). */
export async function findEnrollmentMember(db: DbOrTx, enrollmentId: string): Promise<string | null> {
  const [row] = await db.select({ memberId: enrollments.memberId }).from(enrollments).where(eq(enrollments.id, enrollmentId));
  return row?.memberId ?? null;
}

/**
 * Entries in time order: naming the member, or one of the member's enrollments (also those
 * written before the enrollment became the member's); and/or in [from, to).
 */
export async function listAuditEntries(db: DbOrTx, filter: { memberId?: string; from?: Date; to?: Date }): Promise<AuditEntry[]> {
  const conditions = [];
  if (filter.memberId !== undefined) {
    const ofMember = db.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.memberId, filter.memberId));
    conditions.push(or(eq(auditLog.memberId, filter.memberId), inArray(auditLog.enrollmentId, ofMember)));
  }
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
