import { describe, expect, it } from 'vitest';
import { ageBand, ageOn } from './age';

describe('ageOn', () => {
  it.each([
    ['counts whole years', '1990-06-15', '2026-01-10', 35],
    ['turns older on the birthday itself', '1990-06-15', '2026-06-15', 36],
    ['is one younger the day before the birthday', '1990-06-15', '2026-06-14', 35],
    ['is 18 on the 18th birthday', '2008-03-01', '2026-03-01', 18],
    ['is 17 the day before the 18th birthday', '2008-03-02', '2026-03-01', 17],
    ['a Feb 29 birthday turns on Mar 1 in a non-leap year', '2008-02-29', '2026-03-01', 18],
    ['a Feb 29 birthday is not yet reached on Feb 28 of a non-leap year', '2008-02-29', '2026-02-28', 17],
    ['a Feb 29 birthday turns on Feb 29 in a leap year', '2000-02-29', '2028-02-29', 28],
    ['born today is 0', '2026-05-05', '2026-05-05', 0],
    ['born on Dec 31, checked on Jan 1', '1999-12-31', '2026-01-01', 26],
    ['a date of birth after asOf is negative', '2027-05-05', '2026-05-05', -1],
  ])('%s', (_name, dob, asOf, expected) => {
    expect(ageOn(dob, asOf)).toBe(expected);
  });

  it('rejects dates that are not real ISO dates', () => {
    expect(() => ageOn('06/15/1990', '2026-01-10')).toThrow(RangeError);
    expect(() => ageOn('1990-02-30', '2026-01-10')).toThrow(RangeError);
    expect(() => ageOn('1990-01-01', 'today')).toThrow(RangeError);
  });
});

describe('ageBand', () => {
  it.each([
    [17, undefined],
    [18, '18-29'],
    [29, '18-29'],
    [30, '30-39'],
    [39, '30-39'],
    [40, '40-49'],
    [49, '40-49'],
    [50, '50-64'],
    [64, '50-64'],
    [65, '65+'],
    [99, '65+'],
  ])('age %i is in band %s', (age, expected) => {
    expect(ageBand(age)).toBe(expected);
  });
});
