import { and, asc, count, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, carrierExportItems, carrierExports, carriers, enrollments } from '../../db/schema';

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

/** A carrier file that sent a member's SSN and details (`npm run carriers`), as the audit report prints it. */
export type CarrierFileSent = {
  at: Date;
  memberId: string;
  carrierCode: string;
  format: string;
  fileName: string;
  fileSha256: string;
  ranBy: string;
  policies: number;
};

/** The carrier files that sent the member (one row per file, however many of their policies it held); and/or in [from, to). */
export async function listCarrierFilesSent(db: DbOrTx, filter: { memberId: string; from?: Date; to?: Date }): Promise<CarrierFileSent[]> {
  const conditions = [eq(carrierExportItems.memberId, filter.memberId)];
  if (filter.from) conditions.push(gte(carrierExports.at, filter.from));
  if (filter.to) conditions.push(lt(carrierExports.at, filter.to));
  const rows = await db
    .select({
      at: carrierExports.at,
      memberId: carrierExportItems.memberId,
      carrierCode: carriers.code,
      format: carrierExports.format,
      fileName: carrierExports.fileName,
      fileSha256: carrierExports.fileSha256,
      ranBy: carrierExports.ranBy,
      policies: count(carrierExportItems.policyId),
    })
    .from(carrierExportItems)
    .innerJoin(carrierExports, eq(carrierExports.id, carrierExportItems.exportId))
    .innerJoin(carriers, eq(carriers.id, carrierExports.carrierId))
    .where(and(...conditions))
    .groupBy(carrierExports.id, carrierExportItems.memberId, carriers.code)
    .orderBy(asc(carrierExports.at), asc(carrierExports.id));
  return rows.map((row) => ({ ...row, policies: Number(row.policies) }));
}
