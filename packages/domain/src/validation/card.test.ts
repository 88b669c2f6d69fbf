import { describe, expect, it } from 'vitest';
import { validateCard } from './card';

const asOf = '2026-11-23';
const good = { cvv: '123', expMonth: 12, expYear: 2028, asOf };

describe('validateCard', () => {
  it.each([
    ['4111111111111111', 'visa', '123'],
    ['4111 1111 1111 1111', 'visa', '123'],
    ['5555555555554444', 'mastercard', '123'],
    ['378282246310005', 'american-express', '1234'],
    ['6011111111111117', 'discover', '123'],
  ])('accepts %s as %s', (number, brand, cvv) => {
    expect(validateCard({ ...good, number, cvv })).toEqual({ valid: true, brand, last4: number.replace(/\s/g, '').slice(-4) });
  });

  it.each<[Partial<Parameters<typeof validateCard>[0]> & { number: string }, string[], string]>([
    [{ number: '4111111111111112' }, ['number'], 'fails Luhn'],
    [{ number: '1234' }, ['number'], 'too short'],
    [{ number: '4111-1111-1111-111a' }, ['number'], 'letters'],
    [{ number: '378282246310005', cvv: '123' }, ['cvv'], 'Amex wants 4 digits'],
    [{ number: '4111111111111111', cvv: '1234' }, ['cvv'], 'Visa wants 3 digits'],
    [{ number: '4111111111111111', cvv: '12a' }, ['cvv'], 'letters in the code'],
    [{ number: '4111111111111111', expMonth: 10, expYear: 2026 }, ['expiry'], 'expired last month'],
    [{ number: '4111111111111111', expMonth: 13, expYear: 2027 }, ['expiry'], 'month 13'],
    [{ number: '4111111111111112', cvv: '1', expMonth: 1, expYear: 2020 }, ['number', 'cvv', 'expiry'], 'everything wrong'],
  ])('refuses %o: %s (%s)', (change, problems) => {
    const result = validateCard({ ...good, ...change });
    expect(result.valid).toBe(false);
    expect(result.valid ? [] : result.problems).toEqual(problems);
  });

  it('accepts a card through the last day of its expiry month', () => {
    expect(validateCard({ ...good, number: '4111111111111111', expMonth: 11, expYear: 2026, asOf: '2026-11-30' }).valid).toBe(true);
    expect(validateCard({ ...good, number: '4111111111111111', expMonth: 11, expYear: 2026, asOf: '2026-12-01' }).valid).toBe(false);
  });
});
