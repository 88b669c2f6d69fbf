import { describe, expect, it } from 'vitest';
import { listingPrice, priceBasisLabel } from './listing-price';
import type { PricePlanInput } from './price-plan';
import type { PriceRow } from './pricing-inputs';

const row = (id: number, tier: string, monthlyCents: number, tobacco: boolean | null = null, pricingOptionId = 1): PriceRow => ({
  id,
  pricingOptionId,
  tier,
  minAge: 18,
  maxAge: 64,
  state: null,
  tobacco,
  monthlyCents,
});

const input = (overrides: Partial<PricePlanInput> = {}): PricePlanInput => ({
  plan: { id: 7, isUnderwrittenLife: false, requiresMembership: false, isPremier: false, hasQualifyingQuestions: false },
  rules: null,
  options: [
    { id: 1, planId: 7, label: 'Low', sortOrder: 0 },
    { id: 2, planId: 7, label: 'High', sortOrder: 1 },
  ],
  prices: [row(1, 'IO', 2449), row(2, 'IF', 4389), row(3, 'IF', 6100, null, 2)],
  filter: { zip: '75001', state: 'TX', dob: '1990-05-01', gender: '0', tier: 'IF' },
  asOf: '2026-11-23',
  context: { enrollmentExists: true, questionsAnswered: false },
  ...overrides,
});

describe('listingPrice', () => {
  it("lists the lowest option of the visitor's own tier, not Member Only's", () => {
    expect(listingPrice(input())).toEqual({ kind: 'listed', cents: 4389 });
  });

  it("includes an underwritten life plan's 3% fee: $43.89 + $1.32", () => {
    const plan = { ...input().plan, isUnderwrittenLife: true };
    expect(listingPrice(input({ plan }))).toEqual({ kind: 'listed', cents: 4521 });
  });

  it('lists the lower of the tobacco rates while the answer is unknown, and the answered one after', () => {
    const prices = [row(1, 'IF', 5000, true), row(2, 'IF', 3000, false)];
    expect(listingPrice(input({ prices }))).toEqual({ kind: 'listed', cents: 3000 });
    expect(listingPrice(input({ prices, filter: { ...input().filter, isSmoker: true } }))).toEqual({ kind: 'listed', cents: 5000 });
  });

  it('still lists a plan whose income, hours or questions are not answered yet', () => {
    const rules = { minAnnualIncomeCents: 3_000_000, minWeeklyHours: 30 };
    const plan = { ...input().plan, hasQualifyingQuestions: true };
    expect(listingPrice(input({ rules, plan }))).toEqual({ kind: 'listed', cents: 4389 });
  });

  it.each([
    ['replaced', { replacedByPlanId: 8 }, 'changePid'],
    ['offered through other groups only', { groupIds: [3] }, 'portalError'],
  ] as const)('leaves out a plan %s', (_name, rules, errorCode) => {
    expect(listingPrice(input({ rules }))).toEqual({ kind: 'notForSale', errorCode });
  });

  it.each([
    ['not sold in the state', { states: ['NY'] }, 'stateError'],
    ['not sold for the tier', { tiers: ['IO'] }, 'tierError'],
    ['not sold at the age', { maxAge: 30 }, 'ageError'],
  ] as const)('lists a plan %s without a price (its page offers to edit the basic info)', (_name, rules, errorCode) => {
    expect(listingPrice(input({ rules }))).toEqual({ kind: 'unpriced', errorCode });
  });
});

describe('priceBasisLabel', () => {
  it('says the tier, the age on the day and the zip', () => {
    expect(priceBasisLabel({ tier: 'IS', dob: '1990-05-01', zip: '75001' }, '2026-11-23')).toBe('Member + Spouse, age 36, zip 75001');
  });
});
