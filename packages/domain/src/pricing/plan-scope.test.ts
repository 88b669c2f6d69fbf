import { describe, expect, it } from 'vitest';
import { isForSale } from './plan-scope';

describe('isForSale', () => {
  it.each([
    ['a plan without rules, to anyone', null, {}, true],
    ['a plan for a group, to that group', { groupIds: [4] }, { groupId: 4 }, true],
    ['a plan for a group, not to an anonymous visitor', { groupIds: [4] }, {}, false],
    ['a plan for a group, not to another group', { groupIds: [4] }, { groupId: 5 }, false],
    ['a worksite plan, not outside its portals', { portalIds: [2] }, { portalId: 1 }, false],
    ['a worksite plan, in its portal', { portalIds: [2] }, { portalId: 2 }, true],
    ['empty lists restrict nothing', { portalIds: [], groupIds: [] }, {}, true],
    ['a replaced plan, to nobody', { replacedByPlanId: 8 }, {}, false],
  ] as const)('%s', (_name, rules, scope, expected) => {
    expect(isForSale(7, rules, scope)).toBe(expected);
  });
});
