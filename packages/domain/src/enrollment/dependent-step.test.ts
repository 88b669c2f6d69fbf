import { describe, expect, it } from 'vitest';
import { WIZARD_MESSAGES } from '../messages/wizard-texts';
import { resolveFieldRules } from './form-definitions';
import { dependentAgeIssue, dependentPrimarySchema, dependentSchema } from './dependent-step';
import {
  MAX_DEPENDENTS,
  canAddDependent,
  canContinueDependents,
  dependentListIssues,
  dependentNotice,
  dependentTierBanner,
  nextDependentRelationship,
} from './dependent-list';

const today = '2026-11-23';
/** The cart's effective date: ages count on it, not on today. */
const effectiveDate = '2026-12-01';
const rules = resolveFieldRules('dependent_primary_info');
const bodyRequired = resolveFieldRules('dependent_primary_info', {
  dependent_primary_info: { weight: { required: true }, height_feet: { required: true }, height_inch: { required: true } },
});
const valid = {
  dependent_id: '',
  first_name: 'Ana',
  middle_name: '',
  last_name: 'Lopez',
  gender: '1',
  birthdate: '02/03/1990',
  ssn: '123456789',
  relationship: 'spouse',
  weight: '',
  height_feet: '',
  height_inch: '',
  employed: '1',
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('one dependent', () => {
  it('accepts a complete dependent, a masked SSN, and always keeps employed as 0', () => {
    const result = dependentPrimarySchema({ rules, today, effectiveDate }).parse(valid);
    expect(result.employed).toBe('0');
    expect(dependentPrimarySchema({ rules, today, effectiveDate }).safeParse({ ...valid, ssn: 'xxxxx6789' }).success).toBe(true);
  });

  it("answers each rule with the specification's message", () => {
    const result = dependentPrimarySchema({ rules: bodyRequired, today, effectiveDate }).safeParse({
      ...valid,
      first_name: '<b>',
      last_name: '{x}',
      ssn: '12345',
      birthdate: '01/01/2027',
      gender: '2',
      relationship: 'cousin',
      weight: '0',
      height_feet: '0',
      height_inch: '12',
    });
    expect(messages(result)).toEqual({
      first_name: 'Please enter valid first name',
      last_name: 'Please enter valid last name',
      ssn: 'Invalid Social Security Number',
      birthdate: 'Date cannot be in the future',
      gender: WIZARD_MESSAGES.notAChoice,
      relationship: WIZARD_MESSAGES.notAChoice,
      weight: 'Weight cannot be zero or less',
      height_feet: 'Height cannot be zero',
      height_inch: 'Inch is invalid',
    });
    expect(messages(dependentPrimarySchema({ rules, today, effectiveDate }).safeParse({ ...valid, weight: '1000' }))).toEqual({});
  });

  it('requires names, gender, birthdate, SSN and relationship', () => {
    const result = dependentPrimarySchema({ rules, today, effectiveDate }).safeParse({ employed: '0' });
    expect(Object.keys(messages(result)).sort()).toEqual(['birthdate', 'first_name', 'gender', 'last_name', 'relationship', 'ssn']);
    expect(new Set(Object.values(messages(result)))).toEqual(new Set(['Field is required']));
  });

  it('checks the health answers under health_info only when they are asked', () => {
    const health = {
      condition_questions: [{ question_id: 201, question_text: 'Q', yes_no_flag: '1', conditions: [{ health_condition: '' }] }],
      medication_question: null,
      notes: '',
    };
    const asked = dependentSchema({ rules, today, effectiveDate, withHealth: true }).safeParse({
      primary_info: valid,
      health_info: health,
    });
    expect(messages(asked)).toMatchObject({
      'health_info.condition_questions.0.conditions.0.health_condition': 'Field is required',
      'health_info.condition_questions.0.conditions.0.date_of_onset': 'Field is required',
    });
    const notAsked = dependentSchema({ rules, today, effectiveDate, withHealth: false }).parse({
      primary_info: valid,
      health_info: health,
    });
    expect(notAsked.health_info).toBeNull();
  });
});

describe("a dependent's age on the effective date", () => {
  const check = (overrides: Record<string, string>) =>
    messages(dependentPrimarySchema({ rules, today, effectiveDate }).safeParse({ ...valid, ...overrides }));

  it.each([
    ['spouse 18 on the effective date', { relationship: 'spouse', birthdate: '12/01/2008' }],
    ['spouse 17 today, 18 by the effective date', { relationship: 'spouse', birthdate: '11/28/2008' }],
    ['child 25 on the effective date', { relationship: 'child', birthdate: '12/02/2000' }],
    ['child 30 marked as a disabled dependent', { relationship: 'child', birthdate: '05/06/1996', is_disabled: '1' }],
    ['newborn child', { relationship: 'child', birthdate: '11/20/2026' }],
  ])('accepts a %s', (_, overrides) => {
    expect(check(overrides)).toEqual({});
  });

  it('refuses a spouse under 18 on the effective date, naming the rule and the date', () => {
    expect(check({ relationship: 'spouse', birthdate: '12/02/2008' })).toEqual({
      birthdate: 'A spouse must be at least 18 on the effective date (12/01/2026).',
    });
    // Marking a spouse disabled changes nothing: the flag is a child's.
    expect(check({ relationship: 'spouse', birthdate: '06/01/2009', is_disabled: '1' })).toEqual({
      birthdate: 'A spouse must be at least 18 on the effective date (12/01/2026).',
    });
  });

  it('refuses a child of 26 or more on the effective date unless marked as a disabled dependent', () => {
    const message = 'A child must be under 26 on the effective date (12/01/2026), unless marked as a disabled dependent.';
    expect(check({ relationship: 'child', birthdate: '12/01/2000' })).toEqual({ birthdate: message });
    expect(check({ relationship: 'child', birthdate: '05/06/1996', is_disabled: '0' })).toEqual({ birthdate: message });
  });

  it("takes a plan's lower limit for children", () => {
    expect(dependentAgeIssue({ relationship: 'child', birthdate: '2002-01-01', isDisabled: false, effectiveDate, childAgeLimit: 19 })).toBe(
      'A child must be under 19 on the effective date (12/01/2026), unless marked as a disabled dependent.',
    );
  });

  it('stores the flag as 0 unless it is 1, and refuses any other value', () => {
    expect(dependentPrimarySchema({ rules, today, effectiveDate }).parse(valid).is_disabled).toBe('0');
    expect(check({ relationship: 'child', birthdate: '05/06/2015', is_disabled: 'yes' })).toEqual({
      is_disabled: WIZARD_MESSAGES.notAChoice,
    });
  });
});

const spouse = { relationship: 'spouse' };
const child = { relationship: 'child' };
const plain = { premier: false };
const premier = { premier: true };

describe('the dependent list', () => {
  it('sets the relationship by tier: IS spouse, IC child, IF spouse first then child', () => {
    expect(nextDependentRelationship('IS', [])).toBe('spouse');
    expect(nextDependentRelationship('IC', [])).toBe('child');
    expect(nextDependentRelationship('IF', [])).toBe('spouse');
    expect(nextDependentRelationship('IF', [spouse])).toBe('child');
    expect(nextDependentRelationship('IF', [], { spouseDeclined: true })).toBe('child');
    expect(nextDependentRelationship('IO', [])).toBeNull();
  });

  it('allows at most 9 dependents, and one for IS', () => {
    expect(canAddDependent({ tier: 'IF', ...plain }, Array(MAX_DEPENDENTS - 1).fill(child))).toBe(true);
    expect(canAddDependent({ tier: 'IF', ...plain }, Array(MAX_DEPENDENTS).fill(child))).toBe(false);
    expect(dependentListIssues({ tier: 'IF', ...plain }, [spouse, ...Array(9).fill(child)])).toContain(
      'Maximum allowed number of dependents is 9',
    );
    expect(canAddDependent({ tier: 'IS', ...plain }, [])).toBe(true);
    expect(canAddDependent({ tier: 'IS', ...plain }, [spouse])).toBe(false);
    expect(dependentListIssues({ tier: 'IS', ...plain }, [spouse, spouse])).toEqual([
      'Only one dependent is allowed for the Member + Spouse tier',
    ]);
  });

  it('offers Next: IS 1, IC at least 1 (premier exactly 1), IF at least 2', () => {
    expect(canContinueDependents({ tier: 'IS', ...plain }, [])).toBe(false);
    expect(canContinueDependents({ tier: 'IS', ...plain }, [spouse])).toBe(true);
    expect(canContinueDependents({ tier: 'IC', ...plain }, [child, child])).toBe(true);
    expect(canContinueDependents({ tier: 'IC', ...premier }, [child])).toBe(true);
    expect(canContinueDependents({ tier: 'IC', ...premier }, [child, child])).toBe(false);
    expect(canContinueDependents({ tier: 'IF', ...plain }, [spouse])).toBe(false);
    expect(canContinueDependents({ tier: 'IF', ...plain }, [spouse, child])).toBe(true);
    expect(canContinueDependents({ tier: 'IF', ...premier }, [child, child])).toBe(true);
  });

  it('answers the premier IC message when more than one child is listed, with the rule in words beside it', () => {
    expect(dependentListIssues({ tier: 'IC', ...premier }, [child, child])).toEqual([
      'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
    ]);
    expect(dependentNotice({ tier: 'IC', ...premier }, [child, child])).toEqual({
      message: 'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
      detail:
        'Your premier plan (L713) covers one child on Member + 1 Child. Delete a child to go on, or choose the Family tier to cover every child.',
      tone: 'error',
    });
  });

  it("offers no '+ Add' once the tier's limit is reached: one spouse, one child with a premier plan on IC", () => {
    expect(canAddDependent({ tier: 'IC', ...premier }, [])).toBe(true);
    expect(canAddDependent({ tier: 'IC', ...premier }, [child])).toBe(false);
    expect(canAddDependent({ tier: 'IC', ...plain }, [child])).toBe(true);
    expect(canAddDependent({ tier: 'IS', ...plain }, [spouse])).toBe(false);
    expect(canAddDependent({ tier: 'IO', ...plain }, [])).toBe(false);
    expect(canAddDependent({ tier: 'IF', ...premier }, [spouse, child])).toBe(true);
    // IF adds a spouse only while none is listed; then children.
    expect(nextDependentRelationship('IF', [spouse, child])).toBe('child');
  });

  it('shows the tier banners, then the green hint once Next is offered', () => {
    expect(dependentTierBanner('IC')).toBe('Child information required');
    expect(dependentTierBanner('IS')).toBe('Spouse information required');
    expect(dependentTierBanner('IF')).toBe('Spouse & Child information required');
    expect(dependentTierBanner('IO')).toBeUndefined();
    expect(dependentNotice({ tier: 'IF', ...plain }, [spouse])).toEqual({ message: 'Spouse & Child information required', tone: 'info' });
    expect(dependentNotice({ tier: 'IS', ...plain }, [spouse])).toEqual({
      message: 'You can proceed further clicking next button',
      tone: 'success',
    });
    expect(dependentListIssues({ tier: 'IC', ...plain }, [spouse])).toEqual([
      'Child information required',
      'This relationship is not part of the chosen tier',
    ]);
  });
});
