import { STORE_TIME_ZONE } from '@benefit-store/domain';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  carrierExportItems,
  carrierExports,
  carriers,
  enrollments,
  memberDependents,
  members,
  plans,
  policies,
  type CarrierFileFormat,
} from '../../db/schema';

export type CarrierRow = { id: number; code: string; name: string };

/** The carrier of a code (any case), locked for this transaction: one export per carrier at a time. */
export async function lockCarrierByCode(tx: DbOrTx, code: string): Promise<CarrierRow | undefined> {
  const [row] = await tx
    .select({ id: carriers.id, code: carriers.code, name: carriers.name })
    .from(carriers)
    .where(eq(carriers.code, code.toUpperCase()))
    .for('update');
  return row;
}

export async function listCarrierCodes(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ code: carriers.code }).from(carriers).orderBy(asc(carriers.code));
  return rows.map((row) => row.code);
}

/**
 * The active policies on the carrier's plans from completed enrollments (completed on or after the
 * store day `since`), with their member; without `resend`, only those no export has sent yet.
 */
export async function findPoliciesToSend(tx: DbOrTx, carrierId: number, { since, resend }: { since?: string; resend: boolean }) {
  const sent = tx
    .select({ one: sql`1` })
    .from(carrierExportItems)
    .where(eq(carrierExportItems.policyId, policies.id));
  return tx
    .select({
      policyId: policies.id,
      enrollmentId: enrollments.id,
      tier: policies.tier,
      effectiveDate: policies.effectiveDate,
      planCode: plans.code,
      planName: plans.name,
      category: plans.category,
      member: {
        id: members.id,
        firstName: members.firstName,
        middleName: members.middleName,
        lastName: members.lastName,
        gender: members.gender,
        ssnEnc: members.ssnEnc,
        birthdateEnc: members.birthdateEnc,
        emailEnc: members.emailEnc,
        phoneEnc: members.phoneEnc,
        address1Enc: members.address1Enc,
        address2Enc: members.address2Enc,
        city: members.city,
        state: members.state,
        zip: members.zip,
      },
    })
    .from(policies)
    .innerJoin(plans, eq(plans.id, policies.planId))
    .innerJoin(enrollments, eq(enrollments.id, policies.enrollmentId))
    .innerJoin(members, eq(members.id, policies.memberId))
    .where(
      and(
        eq(plans.carrierId, carrierId),
        eq(enrollments.status, 'completed'),
        // Additions only: a policy terminated or cancelled before it was sent is not sent.
        eq(policies.status, 'ACTIVE'),
        since ? sql`(${enrollments.completedAt} at time zone ${STORE_TIME_ZONE})::date >= ${since}::date` : undefined,
        resend ? undefined : notExists(sent),
      ),
    )
    .orderBy(asc(enrollments.completedAt), asc(policies.createdAt), asc(policies.id));
}

export async function findDependents(tx: DbOrTx, memberIds: string[]) {
  if (memberIds.length === 0) return [];
  return tx.select().from(memberDependents).where(inArray(memberDependents.memberId, memberIds)).orderBy(asc(memberDependents.id));
}

/** `count` numbers no file has used: an 834's interchange, group and transaction set numbers, or a CSV file's number. */
export async function drawFileNumbers(tx: DbOrTx, count: number): Promise<number[]> {
  const result = await tx.execute<{ n: number }>(sql`select nextval('edi_control_numbers')::int as n from generate_series(1, ${count})`);
  return result.rows.map((row) => Number(row.n));
}

export type ExportRecord = {
  carrierId: number;
  format: CarrierFileFormat;
  ranBy: string;
  at: Date;
  since: string | null;
  resend: boolean;
  fileName: string;
  fileSha256: string;
  control: { interchange: number; group: number; transaction: number } | null;
  members: number;
  dependents: number;
};

/** Records a written file and the policies it sent. */
export async function recordExport(
  tx: DbOrTx,
  record: ExportRecord,
  items: { policyId: number; memberId: string; enrollmentId: string }[],
): Promise<number> {
  const { control, ...rest } = record;
  const [row] = await tx
    .insert(carrierExports)
    .values({
      ...rest,
      interchangeControl: control?.interchange ?? null,
      groupControl: control?.group ?? null,
      transactionControl: control?.transaction ?? null,
    })
    .returning({ id: carrierExports.id });
  await tx.insert(carrierExportItems).values(items.map((item) => ({ ...item, exportId: row!.id })));
  return row!.id;
}
