import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORE_TIME_ZONE, storeDay } from './store-day';

describe('storeDay', () => {
  it.each([
    // Winter (EST, UTC-5): the store's day turns at 05:00 UTC.
    ['2026-11-24T00:00:00Z', '2026-11-23'],
    ['2026-11-24T02:00:00Z', '2026-11-23'],
    ['2026-11-24T04:59:59Z', '2026-11-23'],
    ['2026-11-24T05:00:00Z', '2026-11-24'],
    ['2026-11-24T12:00:00Z', '2026-11-24'],
    ['2026-11-24T23:59:59Z', '2026-11-24'],
    // Summer (EDT, UTC-4): the store's day turns at 04:00 UTC.
    ['2026-07-01T03:59:59Z', '2026-06-30'],
    ['2026-07-01T04:00:00Z', '2026-07-01'],
    // The clocks change: EDT from 2026-03-08 07:00 UTC, EST from 2026-11-01 06:00 UTC.
    ['2026-03-08T04:59:59Z', '2026-03-07'],
    ['2026-03-08T05:00:00Z', '2026-03-08'],
    ['2026-11-01T03:59:59Z', '2026-10-31'],
    ['2026-11-01T04:00:00Z', '2026-11-01'],
    // Year end and leap day.
    ['2027-01-01T03:00:00Z', '2026-12-31'],
    ['2028-03-01T04:30:00Z', '2028-02-29'],
  ])('%s is store day %s', (instant, day) => {
    expect(storeDay(new Date(instant))).toBe(day);
  });

  it("is the day Intl's time zone data gives for US Eastern, at any instant from 2007 to 2100", () => {
    const intlDay = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    const from = Date.UTC(2007, 0, 1);
    const to = Date.UTC(2100, 11, 31);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (ms) => storeDay(new Date(ms)) === intlDay.format(new Date(ms))),
      { numRuns: 20_000 },
    );
    // Every 15 minutes of every week the clocks may change in, where a random instant rarely
    // falls; the instants that disagree are listed (one assertion, not one per instant).
    const disagreeing: string[] = [];
    const sweep = (fromMs: number, toMs: number) => {
      for (let ms = fromMs; ms < toMs; ms += 15 * 60_000) {
        const instant = new Date(ms);
        if (storeDay(instant) !== intlDay.format(instant)) disagreeing.push(instant.toISOString());
      }
    };
    for (let year = 2007; year <= 2100; year += 1) {
      sweep(Date.UTC(year, 2, 7, 0), Date.UTC(year, 2, 15, 12));
      sweep(Date.UTC(year, 9, 31, 0), Date.UTC(year, 10, 8, 12));
    }
    expect(disagreeing).toEqual([]);
  });
});
