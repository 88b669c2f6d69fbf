/**
 * The store's business day. Ages, pricing, blackout windows and effective dates all count days in
 * US Eastern time, so a shopper's "today" does not jump a day at 7 p.m. Eastern (UTC midnight),
 * and the browser and the server agree on the day whatever the visitor's own time zone.
 */
export const STORE_TIME_ZONE = 'America/New_York';

/** Built on first use: an Intl formatter costs milliseconds to build, which a page's start-up should not pay before it needs a day. */
let dayFormat: Intl.DateTimeFormat | undefined;

const MINUTE_MS = 60_000;
/** The last minute asked for and its day: time zones change the day on a whole minute, and Intl formatting is slow for a call on every request. */
let lastMinute = Number.NaN;
let lastDay = '';

/** The store's calendar day of the instant `now`, 'YYYY-MM-DD'. Pure: the caller passes the clock. */
export function storeDay(now: Date): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute !== lastMinute) {
    dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    lastDay = dayFormat.format(now);
    lastMinute = minute;
  }
  return lastDay;
}
