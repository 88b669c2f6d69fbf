import { describe, expect, it } from 'vitest';
import { isInBlackout, isMonthDay } from './blackout';

describe('isInBlackout', () => {
  const december = { start: '12-01', end: '12-31' };
  const yearEnd = { start: '12-15', end: '01-05' };
  const singleDay = { start: '07-04', end: '07-04' };
  it.each([
    ['a date inside a plain window', '2026-12-10', december, true],
    ['the first day (inclusive)', '2026-12-01', december, true],
    ['the last day (inclusive)', '2026-12-31', december, true],
    ['the day before the window', '2026-11-30', december, false],
    ['a wrapping window before the year end', '2026-12-20', yearEnd, true],
    ['a wrapping window after the year end', '2027-01-05', yearEnd, true],
    ['a wrapping window: the day after', '2027-01-06', yearEnd, false],
    ['a wrapping window: the day before', '2026-12-14', yearEnd, false],
    ['a wrapping window: mid-year', '2026-06-15', yearEnd, false],
    ['a one-day window on that day', '2026-07-04', singleDay, true],
    ['a one-day window the day after', '2026-07-05', singleDay, false],
    ['Feb 29 inside a window around it', '2028-02-29', { start: '02-28', end: '03-01' }, true],
  ])('%s', (_name, date, window, expected) => {
    expect(isInBlackout(date, window)).toBe(expected);
  });

  it('rejects a window that is not MM-DD', () => {
    expect(() => isInBlackout('2026-01-01', { start: '13-01', end: '12-31' })).toThrow(RangeError);
    expect(() => isInBlackout('2026-01-01', { start: '1-1', end: '12-31' })).toThrow(RangeError);
  });
});

describe('isMonthDay', () => {
  it.each([
    ['01-01', true],
    ['12-31', true],
    ['02-29', true],
    ['00-10', false],
    ['12-32', false],
    ['1-01', false],
  ])('%s -> %s', (text, expected) => {
    expect(isMonthDay(text)).toBe(expected);
  });
});
