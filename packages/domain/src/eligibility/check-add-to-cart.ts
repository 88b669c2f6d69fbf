import { formatMonthDay, isInBlackout, type BlackoutWindow } from '../dates/blackout';
import { requireIsoDate } from '../dates/calendar';

export type AddToCartRefusal = 'blackout' | 'already-active' | 'already-in-cart' | 'membership-required';

export type AddToCartCheck = { ok: true } | { ok: false; reason: AddToCartRefusal; message: string };

export interface CheckAddToCartInput {
  plan: { id: number; requiresMembership: boolean };
  /** The plan's blackout window ('MM-DD', inclusive, may wrap the year end); either end null means none. */
  rules?: { blackoutStart?: string | null; blackoutEnd?: string | null } | null;
  /** Today, 'YYYY-MM-DD'. */
  asOf: string;
  /** Plans the existing member already holds as ACTIVE policies (empty for a new member). */
  activePlanIds: readonly number[];
  /** Plans already in the cart. */
  cartPlanIds: readonly number[];
  /** A membership plan is already in the cart. */
  hasMembershipInCart: boolean;
  /** The membership the visitor chose to add together with this plan, if any. */
  chosenMembershipPlanId?: number | null;
}

/** What the store says when a plan cannot be added (the spec leaves the wording to the server). */
export const ADD_TO_CART_MESSAGES = {
  'already-active': 'You already have this plan as an active policy, so it cannot be added again.',
  'already-in-cart': 'This plan is already in your cart.',
  'membership-required': 'This plan is offered to association members. Please choose a membership to add with it.',
} as const satisfies Record<Exclude<AddToCartRefusal, 'blackout'>, string>;

/** The blackout message names the window, e.g. 'from 12/15 to 01/05'. */
export function blackoutMessage(window: BlackoutWindow): string {
  return `Enrollment in this plan is closed from ${formatMonthDay(window.start)} to ${formatMonthDay(window.end)} each year. Please come back after ${formatMonthDay(window.end)}.`;
}

/**
 * Whether a plan may be added to the cart (spec 000 §8 add-to-cart errors, DESIGN §3).
 * Checks in order, first failure wins:
 *  1. blackout            asOf lies inside the plan's yearly blackout window (ends inclusive).
 *  2. already-active      the existing member holds the plan as an active policy.
 *  3. already-in-cart     the plan is in the cart, under any pricing option: one plan, one line.
 *  4. membership-required the plan needs a membership and none is in the cart or chosen.
 * Already-in-cart comes before membership-required so nobody is asked to pick a membership for
 * a plan they already have in the cart.
 */
export function checkAddToCart({
  plan,
  rules,
  asOf,
  activePlanIds,
  cartPlanIds,
  hasMembershipInCart,
  chosenMembershipPlanId,
}: CheckAddToCartInput): AddToCartCheck {
  requireIsoDate(asOf, 'asOf');
  const start = rules?.blackoutStart;
  const end = rules?.blackoutEnd;
  if (start && end && isInBlackout(asOf, { start, end })) {
    return { ok: false, reason: 'blackout', message: blackoutMessage({ start, end }) };
  }
  if (activePlanIds.includes(plan.id)) return refuse('already-active');
  if (cartPlanIds.includes(plan.id)) return refuse('already-in-cart');
  if (plan.requiresMembership && !hasMembershipInCart && chosenMembershipPlanId == null) return refuse('membership-required');
  return { ok: true };
}

function refuse(reason: Exclude<AddToCartRefusal, 'blackout'>): AddToCartCheck {
  return { ok: false, reason, message: ADD_TO_CART_MESSAGES[reason] };
}
