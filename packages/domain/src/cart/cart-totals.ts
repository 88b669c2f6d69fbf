export interface CartTotalsItem {
  planId: number;
  monthlyCents: number;
  /** One-time enrollment fee, charged with the first month only. */
  oneTimeFeeCents: number;
  isUnderwrittenLife: boolean;
}

export interface CartTotals {
  /** Every month: the plans' prices plus the administrative fee. */
  recurringMonthCents: number;
  /** The first month: recurring plus the one-time fees. */
  initialMonthCents: number;
  /** Included in both totals above; 0 when no underwritten life plan is in the cart. */
  administrativeFeeCents: number;
  oneTimeFeesCents: number;
  hasUnderwrittenLife: boolean;
}

/** 3% (DESIGN §3 "Fees", spec 000 §9), as a whole percentage so the arithmetic stays in integers. */
export const ADMINISTRATIVE_FEE_PERCENT = 3;

/**
 * Cart totals in integer cents. A cart holding an underwritten life plan pays a 3%
 * administrative fee on its whole recurring total (every plan in the cart, not the life plan
 * alone: the spec's "prices include a 3% administrative fee" is said of the cart), rounded half
 * up to the cent; the fee is part of every month, the first included. One-time fees carry no
 * fee. Throws a RangeError on an amount that is not a whole, non-negative number of cents.
 */
export function cartTotals({ items }: { items: readonly CartTotalsItem[] }): CartTotals {
  let plansCents = 0;
  let oneTimeFeesCents = 0;
  for (const item of items) {
    plansCents += requireCents(item.monthlyCents, 'monthlyCents');
    oneTimeFeesCents += requireCents(item.oneTimeFeeCents, 'oneTimeFeeCents');
  }
  const hasUnderwrittenLife = items.some((item) => item.isUnderwrittenLife);
  const administrativeFeeCents = hasUnderwrittenLife ? percentOfCentsHalfUp(plansCents, ADMINISTRATIVE_FEE_PERCENT) : 0;
  const recurringMonthCents = plansCents + administrativeFeeCents;
  return {
    recurringMonthCents,
    initialMonthCents: recurringMonthCents + oneTimeFeesCents,
    administrativeFeeCents,
    oneTimeFeesCents,
    hasUnderwrittenLife,
  };
}

/** percent% of a non-negative amount, rounded half up, in integers only (no float drift). */
function percentOfCentsHalfUp(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

function requireCents(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole non-negative cents, got ${value}`);
  return value;
}
