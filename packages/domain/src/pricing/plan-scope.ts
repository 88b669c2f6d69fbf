/** What a plan's rules say about who may buy it at all, whatever their filter (table `plan_rules`). */
export interface PlanSaleRules {
  portalIds?: readonly number[] | null;
  groupIds?: readonly number[] | null;
  /** A replaced plan is sold no more: its successor is. */
  replacedByPlanId?: number | null;
}

/** The visitor's enrollment platform and employer group, when they have one. */
export interface SaleScope {
  portalId?: number | undefined;
  groupId?: number | undefined;
}

/**
 * Whether a plan is offered through this portal and group: a list of portals or groups that is
 * null or empty restricts nothing; a list that is given must hold the visitor's. The same rule as
 * pricing's portalError, so nothing offered in a list or strip answers portalError when opened.
 */
export function isOfferedIn(rules: PlanSaleRules | null | undefined, scope: SaleScope): boolean {
  return admits(rules?.portalIds, scope.portalId) && admits(rules?.groupIds, scope.groupId);
}

/** Whether a plan is for sale to this scope: offered in it and not replaced by another plan. */
export function isForSale(planId: number, rules: PlanSaleRules | null | undefined, scope: SaleScope): boolean {
  const replacedBy = rules?.replacedByPlanId;
  return (replacedBy == null || replacedBy === planId) && isOfferedIn(rules, scope);
}

function admits<T>(list: readonly T[] | null | undefined, value: T | undefined): boolean {
  if (list == null || list.length === 0) return true;
  return value !== undefined && list.includes(value);
}
