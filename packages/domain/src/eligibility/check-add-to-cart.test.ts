import { describe, expect, it } from 'vitest';
import { ADD_TO_CART_MESSAGES, blackoutMessage, checkAddToCart, type AddToCartCheck, type CheckAddToCartInput } from './check-add-to-cart';

const base: CheckAddToCartInput = {
  plan: { id: 7, requiresMembership: false },
  rules: null,
  asOf: '2026-06-10',
  activePlanIds: [],
  cartPlanIds: [],
  hasMembershipInCart: false,
};
const december = { blackoutStart: '12-15', blackoutEnd: '01-05' };
const ok: AddToCartCheck = { ok: true };
const refused = (reason: keyof typeof ADD_TO_CART_MESSAGES): AddToCartCheck => ({
  ok: false,
  reason,
  message: ADD_TO_CART_MESSAGES[reason],
});
const blackedOut: AddToCartCheck = { ok: false, reason: 'blackout', message: blackoutMessage({ start: '12-15', end: '01-05' }) };

describe('checkAddToCart', () => {
  const cases: Array<[string, Partial<CheckAddToCartInput>, AddToCartCheck]> = [
    ['adds a plan with no rules', {}, ok],
    ['adds outside the blackout window', { rules: december, asOf: '2026-12-14' }, ok],
    ['refuses on the first blackout day', { rules: december, asOf: '2026-12-15' }, blackedOut],
    ['refuses inside a window that wraps the year end', { rules: december, asOf: '2027-01-01' }, blackedOut],
    ['refuses on the last blackout day', { rules: december, asOf: '2027-01-05' }, blackedOut],
    ['adds the day after the blackout', { rules: december, asOf: '2027-01-06' }, ok],
    ['ignores a window with only one end', { rules: { blackoutStart: '01-01', blackoutEnd: null }, asOf: '2026-01-01' }, ok],
    ['refuses a plan the member already holds', { activePlanIds: [3, 7] }, refused('already-active')],
    ['adds a plan the member does not hold', { activePlanIds: [3] }, ok],
    ['refuses a plan already in the cart', { cartPlanIds: [7] }, refused('already-in-cart')],
    ['refuses a membership plan without a membership', { plan: { id: 7, requiresMembership: true } }, refused('membership-required')],
    [
      'adds a membership plan when a membership is in the cart',
      { plan: { id: 7, requiresMembership: true }, hasMembershipInCart: true },
      ok,
    ],
    ['adds a membership plan with a chosen membership', { plan: { id: 7, requiresMembership: true }, chosenMembershipPlanId: 901 }, ok],
    ['order: blackout before already-active', { rules: december, asOf: '2026-12-20', activePlanIds: [7], cartPlanIds: [7] }, blackedOut],
    ['order: already-active before already-in-cart', { activePlanIds: [7], cartPlanIds: [7] }, refused('already-active')],
    [
      'order: already-in-cart before membership-required',
      { plan: { id: 7, requiresMembership: true }, cartPlanIds: [7] },
      refused('already-in-cart'),
    ],
  ];

  it.each(cases)('%s', (_name, change, expected) => {
    expect(checkAddToCart({ ...base, ...change })).toEqual(expected);
  });

  it('names the window in the blackout message', () => {
    expect(blackoutMessage({ start: '12-15', end: '01-05' })).toBe(
      'Enrollment in this plan is closed from 12/15 to 01/05 each year. Please come back after 01/05.',
    );
  });

  it('rejects an asOf that is not a date', () => {
    expect(() => checkAddToCart({ ...base, asOf: '06/10/2026' })).toThrow(RangeError);
  });
});
