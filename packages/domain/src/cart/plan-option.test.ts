import { describe, expect, it } from 'vitest';
import { planWithOption, shownOptionLabel } from './plan-option';

describe('shownOptionLabel', () => {
  it.each([
    ['Harborlight Term Life 10', '$200,000 Coverage', '$200,000 Coverage'],
    ['Bluepine Dental Essentials', ' $1,000 Annual Max ', '$1,000 Annual Max'],
    ['Steadyhand Short-Term Disability', '$500 Weekly Benefit', '$500 Weekly Benefit'],
    ['Gold Membership', 'Gold Membership', null],
    ['Gold Membership', 'gold  membership', null],
    ['Pawsure Pet Household', 'Household', null],
    ['Bluepine Dental Essentials', '', null],
  ])('%s with option %j shows %j', (planName, optionLabel, expected) => {
    expect(shownOptionLabel({ planName, optionLabel })).toBe(expected);
  });
});

describe('planWithOption', () => {
  it('puts the chosen option after the name on one line', () => {
    expect(planWithOption({ planName: 'Harborlight Term Life 10', optionLabel: '$200,000 Coverage' })).toBe(
      'Harborlight Term Life 10 ($200,000 Coverage)',
    );
  });
  it('gives the name alone when the option adds nothing', () => {
    expect(planWithOption({ planName: 'Silver Membership', optionLabel: 'Silver Membership' })).toBe('Silver Membership');
    expect(planWithOption({ planName: 'Silver Membership', optionLabel: '' })).toBe('Silver Membership');
  });
});
