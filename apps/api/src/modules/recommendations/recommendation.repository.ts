import type { ShopperSegment } from '@benefit-store/domain';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberships, planEvents, planRules, plans, policies } from '../../db/schema';

/** Whose data recommendations learn from: each id given narrows it (spec 000 §6). */
export type Scope = { portalId?: number | undefined; agentId?: number | undefined; groupId?: number | undefined };

function scopeConditions(scope: Scope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.portalId !== undefined) conditions.push(eq(planEvents.portalId, scope.portalId));
  if (scope.agentId !== undefined) conditions.push(eq(planEvents.agentId, scope.agentId));
  if (scope.groupId !== undefined) conditions.push(eq(planEvents.groupId, scope.groupId));
  return conditions;
}

function segmentConditions(segment: ShopperSegment): SQL[] {
  const conditions: SQL[] = [];
  if (segment.state !== undefined) conditions.push(eq(planEvents.state, segment.state));
  if (segment.tier !== undefined) conditions.push(eq(planEvents.tier, segment.tier));
  if (segment.ageBand !== undefined) conditions.push(eq(planEvents.ageBand, segment.ageBand));
  if (segment.gender !== undefined) conditions.push(eq(planEvents.gender, segment.gender));
  return conditions;
}

/** Cart adds and completed enrollments per plan (`PlanActivity`). One row per plan with events. */
export async function planActivity(db: DbOrTx, scope: Scope, segment: ShopperSegment = {}) {
  const rows = await db
    .select({
      planId: planEvents.planId,
      cartAdds: sql<number>`count(*) filter (where ${planEvents.kind} = 'cart_add')::int`,
      enrollments: sql<number>`count(*) filter (where ${planEvents.kind} = 'enrolled')::int`,
    })
    .from(planEvents)
    .where(and(...scopeConditions(scope), ...segmentConditions(segment)))
    .groupBy(planEvents.planId);
  return rows.map((row) => ({ planId: row.planId, cartAdds: Number(row.cartAdds), enrollments: Number(row.enrollments) }));
}

/**
 * Co-occurrence counts over the enrollments in scope (an enrollment "holds" a plan it added to its
 * cart or enrolled in): how many enrollments there are, how many hold each plan, and for each
 * plan of `basket` how many also hold each other plan.
 */
export async function coOccurrence(db: DbOrTx, scope: Scope, basket: readonly number[]) {
  const where = and(isNotNull(planEvents.enrollmentId), ...scopeConditions(scope));
  const held = db.selectDistinct({ enrollmentId: planEvents.enrollmentId, planId: planEvents.planId }).from(planEvents).where(where);
  const basketList = sql.join(
    basket.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with held as (${held}),
    totals as (select count(distinct enrollment_id)::int as n from held),
    plan_counts as (select plan_id, count(*)::int as c from held group by plan_id),
    pairs as (
      select a.plan_id as a, b.plan_id as b, count(*)::int as together
      from held a join held b on a.enrollment_id = b.enrollment_id
      where a.plan_id in (${basketList}) and b.plan_id not in (${basketList})
      group by a.plan_id, b.plan_id
    )
    select pairs.a, pairs.b, pairs.together, ca.c as count_a, cb.c as count_b, totals.n as transactions
    from pairs
    join plan_counts ca on ca.plan_id = pairs.a
    join plan_counts cb on cb.plan_id = pairs.b
    cross join totals`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    a: Number(row.a),
    b: Number(row.b),
    together: Number(row.together),
    countA: Number(row.count_a),
    countB: Number(row.count_b),
    transactions: Number(row.transactions),
  }));
}

/** Active plans with the rules that decide whether recommending them makes sense. */
export async function listActivePlanRules(db: DbOrTx) {
  return db
    .select({
      planId: plans.id,
      states: planRules.states,
      tiers: planRules.tiers,
      isMembership: sql<boolean>`${memberships.id} is not null`,
      portalIds: planRules.portalIds,
      groupIds: planRules.groupIds,
      replacedByPlanId: planRules.replacedByPlanId,
    })
    .from(plans)
    .leftJoin(planRules, eq(planRules.planId, plans.id))
    .leftJoin(memberships, eq(memberships.planId, plans.id))
    .where(eq(plans.isActive, true));
}

/** Plans a member already holds an active policy for. */
export async function activePolicyPlanIds(db: DbOrTx, memberId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ planId: policies.planId })
    .from(policies)
    .where(and(eq(policies.memberId, memberId), eq(policies.status, 'ACTIVE')));
  return rows.map((row) => row.planId);
}
