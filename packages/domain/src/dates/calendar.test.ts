import { describe, expect, it } from 'vitest';
import { addDays, daysInMonth, isIsoDate, isLeapYear, parseIsoDate } from './calendar';

describe('isLeapYear', () => {
  it.each([
    [2024, true],
    [2025, false],
    [1900, false],
    [2000, true],
  ])('%i is leap: %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2028, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe('parseIsoDate', () => {
  it.each([
    ['2026-12-01', { year: 2026, month: 12, day: 1 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
    ['2026-02-29', undefined],
    ['2026-13-01', undefined],
    ['2026-00-10', undefined],
    ['2026-04-31', undefined],
    ['2026-4-3', undefined],
    ['12/01/2026', undefined],
    ['2026-12-01T00:00:00Z', undefined],
    ['', undefined],
  ])('parses %j', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
    expect(isIsoDate(text)).toBe(expected !== undefined);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-01-01', 60, '2026-03-02'],
    ['2026-05-05', 0, '2026-05-05'],
  ])('%s + %i days is %s', (start, days, expected) => {
    expect(addDays(start, days)).toBe(expected);
  });

  it('throws on a date that is not real', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});
