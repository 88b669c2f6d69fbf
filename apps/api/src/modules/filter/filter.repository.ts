import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, enrollments, members, plans, policies, portals, type FilterInfo } from '../../db/schema';

export type NewEnrollment = typeof enrollments.$inferInsert;
/** Columns a filter change may set besides the filter itself. */
export type EnrollmentChanges = Partial<Pick<NewEnrollment, 'eprocess' | 'openType' | 'agentId' | 'groupId' | 'portalId' | 'enrollType' | 'filterDobEnc'>>;

export async function findPortal(db: DbOrTx, portalId: number) {
  const [row] = await db
    .select({ id: portals.id, agentId: portals.agentId, groupId: portals.groupId })
    .from(portals)
    .where(and(eq(portals.id, portalId), eq(portals.isActive, true)));
  return row;
}

/** What the filter takes from an existing member: date of birth (sealed), gender, zip and state, and who they belong to. */
export async function findMemberForFilter(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({
      id: members.id,
      agentId: members.agentId,
      groupId: members.groupId,
      portalId: members.portalId,
      birthdateEnc: members.birthdateEnc,
      gender: members.gender,
      zip: members.zip,
      state: members.state,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

export async function isPolicyOfMember(db: DbOrTx, memberId: string, policyId: number) {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.memberId, memberId)));
  return row !== undefined;
}

export async function insertEnrollment(db: DbOrTx, values: NewEnrollment) {
  const [row] = await db.insert(enrollments).values(values).returning({ id: enrollments.id, portalId: enrollments.portalId });
  if (!row) throw new Error('enrollment insert returned nothing');
  return row;
}

/**
 * Merges `filterPatch` into the stored filter in SQL (`||`), so two saves of different fields
 * both stick, and bumps the version (DESIGN §6).
 */
export async function patchEnrollment(db: DbOrTx, enrollmentId: string, changes: EnrollmentChanges, filterPatch: Omit<FilterInfo, 'dob'>) {
  const [row] = await db
    .update(enrollments)
    .set({
      ...changes,
      filterInfo: sql`${enrollments.filterInfo} || ${JSON.stringify(filterPatch)}::jsonb`,
      version: sql`${enrollments.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(enrollments.id, enrollmentId))
    .returning({ id: enrollments.id, groupId: enrollments.groupId, portalId: enrollments.portalId });
  return row;
}

export async function cartHoldsPremierPlan(db: DbOrTx, enrollmentId: string) {
  const [row] = await db
    .select({ id: plans.id })
    .from(cartItems)
    .innerJoin(plans, eq(plans.id, cartItems.planId))
    .where(and(eq(cartItems.enrollmentId, enrollmentId), eq(plans.isPremier, true)))
    .limit(1);
  return row !== undefined;
}

export async function findActivePlan(db: DbOrTx, planId: number) {
  const [row] = await db
    .select({ isPremier: plans.isPremier })
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.isActive, true)));
  return row;
}
