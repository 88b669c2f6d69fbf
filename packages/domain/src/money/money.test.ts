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
