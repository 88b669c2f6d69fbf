import { describe, expect, it } from 'vitest';
import { formatPhone, validatePhone } from './phone';

describe('validatePhone', () => {
  it.each([
    ['2125550123', '2125550123'],
    ['(212) 555-0123', '2125550123'],
    ['212-555-0123', '2125550123'],
    ['+1 212 555 0123', '2125550123'],
    ['1 (415) 555-2671', '4155552671'],
  ])('accepts %s as %s', (input, digits) => {
    expect(validatePhone(input)).toEqual({ valid: true, digits });
  });

  it.each([
    ['', 'empty'],
    ['555-0123', 'seven digits'],
    ['21255501234', 'eleven digits not starting with 1'],
    ['0125550123', 'area code starting with 0'],
    ['1125550123', 'area code starting with 1'],
    ['+44 20 7946 0958', 'a UK number'],
    ['phone', 'letters'],
  ])('refuses %s (%s)', (input) => {
    expect(validatePhone(input)).toEqual({ valid: false });
  });
});

describe('formatPhone', () => {
  it.each([
    ['2125550123', '(212) 555-0123'],
    ['+1 415 555 2671', '(415) 555-2671'],
    ['212.555.0123', '(212) 555-0123'],
    ['12345', '12345'],
  ])('%s shows as %s', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });
});
