import { describe, expect, it } from 'vitest';
import { formatMoney, formatPhone, phoneHref, slugify } from './format';

describe('format', () => {
  it.each([
    ['8885550123', '(888) 555-0123'],
    ['18885550123', '(888) 555-0123'],
    ['(888) 555-0123', '(888) 555-0123'],
    ['12345', '12345'],
  ])('formatPhone(%s) = %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
  it('builds tel links', () => {
    expect(phoneHref('(888) 555-0123')).toBe('tel:+18885550123');
  });
  it.each([
    ['12.5', '$12.50'],
    ['1234.00', '$1,234.00'],
    [0, '$0.00'],
    ['-2.50', '-$2.50'],
    [1234567.891, '$1,234,567.89'],
    ['19.995', '$20.00'],
    ['not money', 'not money'],
  ])('formatMoney(%s) = %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });
  it('slugifies plan names', () => {
    expect(slugify('Bronze Dental PPO (Family) – 2025')).toBe('bronze-dental-ppo-family-2025');
  });
});
