import { describe, expect, it } from 'vitest';
import { formatPhoneDigits, formatSsn, normalizePhone, normalizeSsn } from './typed-numbers';

describe('normalizeSsn', () => {
  it.each([
    ['521847306', '521847306'],
    ['521-84-7306', '521847306'],
    ['521 84 7306', '521847306'],
    [' 521-84-7306 ', '521847306'],
    ['000-12-3456', '000123456'],
  ])('reads %j as %j', (typed, expected) => {
    expect(normalizeSsn(typed)).toBe(expected);
  });

  it.each(['', '52184730', '5218473060', '52-184-7306', '521--84-7306', '521/84/7306', 'xxxxxxxx7306', '521-84-730a'])(
    'reads %j as no SSN, never another number',
    (typed) => {
      expect(normalizeSsn(typed)).toBeUndefined();
    },
  );

  it('shows nine digits as 3-2-4 and leaves other text alone', () => {
    expect(formatSsn('521847306')).toBe('521-84-7306');
    expect(formatSsn('xxxxxxxx7306')).toBe('xxxxxxxx7306');
    expect(formatSsn('5218')).toBe('5218');
  });
});

describe('normalizePhone', () => {
  it.each([
    ['2145550199', '2145550199'],
    ['(214) 555-0199', '2145550199'],
    ['(214)555-0199', '2145550199'],
    ['214-555-0199', '2145550199'],
    ['214.555.0199', '2145550199'],
    ['214 555 0199', '2145550199'],
    ['+1 214 555 0199', '2145550199'],
    ['+1 (214) 555-0199', '2145550199'],
    ['1-214-555-0199', '2145550199'],
    [' 214 555 0199 ', '2145550199'],
  ])('reads %j as %j', (typed, expected) => {
    expect(normalizePhone(typed)).toBe(expected);
  });

  it.each(['', '(214) 555-', '214555019', '21455501999', '+44 20 7946 0958', '+2145550199', '2145550199 ext 2', '214-555-O199'])(
    'reads %j as no phone number',
    (typed) => {
      expect(normalizePhone(typed)).toBeUndefined();
    },
  );

  it('shows ten digits as (ddd) ddd-dddd and leaves other text alone', () => {
    expect(formatPhoneDigits('2145550199')).toBe('(214) 555-0199');
    expect(formatPhoneDigits('(214) 555-')).toBe('(214) 555-');
  });
});
