import { ageBand, type AgeBand } from '../eligibility/age';
import { isForSale, type PlanSaleRules, type SaleScope } from '../pricing/plan-scope';

/** A plan's sale rules as recommendations read them; null means no limit. */
export interface RecommendablePlan extends PlanSaleRules {
  planId: number;
  states: readonly string[] | null;
  tiers: readonly string[] | null;
  /** An association membership: a shopper holds one level at a time. */
  isMembership?: boolean;
}

export interface RecommendationShopper {
  state?: string | undefined;
  tier?: string | undefined;
  /** The visitor's portal and group: plans offered only elsewhere are never recommended. */
  scope?: SaleScope;
  /** Plans in the cart and plans the member already holds: never recommended again. */
  excludedPlanIds: readonly number[];
}

/**
 * Which plans may be recommended to a shopper: active ones (the caller lists only those), not in
 * the cart or held already, and sold in the shopper's state and tier when those are known. With a
 * membership in the cart or held, no other membership level is offered (one replaces the other).
 */
export function recommendablePlanIds(plans: readonly RecommendablePlan[], shopper: RecommendationShopper): ReadonlySet<number> {
  const excluded = new Set(shopper.excludedPlanIds);
  const hasMembership = plans.some((plan) => plan.isMembership === true && excluded.has(plan.planId));
  const soldTo = (limits: readonly string[] | null, value: string | undefined) => !value || !limits || limits.includes(value);
  return new Set(
    plans
      .filter(
        (plan) =>
          !excluded.has(plan.planId) &&
          !(hasMembership && plan.isMembership === true) &&
          isForSale(plan.planId, plan, shopper.scope ?? {}) &&
          soldTo(plan.states, shopper.state) &&
          soldTo(plan.tiers, shopper.tier),
      )
      .map((plan) => plan.planId),
  );
}

/** Shoppers like this one: those of the same state, tier, age band and gender (each only when known). */
export interface ShopperSegment {
  state?: string | undefined;
  tier?: string | undefined;
  ageBand?: AgeBand | undefined;
  gender?: string | undefined;
}

/**
 * The segment of similar shoppers for recommendation/filter, or undefined when there is none: under
 * 18 there is no age band, since the store sells nothing there.
 */
export function similarShoppers(shopper: {
  state?: string | undefined;
  tier?: string | undefined;
  age?: number | undefined;
  gender?: string | undefined;
}): ShopperSegment | undefined {
  const band = shopper.age === undefined ? undefined : ageBand(shopper.age);
  if (shopper.age !== undefined && band === undefined) return undefined;
  return { state: shopper.state, tier: shopper.tier, ageBand: band, gender: shopper.gender };
}
