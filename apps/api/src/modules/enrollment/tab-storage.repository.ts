import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrollments } from '../../db/schema';
import type { TabName } from '@benefit-store/domain';

/**
 * Where each tab is kept: plain JSON, or sealed (encrypted JSON) for tabs that hold SSNs, health
 * answers, bank and card numbers or signatures (DESIGN §5).
 */
export const TAB_COLUMNS = {
  primary_info: { column: 'primaryInfoEnc', isSealed: true },
  contact_info: { column: 'contactInfo', isSealed: false },
  employer_info: { column: 'employerInfo', isSealed: false },
  beneficiary_info: { column: 'beneficiaryInfoEnc', isSealed: true },
  primary_health_info: { column: 'healthInfoEnc', isSealed: true },
  dependent_info: { column: 'dependentInfoEnc', isSealed: true },
  billing_info: { column: 'paymentInfoEnc', isSealed: true },
  agreement_info: { column: 'agreementInfoEnc', isSealed: true },
  review_info: { column: 'reviewInfo', isSealed: false },
} as const satisfies Record<TabName, { column: keyof typeof enrollments.$inferSelect; isSealed: boolean }>;

/** The enrollment's version and status, its row locked until the transaction ends. */
export async function lockEnrollment(tx: DbOrTx, enrollmentId: string) {
  const [row] = await tx
    .select({ version: enrollments.version, status: enrollments.status })
    .from(enrollments)
    .where(eq(enrollments.id, enrollmentId))
    .for('update');
  return row;
}

/** Writes one tab's stored value (JSON, or the sealed text) and moves the version on by one. */
export async function writeTab(tx: DbOrTx, enrollmentId: string, tab: TabName, stored: unknown, asOf: Date) {
  const { column } = TAB_COLUMNS[tab];
  await tx
    .update(enrollments)
    .set({ [column]: stored, version: sql`${enrollments.version} + 1`, updatedAt: asOf })
    .where(eq(enrollments.id, enrollmentId));
}

/** Every tab column as stored, with the version a later save must name. */
export async function readTabColumns(db: DbOrTx, enrollmentId: string) {
  const [row] = await db
    .select({
      version: enrollments.version,
      primaryInfoEnc: enrollments.primaryInfoEnc,
      contactInfo: enrollments.contactInfo,
      employerInfo: enrollments.employerInfo,
      beneficiaryInfoEnc: enrollments.beneficiaryInfoEnc,
      healthInfoEnc: enrollments.healthInfoEnc,
      dependentInfoEnc: enrollments.dependentInfoEnc,
      paymentInfoEnc: enrollments.paymentInfoEnc,
      agreementInfoEnc: enrollments.agreementInfoEnc,
      reviewInfo: enrollments.reviewInfo,
    })
    .from(enrollments)
    .where(eq(enrollments.id, enrollmentId));
  return row;
}
