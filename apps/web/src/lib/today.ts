import { storeDay } from '@benefit-store/domain';

/**
 * Today as the store counts it (US Eastern), 'YYYY-MM-DD': the `asOf` of the client's age and date checks.
 * The same day the server uses, whatever the visitor's own time zone.
 */
export function todayIso(now: Date = new Date()): string {
  return storeDay(now);
}
