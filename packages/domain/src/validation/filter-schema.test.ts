import { describe, expect, it } from 'vitest';
import { createDobFieldSchema, createFilterSchema } from './filter-schema';

const asOf = '2026-03-01';
const schema = createFilterSchema(asOf);
const valid = { zip: '90210', dob: '06/15/1990', gender: '1', tier: 'IO' };

/** The first message under each field, as a form shows it. */
function fieldErrors(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('createFilterSchema', () => {
  it('accepts a complete, valid filter', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it('trims the zip and the date', () => {
    expect(schema.parse({ ...valid, zip: ' 90210 ', dob: ' 06/15/1990' })).toMatchObject({ zip: '90210', dob: '06/15/1990' });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'requires every field',
      {},
      { zip: 'Field is required', dob: 'Field is required', gender: 'Field is required', tier: 'Field is required' },
    ],
    [
      'empty strings are missing',
      { zip: '', dob: '', gender: '', tier: '' },
      { zip: 'Field is required', dob: 'Field is required', gender: 'Field is required', tier: 'Field is required' },
    ],
    ['a zip of 4 digits', { ...valid, zip: '9021' }, { zip: 'Enter 5 digit zip code' }],
    ['a zip of 6 digits', { ...valid, zip: '902101' }, { zip: 'Enter 5 digit zip code' }],
    ['a zip with letters', { ...valid, zip: '9021a' }, { zip: 'Enter 5 digit zip code' }],
    ['a date of birth under 18', { ...valid, dob: '03/02/2008' }, { dob: 'You must be 18 years to proceed' }],
    ['born today', { ...valid, dob: '03/01/2026' }, { dob: 'You must be 18 years to proceed' }],
    ['a future date of birth', { ...valid, dob: '03/02/2026' }, { dob: 'You must be 18 years to proceed' }],
    ['a date of birth years ahead', { ...valid, dob: '04/05/5201' }, { dob: 'You must be 18 years to proceed' }],
    ['a date that does not exist', { ...valid, dob: '02/30/1990' }, { dob: 'Invalid date' }],
    ['a month of 13', { ...valid, dob: '13/01/1990' }, { dob: 'Invalid date' }],
    ['a half-typed date', { ...valid, dob: '06/15/19' }, { dob: 'Invalid date' }],
    ['a month of 13 and a day of 45, typed without slashes', { ...valid, dob: '13451990' }, { dob: 'Invalid date' }],
    ['gender Others is not a filter choice', { ...valid, gender: '2' }, { gender: 'Field is required' }],
    ['an unknown tier', { ...valid, tier: 'XX' }, { tier: 'Field is required' }],
  ])('%s', (_name, input, expected) => {
    expect(fieldErrors(input)).toEqual(expected);
  });

  it.each(['1990-06-15', '6/15/1990', '06-15-1990', '06151990'])('reads the date of birth %j as people type it, as 06/15/1990', (dob) => {
    expect(fieldErrors({ ...valid, dob })).toEqual({});
    expect(createDobFieldSchema(asOf).parse(dob)).toBe('06/15/1990');
  });

  it('accepts exactly 18 years old on asOf', () => {
    expect(fieldErrors({ ...valid, dob: '03/01/2008' })).toEqual({});
  });

  it.each(['IO', 'IS', 'IC', 'IF'])('accepts tier %s', (tier) => {
    expect(fieldErrors({ ...valid, tier })).toEqual({});
  });

  it('needs asOf to be a real date', () => {
    expect(() => createFilterSchema('03/01/2026')).toThrow(RangeError);
  });
});
