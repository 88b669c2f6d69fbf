/**
 * The store's business day. Ages, pricing and effective dates all count days in US Eastern time,
 * so a shopper's "today" does not jump a day at 7 p.m. (UTC midnight).
 */
const STORE_TIME_ZONE = 'America/New_York';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The store's calendar day of `now`, 'YYYY-MM-DD'. */
export function storeToday(now: Date = new Date()): string {
  return dayFormat.format(now);
}
