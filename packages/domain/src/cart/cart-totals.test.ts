import { describe, expect, it } from 'vitest';
import { administrativeFeeCents, cartTotals, shownPriceCents, type CartTotals, type CartTotalsItem } from './cart-totals';

const plan = (planId: number, monthlyCents: number, oneTimeFeeCents = 0, isUnderwrittenLife = false): CartTotalsItem => ({
  planId,
  monthlyCents,
  oneTimeFeeCents,
  isUnderwrittenLife,
});
const totals = (recurring: number, initial: number, fee: number, oneTime: number, hasLife: boolean): CartTotals => ({
  recurringMonthCents: recurring,
  initialMonthCents: initial,
  administrativeFeeCents: fee,
  oneTimeFeesCents: oneTime,
  hasUnderwrittenLife: hasLife,
});

describe('cartTotals', () => {
  const cases: Array<[string, CartTotalsItem[], CartTotals]> = [
    ['an empty cart costs nothing', [], totals(0, 0, 0, 0, false)],
    ['sums monthly prices', [plan(1, 1999), plan(2, 500)], totals(2499, 2499, 0, 0, false)],
    ['adds one-time fees to the first month only', [plan(1, 1999, 2500), plan(2, 500, 1000)], totals(2499, 5999, 0, 3500, false)],
    [
      'adds 3% of the life plan only, never of the other plans',
      [plan(1, 10000, 0, true), plan(2, 5000)],
      totals(15300, 15300, 300, 0, true),
    ],
    ['rounds the fee half up: 3% of $16.50 = 49.5 cents -> 50', [plan(1, 1650, 0, true)], totals(1700, 1700, 50, 0, true)],
    ['rounds the fee down below the half: 3% of $16.49 = 49.47 cents -> 49', [plan(1, 1649, 0, true)], totals(1698, 1698, 49, 0, true)],
    ['rounds the fee up above the half: 3% of $16.51 = 49.53 cents -> 50', [plan(1, 1651, 0, true)], totals(1701, 1701, 50, 0, true)],
    ['charges no fee on one-time fees', [plan(1, 2000, 10000, true)], totals(2060, 12060, 60, 10000, true)],
    ['rounds each life plan its own fee', [plan(1, 3333, 0, true), plan(2, 3333, 0, true)], totals(6866, 6866, 200, 0, true)],
    ['a free life plan alone has a zero fee', [plan(1, 0, 0, true)], totals(0, 0, 0, 0, true)],
    [
      'a membership and a life plan: fee on the life plan only (3% of $45.67 = 137.01 cents -> 137)',
      [plan(90, 500), plan(1, 4567, 1500, true)],
      totals(5204, 6704, 137, 1500, true),
    ],
  ];

  it.each(cases)('%s', (_name, items, expected) => {
    expect(cartTotals({ items })).toEqual(expected);
  });

  describe('a cart with a life plan, a vision plan and a membership (DESIGN §3 "Fees")', () => {
    const life = plan(1, 4567, 0, true);
    const vision = plan(2, 1250);
    const membership = plan(90, 1200);
    const cart = cartTotals({ items: [life, vision, membership] });

    it('charges the fee on the life plan only: 3% of $45.67 = 137.01 cents -> $1.37', () => {
      expect(administrativeFeeCents(life)).toBe(137);
      expect(administrativeFeeCents(vision)).toBe(0);
      expect(administrativeFeeCents(membership)).toBe(0);
      expect(cart.administrativeFeeCents).toBe(137);
    });

    it("includes the fee in the life plan's shown price and leaves the others at their premium", () => {
      expect(shownPriceCents(life)).toBe(4704);
      expect(shownPriceCents(vision)).toBe(1250);
      expect(shownPriceCents(membership)).toBe(1200);
    });

    it('totals the shown prices, adding nothing on top of them', () => {
      const shownSum = [life, vision, membership].reduce((sum, item) => sum + shownPriceCents(item), 0);
      expect(cart.recurringMonthCents).toBe(shownSum);
      expect(cart.recurringMonthCents).toBe(7154);
      expect(cart.initialMonthCents).toBe(7154);
    });
  });

  it.each([
    ['a negative price', plan(1, -1)],
    ['fractional cents', plan(1, 10.5)],
    ['a negative one-time fee', plan(1, 100, -5)],
  ])('rejects %s', (_name, item) => {
    expect(() => cartTotals({ items: [item] })).toThrow(RangeError);
  });
});
