export interface CartTotalsItem {
  planId: number;
  /** The plan's monthly premium (its rate), before any administrative fee. */
  monthlyCents: number;
  /** One-time enrollment fee, charged with the first month only. */
  oneTimeFeeCents: number;
  isUnderwrittenLife: boolean;
}

export interface CartTotals {
  /** Every month: the plans' shown prices (each underwritten life plan's fee included). */
  recurringMonthCents: number;
  /** The first month: recurring plus the one-time fees. */
  initialMonthCents: number;
  /** The fees included in the underwritten life plans' shown prices; 0 when there is none. */
  administrativeFeeCents: number;
  oneTimeFeesCents: number;
  hasUnderwrittenLife: boolean;
}

/** 3% (DESIGN §3 "Fees", spec 000 §9), as a whole percentage so the arithmetic stays in integers. */
export const ADMINISTRATIVE_FEE_PERCENT = 3;

/**
 * The administrative fee of one plan (DESIGN §3 "Fees"): 3% of an underwritten carrier life
 * plan's monthly premium, rounded half up to the cent; 0 for every other plan (vision, dental,
 * memberships...). Throws a RangeError on an amount that is not whole, non-negative cents.
 */
export function administrativeFeeCents(plan: { monthlyCents: number; isUnderwrittenLife: boolean }): number {
  const premium = requireCents(plan.monthlyCents, 'monthlyCents');
  return plan.isUnderwrittenLife ? percentOfCentsHalfUp(premium, ADMINISTRATIVE_FEE_PERCENT) : 0;
}

/**
 * The monthly price shown for a plan everywhere (plan page, lists, strips, cart line, quote,
 * e-mails, review, receipt): its premium plus its own administrative fee.
 */
export function shownPriceCents(plan: { monthlyCents: number; isUnderwrittenLife: boolean }): number {
  return plan.monthlyCents + administrativeFeeCents(plan);
}

/**
 * Cart totals in integer cents. Each underwritten life plan carries its own 3% fee, already in
 * its shown price, so the totals are the sums of the shown prices and "prices include a 3%
 * administrative fee" is literally true of every price in the cart; other plans carry none.
 * The fee is part of every month, the first included. One-time fees carry no fee.
 */
export function cartTotals({ items }: { items: readonly CartTotalsItem[] }): CartTotals {
  let recurringMonthCents = 0;
  let feesCents = 0;
  let oneTimeFeesCents = 0;
  for (const item of items) {
    const fee = administrativeFeeCents(item);
    feesCents += fee;
    recurringMonthCents += item.monthlyCents + fee;
    oneTimeFeesCents += requireCents(item.oneTimeFeeCents, 'oneTimeFeeCents');
  }
  return {
    recurringMonthCents,
    initialMonthCents: recurringMonthCents + oneTimeFeesCents,
    administrativeFeeCents: feesCents,
    oneTimeFeesCents,
    hasUnderwrittenLife: items.some((item) => item.isUnderwrittenLife),
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
