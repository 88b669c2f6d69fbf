import { describe, expect, it } from 'vitest';
import type { StoredSession } from '@/lib/storage';
import { recommendationScopeOf } from './api/use-recommended-plans';
import { landingVariantOf } from './components/landing-variant';
import { stepOfField, firstStepWithError } from './components/wizard-steps';
import { dropEmpty, filterScopeOf } from '@/lib/filter-request';

const session = (overrides: Partial<StoredSession> = {}): StoredSession => ({
  agentId: 1,
  groupId: 3001,
  portalId: 3,
  eprocess: 'applicant',
  openType: 'group',
  tempId: null,
  referral: null,
  fromSite: null,
  ...overrides,
});

describe('filterScopeOf', () => {
  it('sends the stored process, rep, group, portal and open type', () => {
    expect(filterScopeOf(session(), false)).toEqual({
      eprocess: 'applicant',
      agent_id: 1,
      group_id: 3001,
      platform_group_id: 3,
      open_type: 'group',
    });
  });
  it('sends a valid referral instead of the open type', () => {
    expect(filterScopeOf(session({ referral: 'abc' }), true)).toMatchObject({ referral: 'abc' });
    expect(filterScopeOf(session({ referral: 'abc' }), true)).not.toHaveProperty('open_type');
  });
  it('drops an expired referral', () => {
    expect(filterScopeOf(session({ referral: 'abc' }), false)).toMatchObject({ open_type: 'group' });
    expect(filterScopeOf(session({ referral: 'abc' }), false)).not.toHaveProperty('referral');
  });
  it('sends nothing the session does not hold', () => {
    expect(filterScopeOf(session({ agentId: null, groupId: null, portalId: null, eprocess: null, openType: null }), false)).toEqual({});
  });
});

describe('dropEmpty', () => {
  it('omits blanks, nulls and empty lists', () => {
    expect(dropEmpty({ zip: '75201', dob: '', gender: ' ', tier: undefined, categories: [], coverage: ['LOW_COST'], agent_id: 0 })).toEqual(
      {
        zip: '75201',
        coverage: ['LOW_COST'],
        agent_id: 0,
      },
    );
  });
});

describe('wizard steps', () => {
  it.each([
    ['zip', 0],
    ['dob', 1],
    ['gender', 2],
    ['tier', 3],
    ['categories', 4],
    ['coverage', 5],
    ['categories.2', 4],
    ['agent_id', undefined],
  ])('%s is asked on step %s', (target, step) => {
    expect(stepOfField(target)).toBe(step);
  });
  it('returns to the first step a refusal names', () => {
    expect(
      firstStepWithError([
        { target_element: 'coverage', error_message: 'Field is required' },
        { target_element: 'dob', error_message: 'You must be 18 years to proceed' },
        { target_element: 'referral', error_message: 'Invalid referral link' },
      ]),
    ).toBe(1);
    expect(firstStepWithError([{ target_element: 'referral', error_message: 'Invalid referral link' }])).toBeUndefined();
  });
});

describe('landingVariantOf', () => {
  it.each([
    ['agent', 'agent-open'],
    ['group', 'group-open'],
    ['user', 'open-enrollment'],
    [null, 'open-enrollment'],
  ] as const)('open_type %s shows the %s page', (openType, variant) => {
    expect(landingVariantOf(openType)).toBe(variant);
  });
});

describe('recommendationScopeOf (spec 000 §6)', () => {
  it('uses the rep for a rep', () => {
    expect(recommendationScopeOf(session({ eprocess: 'rep' }), null)).toEqual({ platformID: 3, agentID: 1 });
  });
  it('uses the rep and the group for an applicant', () => {
    expect(recommendationScopeOf(session({ eprocess: 'applicant' }), 'new-member')).toEqual({
      platformID: 3,
      agentID: 1,
      groupID: 3001,
      enroll_type: 'new-member',
    });
  });
  it('uses the group for anyone else', () => {
    expect(recommendationScopeOf(session({ eprocess: 'group' }), null)).toEqual({ platformID: 3, groupID: 3001 });
    expect(recommendationScopeOf(session({ eprocess: null }), null)).toEqual({ platformID: 3, groupID: 3001 });
  });
});
