import { describe, expect, it } from 'vitest';
import { autoFormatDateInput, formatUsDate, parseUsDate } from './us-date';

describe('formatUsDate', () => {
  it.each([
    ['2026-12-01', '12/01/2026'],
    ['1990-01-31', '01/31/1990'],
    ['2028-02-29', '02/29/2028'],
  ])('formats %s as %s', (iso, expected) => {
    expect(formatUsDate(iso)).toBe(expected);
  });

  it('throws on a string that is not an ISO date', () => {
    expect(() => formatUsDate('12/01/2026')).toThrow(RangeError);
    expect(() => formatUsDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('parseUsDate', () => {
  it.each([
    ['12/01/2026', '2026-12-01'],
    ['01/31/1990', '1990-01-31'],
    ['02/29/2028', '2028-02-29'],
    ['02/29/2026', undefined],
    ['02/30/2000', undefined],
    ['12/31/0099', '0099-12-31'],
    ['02/29/0004', '0004-02-29'],
    ['02/29/0100', undefined],
    ['04/31/2026', undefined],
    ['13/01/2026', undefined],
    ['00/10/2026', undefined],
    ['12/00/2026', undefined],
    ['12/32/2026', undefined],
    ['1/1/2026', undefined],
    ['12-01-2026', undefined],
    ['12/01/26', undefined],
    ['12/01/2026 ', undefined],
    ['', undefined],
  ])('parses %j as %j', (text, expected) => {
    expect(parseUsDate(text)).toBe(expected);
  });

  it('round-trips with formatUsDate', () => {
    expect(parseUsDate(formatUsDate('2031-07-15'))).toBe('2031-07-15');
  });
});

describe('autoFormatDateInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1201', '12/01'],
    ['12012', '12/01/2'],
    ['12012026', '12/01/2026'],
    ['120120261999', '12/01/2026'],
    ['12/01/2026', '12/01/2026'],
    ['12-01-2026', '12/01/2026'],
    ['ab12cd01ef2026', '12/01/2026'],
    ['12/', '12'],
    ['5', '05'],
    ['52', '05/2'],
    ['1/', '01'],
    ['1/5/1990', '01/05/1990'],
    ['12/5/1990', '12/05/1990'],
    ['0/', '0'],
    // A digit that does not fit is refused and nothing after it is read: no digit moves into another part.
    ['13', '1'],
    ['19', '1'],
    ['00', '0'],
    ['13452010', '1'],
    ['1245', '12/04/5'],
    ['1234', '12/3'],
    ['0132', '01/3'],
    ['0135', '01/3'],
    ['0100', '01/0'],
    ['014', '01/04'],
    ['0131', '01/31'],
    ['01311990', '01/31/1990'],
    ['12/31/19', '12/31/19'],
  ])('formats %j as %j', (raw, expected) => {
    expect(autoFormatDateInput(raw)).toBe(expected);
  });

  it('refuses a key that does not fit, as the shopper types it', () => {
    let field = '';
    for (const key of '13452010') field = autoFormatDateInput(field + key);
    expect(field).toBe('12/01/0');
  });

  it('is unchanged by formatting again', () => {
    for (const text of ['01/05/1990', '12/3', '05', '12/31/19']) expect(autoFormatDateInput(text)).toBe(text);
  });

  it('never returns more than 10 characters', () => {
    expect(autoFormatDateInput('9'.repeat(40)).length).toBeLessThanOrEqual(10);
  });
});
