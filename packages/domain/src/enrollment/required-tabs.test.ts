import { describe, expect, it } from 'vitest';
import type { TabName, Tier } from '../codes/codes';
import { isTabRequired, requiredTabs, type RequiredTabsCartPlan, type RequiredTabsInput } from './required-tabs';

const plan = (flags: Partial<RequiredTabsCartPlan> = {}): RequiredTabsCartPlan => ({
  isMedicallyUnderwritten: false,
  hasLifeBenefit: false,
  needsEmployment: false,
  isMembershipWithTermLife: false,
  ...flags,
});
const base: RequiredTabsInput = { hasGroup: false, cartPlans: [plan()], tier: 'IO' };
const requiredNames = (input: RequiredTabsInput) =>
  requiredTabs(input)
    .filter((t) => t.required)
    .map((t) => t.tab_name);
const ALWAYS: TabName[] = ['primary_info', 'contact_info', 'billing_info', 'agreement_info', 'review_info'];

describe('requiredTabs: which tabs are required', () => {
  it.each<[string, Partial<RequiredTabsInput>, TabName[]]>([
    ['a plain IO cart', {}, []],
    ['an empty IO cart', { cartPlans: [] }, []],
    ['an enrollment under a group', { hasGroup: true }, ['employer_info']],
    ['a plan that needs employment (disability)', { cartPlans: [plan({ needsEmployment: true })] }, ['employer_info']],
    ['a life plan', { cartPlans: [plan({ hasLifeBenefit: true })] }, ['beneficiary_info']],
    ['a membership with term life', { cartPlans: [plan({ isMembershipWithTermLife: true })] }, ['beneficiary_info']],
    ['a medically underwritten plan', { cartPlans: [plan({ isMedicallyUnderwritten: true })] }, ['primary_health_info']],
    ['tier IS', { tier: 'IS' }, ['dependent_info']],
    ['tier IC', { tier: 'IC' }, ['dependent_info']],
    ['tier IF', { tier: 'IF' }, ['dependent_info']],
    ['no tier (counts as IO)', { tier: undefined }, []],
    [
      'everything at once',
      {
        hasGroup: true,
        tier: 'IF',
        cartPlans: [plan({ isMedicallyUnderwritten: true, hasLifeBenefit: true }), plan({ isMembershipWithTermLife: true })],
      },
      ['employer_info', 'beneficiary_info', 'primary_health_info', 'dependent_info'],
    ],
  ])('%s', (_name, input, extra) => {
    const names = requiredNames({ ...base, ...input });
    expect(new Set(names)).toEqual(new Set([...ALWAYS, ...extra]));
  });

  it('always lists all nine tabs', () => {
    expect(requiredTabs(base)).toHaveLength(9);
  });

  it.each<[Tier, boolean]>([
    ['IO', false],
    ['IS', true],
  ])('isTabRequired dependent_info for %s is %s', (tier, expected) => {
    expect(isTabRequired({ ...base, tier }, 'dependent_info')).toBe(expected);
  });
});

describe('requiredTabs: orders', () => {
  const orders = (input: Partial<RequiredTabsInput>) => requiredTabs({ ...base, ...input }).map((t) => [t.tab_name, t.order]);

  it.each<[string, Partial<RequiredTabsInput>, [TabName, number][]]>([
    [
      'default orders',
      {},
      [
        ['primary_info', 0],
        ['contact_info', 1],
        ['employer_info', 2],
        ['beneficiary_info', 3],
        ['primary_health_info', 4],
        ['dependent_info', 5],
        ['billing_info', 6],
        ['agreement_info', 7],
        ['review_info', 8],
      ],
    ],
    [
      'a portal that puts employer before contact',
      { portalTabOrder: { employer_info: 1, contact_info: 2 } },
      [
        ['primary_info', 0],
        ['employer_info', 1],
        ['contact_info', 2],
        ['beneficiary_info', 3],
        ['primary_health_info', 4],
        ['dependent_info', 5],
        ['billing_info', 6],
        ['agreement_info', 7],
        ['review_info', 8],
      ],
    ],
    [
      'out-of-range, fractional and unknown overrides are ignored',
      { portalTabOrder: { contact_info: 11, employer_info: -1, billing_info: 2.5, not_a_tab: 3 } },
      [
        ['primary_info', 0],
        ['contact_info', 1],
        ['employer_info', 2],
        ['beneficiary_info', 3],
        ['primary_health_info', 4],
        ['dependent_info', 5],
        ['billing_info', 6],
        ['agreement_info', 7],
        ['review_info', 8],
      ],
    ],
    [
      'review stays last when a portal moves it first or puts billing after it',
      { portalTabOrder: { review_info: 0, billing_info: 9 } },
      [
        ['primary_info', 0],
        ['contact_info', 1],
        ['employer_info', 2],
        ['beneficiary_info', 3],
        ['primary_health_info', 4],
        ['dependent_info', 5],
        ['agreement_info', 7],
        ['billing_info', 9],
        ['review_info', 10],
      ],
    ],
    [
      'review stays last (and within 10) when another tab takes 10',
      { portalTabOrder: { agreement_info: 10 } },
      [
        ['primary_info', 0],
        ['contact_info', 1],
        ['employer_info', 2],
        ['beneficiary_info', 3],
        ['primary_health_info', 4],
        ['dependent_info', 5],
        ['billing_info', 6],
        ['agreement_info', 10],
        ['review_info', 10],
      ],
    ],
    [
      'a portal may push review to 10',
      { portalTabOrder: { review_info: 10 } },
      [
        ['primary_info', 0],
        ['contact_info', 1],
        ['employer_info', 2],
        ['beneficiary_info', 3],
        ['primary_health_info', 4],
        ['dependent_info', 5],
        ['billing_info', 6],
        ['agreement_info', 7],
        ['review_info', 10],
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(orders(input)).toEqual(expected);
  });
});
