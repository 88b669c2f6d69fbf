import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToWire, formatDollars, parseDollarsToCents } from './money';

describe('money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [500, '5.00'],
    [123456, '1234.56'],
    [-250, '-2.50'],
  ])('writes %i cents as %s on the wire', (cents, wire) => {
    expect(centsToWire(cents)).toBe(wire);
  });

  it('refuses fractional cents', () => {
    expect(() => centsToWire(1.5)).toThrow();
  });

  it('formats dollars for display', () => {
    expect(formatDollars(1600)).toBe('$16.00');
    expect(formatDollars(1000000)).toBe('$10,000.00');
    expect(formatDollars(-250)).toBe('-$2.50');
    expect(formatDollars(123456789)).toBe('$1,234,567.89');
  });

  it('writes dollars exactly as the browser\'s US currency format does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatDollars(cents)).toBe(usd.format(cents / 100));
      }),
    );
  });

  it.each([
    ['12.5', 1250],
    ['$1,200', 120000],
    ['0.07', 7],
    ['abc', undefined],
    ['1.234', undefined],
  ])('parses %s', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it('round-trips any non-negative amount through the wire format', () => {
    fc.assert(fc.property(fc.nat(10_000_000), (cents) => parseDollarsToCents(centsToWire(cents)) === cents));
  });
});
