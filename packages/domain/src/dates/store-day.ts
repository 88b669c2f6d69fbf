/**
 * The store's business day. Ages, pricing, blackout windows and effective dates all count days in
 * US Eastern time, so a shopper's "today" does not jump a day at 7 p.m. Eastern (UTC midnight),
 * and the browser and the server agree on the day whatever the visitor's own time zone.
 */
export const STORE_TIME_ZONE = 'America/New_York';

const HOUR_MS = 3_600_000;

/** The day of month of the `n`th Sunday of a month (0-based month), in UTC's calendar. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

/**
 * US Eastern's offset from UTC at an instant, in hours: −4 from the second Sunday of March at
 * 2 a.m. EST (07:00 UTC) to the first Sunday of November at 2 a.m. EDT (06:00 UTC), −5 otherwise:
 * the rule in force since 2007. Written out rather than asked of Intl: the first Intl formatter a
 * page builds costs it about 15 ms of locale data, in the middle of a form's first render
 * (ADR 0072). store-day.test.ts checks it against Intl's time zone data for every year to 2100.
 */
function easternOffsetHours(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const daylightUntil = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  return utcMs >= daylightFrom && utcMs < daylightUntil ? -4 : -5;
}

/** The store's calendar day of the instant `now`, 'YYYY-MM-DD' (from 2007 on). Pure: the caller passes the clock. */
export function storeDay(now: Date): string {
  const utcMs = now.getTime();
  return new Date(utcMs + easternOffsetHours(utcMs) * HOUR_MS).toISOString().slice(0, 10);
}
