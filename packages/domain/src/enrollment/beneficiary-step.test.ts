import { describe, expect, it } from 'vitest';
import { resolveFieldRules } from './form-definitions';
import { beneficiaryListSchema, beneficiarySchema, isBeneficiaryPercentage } from './beneficiary-step';

const today = '2026-11-23';
const rules = resolveFieldRules('beneficiary_info');
const schema = beneficiarySchema({ rules, today });
const valid = {
  beneficiary_id: '',
  first_name: 'Diego',
  middle_name: '',
  last_name: 'Martinez',
  birthdate: '01/13/1982',
  ssn: '467011928',
  relationship: 'Spouse',
  beneficiary_percentage: '60',
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('one beneficiary', () => {
  it('accepts a complete beneficiary, and a percentage sent as a number', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, beneficiary_percentage: 100 }).success).toBe(true);
  });

  it("answers each rule with the specification's message, all at once", () => {
    const result = schema.safeParse({
      ...valid,
      first_name: '<b>',
      last_name: '{x}',
      ssn: '12345',
      beneficiary_percentage: '0',
      birthdate: '01/01/2027',
    });
    expect(messages(result)).toEqual({
      first_name: 'Please enter valid first name',
      last_name: 'Please enter valid last name',
      ssn: 'Invalid Social Security Number',
      beneficiary_percentage: 'Beneficiary percentage should not be 0 or more than 100',
      birthdate: 'Date cannot be in the future',
    });
  });

  it.each([
    ['0', false],
    ['1', true],
    ['100', true],
    ['101', false],
    ['0100', false],
    ['12.5', false],
    ['abc', false],
  ])('takes %s as a percentage: %s', (value, expected) => {
    expect(isBeneficiaryPercentage(value)).toBe(expected);
  });

  it('takes an SSN of exactly 9 digits, or the masked stored one', () => {
    expect(messages(schema.safeParse({ ...valid, ssn: '1234567890' }))).toEqual({ ssn: 'Invalid Social Security Number' });
    expect(messages(schema.safeParse({ ...valid, ssn: '12345678a' }))).toEqual({ ssn: 'Invalid Social Security Number' });
    expect(schema.safeParse({ ...valid, ssn: 'xxxxxxxx1928' }).success).toBe(true);
  });

  it('requires names, date of birth, relationship and percentage, not middle name or SSN', () => {
    const result = schema.safeParse({
      ...valid,
      first_name: '',
      last_name: ' ',
      birthdate: '',
      relationship: '',
      beneficiary_percentage: '',
      ssn: '',
      middle_name: '',
    });
    expect(messages(result)).toEqual({
      first_name: 'Field is required',
      last_name: 'Field is required',
      birthdate: 'Field is required',
      relationship: 'Field is required',
      beneficiary_percentage: 'Field is required',
    });
  });

  it('refuses a relationship that is not on the list and a date that is not mm/dd/yyyy', () => {
    const result = schema.safeParse({ ...valid, relationship: 'Boss', birthdate: '13/01/1982' });
    expect(Object.keys(messages(result))).toEqual(['birthdate', 'relationship']);
  });

  it("requires the SSN where the portal's rules say so", () => {
    const strict = beneficiarySchema({
      rules: resolveFieldRules('beneficiary_info', { beneficiary_info: { ssn: { required: true } } }),
      today,
    });
    expect(messages(strict.safeParse({ ...valid, ssn: '' }))).toEqual({ ssn: 'Field is required' });
  });
});

describe('the list a save sends', () => {
  const list = beneficiaryListSchema({ rules, today });
  const entry = (percentage: string) => ({ ...valid, beneficiary_percentage: percentage });

  it('accepts one to three beneficiaries totalling exactly 100', () => {
    expect(list.safeParse({ beneficiaries: [entry('100')] }).success).toBe(true);
    expect(list.safeParse({ beneficiaries: [entry('50'), entry('25'), entry('25')] }).success).toBe(true);
  });

  it('answers the list rules at `beneficiaries`', () => {
    expect(messages(list.safeParse({ beneficiaries: [] }))).toEqual({ beneficiaries: 'Please add your beneficiaries before continuing.' });
    expect(messages(list.safeParse({ beneficiaries: [entry('60')] }))).toEqual({
      beneficiaries: 'Your total Beneficiary Percentage is 60 and it Should be ideally not less than 100%',
    });
    expect(messages(list.safeParse({ beneficiaries: [entry('60'), entry('50')] }))).toEqual({
      beneficiaries: 'Your total Beneficiary Percentage is 110 and it Should not be more than 100%',
    });
    expect(messages(list.safeParse({ beneficiaries: [entry('25'), entry('25'), entry('25'), entry('25')] }))).toEqual({
      beneficiaries: 'Maximum allowed number of beneficiaries is 3',
    });
  });

  it("answers an entry's fields and the list's total together", () => {
    const result = list.safeParse({ beneficiaries: [entry('60'), { ...entry('30'), first_name: '' }] });
    expect(messages(result)).toEqual({
      'beneficiaries.1.first_name': 'Field is required',
      beneficiaries: 'Your total Beneficiary Percentage is 90 and it Should be ideally not less than 100%',
    });
  });
});
