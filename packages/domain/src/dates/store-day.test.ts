import { describe, expect, it } from 'vitest';
import { storeDay } from './store-day';

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
    // Year end and leap day.
    ['2027-01-01T03:00:00Z', '2026-12-31'],
    ['2028-03-01T04:30:00Z', '2028-02-29'],
  ])('%s is store day %s', (instant, day) => {
    expect(storeDay(new Date(instant))).toBe(day);
  });
});
