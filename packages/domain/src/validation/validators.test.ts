import { describe, expect, it } from 'vitest';
import {
  isAccountNumber,
  isAtLeast18,
  isCardNumber,
  isEmail,
  isGreaterThanZero,
  isIntegerFrom0To12,
  isIntegerFrom1To100,
  isName,
  isPhone,
  isRoutingNumber,
  isSecurityCode,
  isSsn,
  isZip,
} from './validators';

type Case = [string, boolean];
const table = (name: string, check: (value: string) => boolean, cases: Case[]) =>
  describe(name, () => {
    it.each(cases)('%j -> %s', (value, expected) => {
      expect(check(value)).toBe(expected);
    });
  });

table('isZip', isZip, [
  ['90210', true],
  ['02134', true],
  ['9021', false],
  ['902101', false],
  ['9021a', false],
  [' 90210', false],
  ['', false],
]);

table('isName', isName, [
  ['Mary', true],
  ["O'Neil", true],
  ['O’Neil', true],
  ['Anne-Marie', true],
  ['de la Cruz', true],
  ['John_2', true],
  ['D`Arcy', true],
  ['José Ñúñez', true],
  ['Zoë', true],
  ['', false],
  ['   ', false],
  ['Mary!', false],
  ['a.b', false],
  ['<script>', false],
  ['Mary\nJane', false],
]);

table('isSsn', isSsn, [
  ['123456789', true],
  ['521847306', true],
  ['899990001', true],
  ['12345678', false],
  ['1234567890', false],
  ['123-45-6789', false],
  ['12345678a', false],
  // The SSA never issues area 000, 666 or 900-999, group 00 or serial 0000.
  ['000123456', false],
  ['666123456', false],
  ['900123456', false],
  ['987654321', false],
  ['999123456', false],
  ['123006789', false],
  ['123450000', false],
]);

table('isPhone', isPhone, [
  ['5551234567', true],
  ['555123456', false],
  ['55512345678', false],
  ['(555)123-4567', false],
]);

table('isRoutingNumber', isRoutingNumber, [
  ['021000021', true],
  ['011000015', true],
  ['121000358', true],
  ['021000022', false],
  ['121000359', false],
  ['000000000', false],
  ['02100002', false],
  ['0210000211', false],
  ['02100002a', false],
]);

table('isAccountNumber', isAccountNumber, [
  ['1234', true],
  ['12345678901234567', true],
  ['123', false],
  ['123456789012345678', false],
  ['1234-5678', false],
]);

table('isCardNumber', isCardNumber, [
  ['4111111111111', true],
  ['4111111111111111', true],
  ['1234567890123456789012345', true],
  ['411111111111', false],
  ['12345678901234567890123456', false],
  ['4111 1111 1111 1111', false],
]);

table('isSecurityCode', isSecurityCode, [
  ['123', true],
  ['1234', true],
  ['12', false],
  ['12345', false],
  ['12a', false],
]);

table('isEmail', isEmail, [
  ['mary@example.com', true],
  ['mary.o+store@mail.example.co', true],
  ['mary@example', false],
  ['mary example.com', false],
  ['@example.com', false],
  ['mary@', false],
  ['', false],
]);

describe('number ranges', () => {
  it.each<[string, (value: string | number) => boolean, string | number, boolean]>([
    ['1 to 100', isIntegerFrom1To100, 1, true],
    ['1 to 100', isIntegerFrom1To100, 100, true],
    ['1 to 100', isIntegerFrom1To100, '55', true],
    ['1 to 100', isIntegerFrom1To100, 0, false],
    ['1 to 100', isIntegerFrom1To100, 101, false],
    ['1 to 100', isIntegerFrom1To100, 50.5, false],
    ['1 to 100', isIntegerFrom1To100, '50.5', false],
    ['1 to 100', isIntegerFrom1To100, '-5', false],
    ['1 to 100', isIntegerFrom1To100, '', false],
    ['1 to 100', isIntegerFrom1To100, Number.NaN, false],
    ['0 to 12', isIntegerFrom0To12, 0, true],
    ['0 to 12', isIntegerFrom0To12, '12', true],
    ['0 to 12', isIntegerFrom0To12, 13, false],
    ['greater than 0', isGreaterThanZero, '0.5', true],
    ['greater than 0', isGreaterThanZero, 180, true],
    ['greater than 0', isGreaterThanZero, 0, false],
    ['greater than 0', isGreaterThanZero, '0', false],
    ['greater than 0', isGreaterThanZero, 'abc', false],
  ])('%s: %j -> %s', (_range, check, value, expected) => {
    expect(check(value)).toBe(expected);
  });
});

describe('isAtLeast18', () => {
  it.each([
    ['18 on the birthday', '2008-03-01', '2026-03-01', true],
    ['17 the day before', '2008-03-02', '2026-03-01', false],
    ['well over 18', '1960-01-01', '2026-03-01', true],
    ['born in the future', '2030-01-01', '2026-03-01', false],
    ['not a real date', '2008-02-30', '2026-03-01', false],
    ['not an ISO date', '03/01/2008', '2026-03-01', false],
  ])('%s', (_name, dob, asOf, expected) => {
    expect(isAtLeast18({ dob, asOf })).toBe(expected);
  });
});
