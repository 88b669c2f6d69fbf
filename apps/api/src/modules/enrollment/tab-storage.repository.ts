import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrollments } from '../../db/schema';
import type { TabName } from '@benefit-store/domain';
import type { SealedColumn } from '../../lib/data-cipher';

/**
 * Where each tab is kept: plain JSON, or sealed (encrypted JSON, `sealedAs` its place) for tabs
 * that hold SSNs, health answers, bank and card numbers, signatures or contact data (DESIGN §5,
 * docs/decisions/0095).
 */
export const TAB_COLUMNS = {
  primary_info: { column: 'primaryInfoEnc', sealedAs: 'enrollments:primary_info_enc' },
  contact_info: { column: 'contactInfoEnc', sealedAs: 'enrollments:contact_info_enc' },
  employer_info: { column: 'employerInfoEnc', sealedAs: 'enrollments:employer_info_enc' },
  beneficiary_info: { column: 'beneficiaryInfoEnc', sealedAs: 'enrollments:beneficiary_info_enc' },
  primary_health_info: { column: 'healthInfoEnc', sealedAs: 'enrollments:health_info_enc' },
  dependent_info: { column: 'dependentInfoEnc', sealedAs: 'enrollments:dependent_info_enc' },
  billing_info: { column: 'paymentInfoEnc', sealedAs: 'enrollments:payment_info_enc' },
  agreement_info: { column: 'agreementInfoEnc', sealedAs: 'enrollments:agreement_info_enc' },
  review_info: { column: 'reviewInfo', sealedAs: null },
} as const satisfies Record<TabName, { column: keyof typeof enrollments.$inferSelect; sealedAs: SealedColumn | null }>;

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
      contactInfoEnc: enrollments.contactInfoEnc,
      employerInfoEnc: enrollments.employerInfoEnc,
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
