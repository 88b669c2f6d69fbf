import { isInBlackout, type BlackoutWindow } from './blackout';
import { addDays, requireIsoDate } from './calendar';

export interface EffectiveDatesInput {
  /** Today, 'YYYY-MM-DD'. */
  asOf: string;
  /** Blackout windows of the cart's plans; a date inside any of them is not offered. */
  blackouts?: readonly BlackoutWindow[];
}

/** How far ahead effective dates are offered (DESIGN §3 "Effective dates"). */
export const EFFECTIVE_DATE_HORIZON_DAYS = 60;
/** Coverage starts on these days of the month. */
export const EFFECTIVE_DATE_DAYS_OF_MONTH = [1, 15] as const;

/**
 * The effective dates a cart may choose: every 1st and 15th from tomorrow up to 60 days after
 * `asOf` (both ends inclusive), minus dates inside any blackout window; ascending ISO dates.
 * May be empty when blackouts cover the whole horizon.
 */
export function offeredEffectiveDates({ asOf, blackouts = [] }: EffectiveDatesInput): string[] {
  requireIsoDate(asOf, 'asOf');
  const dates: string[] = [];
  for (let offset = 1; offset <= EFFECTIVE_DATE_HORIZON_DAYS; offset += 1) {
    const date = addDays(asOf, offset);
    const dayOfMonth = Number(date.slice(8, 10));
    if (!(EFFECTIVE_DATE_DAYS_OF_MONTH as readonly number[]).includes(dayOfMonth)) continue;
    if (blackouts.some((window) => isInBlackout(date, window))) continue;
    dates.push(date);
  }
  return dates;
}

/** The preselected effective date: the earliest offered one (undefined when none is offered). */
export function defaultEffectiveDate(input: EffectiveDatesInput): string | undefined {
  return offeredEffectiveDates(input)[0];
}
