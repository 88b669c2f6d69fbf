/**
 * The store's business day. Ages, pricing, blackout windows and effective dates all count days in
 * US Eastern time, so a shopper's "today" does not jump a day at 7 p.m. Eastern (UTC midnight),
 * and the browser and the server agree on the day whatever the visitor's own time zone.
 */
export const STORE_TIME_ZONE = 'America/New_York';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The store's calendar day of the instant `now`, 'YYYY-MM-DD'. Pure: the caller passes the clock. */
export function storeDay(now: Date): string {
  return dayFormat.format(now);
}
