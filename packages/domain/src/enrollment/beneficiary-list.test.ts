import { describe, expect, it } from 'vitest';
import {
  beneficiaryFix,
  beneficiaryListIssues,
  beneficiaryNotice,
  beneficiaryTotal,
  canAddBeneficiary,
  canContinueBeneficiaries,
} from './beneficiary-list';

const shares = (...percentages: (number | string)[]) => percentages.map((beneficiary_percentage) => ({ beneficiary_percentage }));

describe('the beneficiary list', () => {
  it('totals the shares, as numbers or as typed', () => {
    expect(beneficiaryTotal(shares(60, '25', 15))).toBe(100);
    expect(beneficiaryTotal([])).toBe(0);
    expect(beneficiaryTotal(shares('abc', 40))).toBe(40);
  });

  it.each([
    [[], 'Please add your beneficiaries before continuing.', false],
    [[60], 'Your total Beneficiary Percentage is 60 and it Should be ideally not less than 100%', false],
    [[60, 40], 'Now You can Continue Enrollment', true],
    [[70, 40], 'Your total Beneficiary Percentage is 110 and it Should not be more than 100%', false],
  ])('shows for %j: %s', (list, message, isComplete) => {
    expect(beneficiaryNotice(shares(...list))).toEqual({ message, isComplete });
  });

  it.each([
    [[], true],
    [[60], true],
    [[60, 40], false],
    [[20, 20], true],
    [[20, 20, 20], false],
    [[80, 30], false],
  ])('offers + Add Beneficiary for %j: %s', (list, expected) => {
    expect(canAddBeneficiary(shares(...list))).toBe(expected);
  });

  it.each([
    [[], false],
    [[100], true],
    [[50, 30, 20], true],
    [[50, 30], false],
    [[25, 25, 25, 25], false],
  ])('offers Next for %j: %s', (list, expected) => {
    expect(canContinueBeneficiaries(shares(...list))).toBe(expected);
  });

  it('names every fault of the list', () => {
    expect(beneficiaryListIssues(shares(40, 40, 40, 40))).toEqual([
      'Maximum allowed number of beneficiaries is 3',
      'Your total Beneficiary Percentage is 160 and it Should not be more than 100%',
    ]);
    expect(beneficiaryListIssues(shares(100))).toEqual([]);
  });

  it.each([
    [[], 'Please add your beneficiaries before continuing.'],
    [[50, 30], 'The shares add up to 80%: give the other 20% by raising a share (Edit) or by adding a beneficiary.'],
    [[50, 20, 10], 'The shares add up to 80%: give the other 20% by raising a share (Edit).'],
    [[70, 45], 'The shares add up to 115%: take 15% off by lowering a share (Edit) or deleting a beneficiary.'],
    [[25, 25, 25, 25], 'Maximum allowed number of beneficiaries is 3'],
    [[60, 40], undefined],
  ])('says what to change for %j', (list, fix) => {
    expect(beneficiaryFix(shares(...list))).toBe(fix);
  });
});
