import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { drawSerialIds } from '../../db/draw-ids';
import {
  continueCodes,
  enrollments,
  memberBeneficiaries,
  memberDependents,
  memberEmployers,
  members,
  paymentMethods,
  planEvents,
  policies,
} from '../../db/schema';

export type MemberValues = Omit<typeof members.$inferInsert, 'id' | 'linkGeneration' | 'createdAt'>;
export type DependentRow = Omit<typeof memberDependents.$inferInsert, 'id' | 'memberId'> & { id: number };
export type BeneficiaryRow = Omit<typeof memberBeneficiaries.$inferInsert, 'id' | 'memberId'> & { id: number };
export type EmployerRow = Omit<typeof memberEmployers.$inferInsert, 'memberId'>;
export type PaymentRow = Omit<typeof paymentMethods.$inferInsert, 'id' | 'memberId' | 'createdAt'> & { id: string };
export type PolicyRow = Omit<typeof policies.$inferInsert, 'id'>;

/** Updates the enrollment's existing member, or creates it under the id its sealed values are bound to. */
export async function saveMember(tx: DbOrTx, memberId: string, values: MemberValues): Promise<void> {
  await tx
    .insert(members)
    .values({ ...values, id: memberId })
    .onConflictDoUpdate({ target: members.id, set: values });
}

/** Ids for the beneficiary and dependent rows about to be written, so each row's sealed values can be bound to it. */
export async function drawFamilyIds(tx: DbOrTx, size: { beneficiaries: number; dependents: number }) {
  return {
    beneficiaries: await drawSerialIds(tx, 'member_beneficiaries', size.beneficiaries),
    dependents: await drawSerialIds(tx, 'member_dependents', size.dependents),
  };
}

/** The member's beneficiaries and dependents become the enrollment's (the wizard showed the old ones for editing). */
export async function replaceFamily(
  tx: DbOrTx,
  memberId: string,
  family: { beneficiaries: BeneficiaryRow[] | null; dependents: DependentRow[] | null },
) {
  if (family.beneficiaries !== null) {
    await tx.delete(memberBeneficiaries).where(eq(memberBeneficiaries.memberId, memberId));
    if (family.beneficiaries.length) await tx.insert(memberBeneficiaries).values(family.beneficiaries.map((row) => ({ ...row, memberId })));
  }
  if (family.dependents !== null) {
    await tx.delete(memberDependents).where(eq(memberDependents.memberId, memberId));
    if (family.dependents.length) await tx.insert(memberDependents).values(family.dependents.map((row) => ({ ...row, memberId })));
  }
}

export async function saveEmployer(tx: DbOrTx, memberId: string, employer: EmployerRow) {
  await tx
    .insert(memberEmployers)
    .values({ ...employer, memberId })
    .onConflictDoUpdate({ target: memberEmployers.memberId, set: employer });
}

export async function insertPaymentMethod(tx: DbOrTx, memberId: string, payment: PaymentRow) {
  await tx.insert(paymentMethods).values({ ...payment, memberId });
}

/** Ten-digit policy numbers drawn at random (the confirmation number is not a count); a taken one is drawn again. */
export async function insertPolicy(tx: DbOrTx, policy: PolicyRow): Promise<number> {
  for (;;) {
    const id = randomInt(1_000_000_000, 10_000_000_000);
    const rows = await tx
      .insert(policies)
      .values({ ...policy, id })
      .onConflictDoNothing()
      .returning({ id: policies.id });
    if (rows.length) return id;
  }
}

export async function recordEnrolled(tx: DbOrTx, events: (typeof planEvents.$inferInsert)[]) {
  if (events.length) await tx.insert(planEvents).values(events);
}

/** Marks the enrollment completed for its member, and ends its live continue code and link. */
export async function markCompleted(
  tx: DbOrTx,
  enrollmentId: string,
  {
    memberId,
    reviewInfo,
    completedBy,
    asOf,
  }: { memberId: string; reviewInfo: Record<string, unknown>; completedBy: string | null; asOf: Date },
) {
  await tx
    .update(enrollments)
    .set({
      status: 'completed',
      memberId,
      reviewInfo,
      savedTab: 'review_info',
      completedAt: asOf,
      completedByTokenHash: completedBy,
      updatedAt: asOf,
    })
    .where(eq(enrollments.id, enrollmentId));
  await tx
    .update(continueCodes)
    .set({ replacedAt: asOf })
    .where(and(eq(continueCodes.enrollmentId, enrollmentId), isNull(continueCodes.replacedAt)));
}

/** The receipt of a completed enrollment: its first policy and its member's name. */
export async function findReceipt(db: DbOrTx, enrollmentId: string) {
  const [row] = await db
    .select({ policyId: policies.id, firstName: members.firstName, lastName: members.lastName })
    .from(policies)
    .innerJoin(members, eq(members.id, policies.memberId))
    .where(eq(policies.enrollmentId, enrollmentId))
    .orderBy(asc(policies.createdAt), asc(policies.id))
    .limit(1);
  return row;
}
