import { describe, expect, it } from 'vitest';
import { formatUsDate, normalizeUsDate, parseUsDate, typeUsDate } from './us-date';

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

describe('normalizeUsDate', () => {
  it.each([
    ['06/15/2020', '06/15/2020'],
    [' 06/15/2020 ', '06/15/2020'],
    ['6/5/2020', '06/05/2020'],
    ['06-15-2020', '06/15/2020'],
    ['06.15.2020', '06/15/2020'],
    ['06 15 2020', '06/15/2020'],
    ['06152020', '06/15/2020'],
    ['2027-03-01', '03/01/2027'],
    ['2027/3/1', '03/01/2027'],
    ['02/29/2024', '02/29/2024'],
  ])('reads %j as %j', (typed, expected) => {
    expect(normalizeUsDate(typed)).toBe(expected);
  });

  it.each([
    '',
    '0',
    '06/15',
    '06/15/20',
    '13/45/2030',
    '13452030',
    '02/30/2026',
    '02/29/2023',
    '00/10/2020',
    '2027-13-01',
    '15/06/2020',
    'June 5 2020',
    '0615202',
  ])('reads %j as no date, never as another one', (typed) => {
    expect(normalizeUsDate(typed)).toBeUndefined();
  });
});

describe('typeUsDate', () => {
  /** The field's text after each key, as a person types `keys` into an empty field. */
  const typed = (keys: string) => [...keys].reduce((field, key) => typeUsDate(field, field + key), '');

  it.each([
    ['06152020', '06/15/2020'],
    ['06/15/2020', '06/15/2020'],
    ['6/5/2020', '6/5/2020'],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['0615', '06/15'],
    ['06152', '06/15/2'],
    ['2027-03-01', '2027-03-01'],
    ['13/45/2030', '13/45/2030'],
    ['13452030', '13452030'],
    ['12/45/2030', '12/45/2030'],
    ['1245', '12/45'],
    ['06-15-2020', '06-15-2020'],
    ['0a6', '06'],
  ])('typing %j shows %j: slashes added, no digit moved', (keys, expected) => {
    expect(typed(keys)).toBe(expected);
  });

  it('shows a pasted date as mm/dd/yyyy, and leaves a paste that is no date as it is', () => {
    expect(typeUsDate('', '2027-03-01')).toBe('03/01/2027');
    expect(typeUsDate('', '03012019')).toBe('03/01/2019');
    expect(typeUsDate('', ' 06/15/2020 ')).toBe('06/15/2020');
    expect(typeUsDate('', '13/45/2030')).toBe('13/45/2030');
    expect(typeUsDate('', '1151985')).toBe('1151985');
  });

  it('leaves a deletion and a change inside the text as they are', () => {
    expect(typeUsDate('06/', '06')).toBe('06');
    expect(typeUsDate('06/15/2020', '06/1/2020')).toBe('06/1/2020');
    expect(typeUsDate('06/5/2020', '06/15/2020')).toBe('06/15/2020');
  });
});
