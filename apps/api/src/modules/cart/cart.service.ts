import {
  TierSchema,
  cartTotals,
  centsToWire,
  shownPriceCents,
  tierLabel,
  type CartTotals,
  type PlanCartData,
  type Tier,
} from '@benefit-store/domain';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/http';
import type { Enrollment } from '../../lib/enrollment-access';
import * as repo from './cart.repository';
import type { CartRow } from './cart.repository';

/** A cart row with what it shows: `priceCents` is its premium plus its own administrative fee (DESIGN §3 "Fees"). */
export type CartLine = CartRow & { removable: boolean; priceCents: number };
export type Cart = { lines: CartLine[]; totals: CartTotals; tier: Tier | null; hasPremierPlan: boolean };

/**
 * A membership added for a plan that requires it cannot leave while that plan is in the cart
 * (DESIGN §3 "Memberships"); rows the add call marked non-removable never can.
 */
export function withRemovability(rows: readonly CartRow[]): CartLine[] {
  const inCart = new Set(rows.map((row) => row.planId));
  return rows.map((row) => ({
    ...row,
    removable: row.isRemovable && !(row.requiredByPlanId !== null && inCart.has(row.requiredByPlanId)),
    priceCents: shownPriceCents(row),
  }));
}

/** The cart of an enrollment the caller may see, with its totals in cents (cartTotals). */
export async function loadCart(db: DbOrTx, enrollment: Enrollment): Promise<Cart> {
  return cartOf(await repo.listCartRows(db, enrollment.id), enrollment);
}

/** The cart from its rows as read (or as kept in memory: get-plan-cart). */
export function cartOf(rows: readonly CartRow[], enrollment: Enrollment): Cart {
  const lines = withRemovability(rows);
  const totals = cartTotals({ items: lines });
  const tier = TierSchema.safeParse(enrollment.filterInfo.tier);
  return { lines, totals, tier: tier.success ? tier.data : null, hasPremierPlan: lines.some((line) => line.isPremier) };
}

export function getPlanCart(rows: readonly CartRow[], enrollment: Enrollment): PlanCartData {
  const { lines, totals, tier, hasPremierPlan } = cartOf(rows, enrollment);
  return {
    result: lines.map((line) => ({
      plan_id: line.planId,
      plan_pricing_id: line.pricingOptionId,
      plan_name: line.planName,
      option_label: line.optionLabel,
      plan_logo: line.planLogo,
      price: centsToWire(line.priceCents),
      removable: line.removable ? 1 : 0,
      one_time_fee: centsToWire(line.oneTimeFeeCents),
    })),
    initial_month_cost: centsToWire(totals.initialMonthCents),
    recurring_month_cost: centsToWire(totals.recurringMonthCents),
    administrative_fee: centsToWire(totals.administrativeFeeCents),
    has_underwritten_life: totals.hasUnderwrittenLife,
    tier,
    tier_label: tier ? tierLabel(tier, { hasPremierPlan }) : null,
    effective_date: enrollment.effectiveDate,
  };
}

/**
 * Removes one plan (plan and pricing option must match a cart row). A membership that was in the
 * cart only for this plan goes with it; if another plan in the cart also requires a membership,
 * the membership stays and now belongs to that plan. Answers the new cart count.
 */
export async function removePlanFromCart(db: Db, enrollmentId: string, planId: number, pricingOptionId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const lines = withRemovability(await repo.listCartRows(tx, enrollmentId));
    const target = lines.find((line) => line.planId === planId && line.pricingOptionId === pricingOptionId);
    if (!target) throw notFound('plan_id', 'This plan is not in your cart');
    if (!target.removable) {
      const requiredBy = lines.find((line) => line.planId === target.requiredByPlanId);
      throw badRequest(
        'plan_id',
        requiredBy
          ? `${target.planName} cannot be removed while ${requiredBy.planName} is in your cart`
          : `${target.planName} cannot be removed from your cart`,
      );
    }
    await repo.deleteCartRow(tx, target.id);
    let removed = 1;
    const dependents = lines.filter((line) => line.requiredByPlanId === target.planId);
    const remaining = lines.filter((line) => line.id !== target.id && !dependents.includes(line));
    for (const membership of dependents) {
      const stillNeededBy = remaining.find((line) => line.requiresMembership);
      if (stillNeededBy) {
        await repo.setRequiredBy(tx, membership.id, stillNeededBy.planId);
      } else {
        await repo.deleteCartRow(tx, membership.id);
        removed += 1;
      }
    }
    return lines.length - removed;
  });
}
