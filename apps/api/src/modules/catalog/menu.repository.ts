import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { planRules, plans } from '../../db/schema';

export type PlanScope = { portalId?: number | undefined; groupId?: number | undefined };

/**
 * Plans a portal / group may sell: rules that name portals or groups must include them (the SQL
 * twin of the domain's isForSale), and a replaced plan is sold no more (its successor is).
 */
export function inScope(scope: PlanScope) {
  const portalOk = scope.portalId
    ? or(isNull(planRules.portalIds), sql`${planRules.portalIds} @> ${JSON.stringify([scope.portalId])}::jsonb`)
    : isNull(planRules.portalIds);
  const groupOk = scope.groupId
    ? or(isNull(planRules.groupIds), sql`${planRules.groupIds} @> ${JSON.stringify([scope.groupId])}::jsonb`)
    : isNull(planRules.groupIds);
  return and(eq(plans.isActive, true), portalOk, groupOk, isNull(planRules.replacedByPlanId));
}

export async function listCategoriesInScope(db: DbOrTx, scope: PlanScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: plans.category })
    .from(plans)
    .leftJoin(planRules, eq(planRules.planId, plans.id))
    .where(inScope(scope));
  return rows.map((r) => r.category);
}

export async function findFooterPlan(db: DbOrTx, planId: number | undefined) {
  const [row] = await db
    .select({ id: plans.id, name: plans.name })
    .from(plans)
    .where(and(eq(plans.isActive, true), planId ? eq(plans.id, planId) : eq(plans.isFooterPlan, true)))
    .orderBy(asc(plans.id))
    .limit(1);
  return row;
}
