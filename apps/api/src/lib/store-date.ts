import { storeDay } from '@benefit-store/domain';

/** The store's calendar day (US Eastern) of `now`, 'YYYY-MM-DD'; see `storeDay` in the domain. */
export function storeToday(now: Date = new Date()): string {
  return storeDay(now);
}
