import { describe, expect, it } from 'vitest';
import { recommendablePlanIds, similarShoppers } from './recommendable';

describe('recommendablePlanIds', () => {
  const plans = [
    { planId: 1, states: null, tiers: null },
    { planId: 2, states: ['TX', 'OK'], tiers: null },
    { planId: 3, states: null, tiers: ['IO', 'IS'] },
    { planId: 4, states: ['NY'], tiers: ['IF'] },
  ];

  it.each([
    ['every plan when nothing is known', { excludedPlanIds: [] }, [1, 2, 3, 4]],
    ['plans sold in the state, or everywhere', { state: 'TX', excludedPlanIds: [] }, [1, 2, 3]],
    ['plans sold for the tier, or for all tiers', { tier: 'IF', excludedPlanIds: [] }, [1, 2, 4]],
    ['state and tier together', { state: 'NY', tier: 'IF', excludedPlanIds: [] }, [1, 4]],
    ['never a plan in the cart or already held', { excludedPlanIds: [1, 4] }, [2, 3]],
  ])('%s', (_name, shopper, expected) => {
    expect([...recommendablePlanIds(plans, shopper)].sort()).toEqual(expected);
  });

  const withMemberships = [
    ...plans,
    { planId: 7, states: null, tiers: null, isMembership: true },
    { planId: 8, states: null, tiers: null, isMembership: true },
    { planId: 9, states: null, tiers: null, isMembership: true },
  ];

  it.each([
    ['every membership level while none is in the cart', [1], [2, 3, 4, 7, 8, 9]],
    ['no other membership level while one is in the cart or held', [8], [1, 2, 3, 4]],
    ['no membership level with a plan and a membership in the cart', [1, 7], [2, 3, 4]],
  ])('%s', (_name, excludedPlanIds, expected) => {
    expect([...recommendablePlanIds(withMemberships, { excludedPlanIds })].sort()).toEqual(expected);
  });
});

describe('recommendablePlanIds and what the visitor may buy', () => {
  const plans = [
    { planId: 1, states: null, tiers: null },
    { planId: 2, states: null, tiers: null, groupIds: [40] },
    { planId: 3, states: null, tiers: null, portalIds: [7] },
    { planId: 4, states: null, tiers: null, replacedByPlanId: 1 },
  ];

  it.each([
    ['an anonymous visitor: neither a group plan, a worksite plan nor a replaced plan', {}, [1]],
    ["the group's employees: its plan too", { groupId: 40 }, [1, 2]],
    ['the worksite portal: its plan too', { portalId: 7 }, [1, 3]],
  ])('%s', (_name, scope, expected) => {
    expect([...recommendablePlanIds(plans, { scope, excludedPlanIds: [] })].sort()).toEqual(expected);
  });
});

describe('similarShoppers', () => {
  it('groups by state, tier, age band and gender', () => {
    expect(similarShoppers({ state: 'TX', tier: 'IO', age: 34, gender: '1' })).toEqual({
      state: 'TX',
      tier: 'IO',
      ageBand: '30-39',
      gender: '1',
    });
  });

  it('leaves out what is not known', () => {
    expect(similarShoppers({})).toEqual({ state: undefined, tier: undefined, ageBand: undefined, gender: undefined });
  });

  it('has no similar shoppers under 18', () => {
    expect(similarShoppers({ age: 17, state: 'TX' })).toBeUndefined();
  });
});
