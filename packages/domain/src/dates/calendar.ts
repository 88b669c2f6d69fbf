import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** The one format dates travel in: 'YYYY-MM-DD', a real calendar day ('2026-02-30' and '2026-4-3' are refused). */
const ISO_FORMAT = 'YYYY-MM-DD';

/** A calendar day without time or zone. Rules work on these so that no clock or zone leaks in. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The Gregorian rule, for any year (no year is read as 19xx). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * Days in a month (1-12) of a year; plain arithmetic, as every price and age check parses dates
 * (a strict dayjs parse was the largest share of a priced list's own CPU in a profile).
 */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!;
}

export function isRealDate({ year, month, day }: CalendarDate): boolean {
  return (
    [year, month, day].every(Number.isInteger) && year >= 1 && year <= 9999 && parseIsoDate(toIsoDate({ year, month, day })) !== undefined
  );
}

/** 'YYYY-MM-DD' to its parts; undefined unless it is a real calendar date. */
export function parseIsoDate(text: string): CalendarDate | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text.startsWith('0000')) return undefined;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : undefined;
}

export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== undefined;
}

/** Like parseIsoDate, for inputs the caller promised are valid: a bad one is a programming error. */
export function requireIsoDate(text: string, name = 'date'): CalendarDate {
  const date = parseIsoDate(text);
  if (!date) throw new RangeError(`${name} must be a real YYYY-MM-DD date, got "${text}"`);
  return date;
}

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Adds whole calendar days to an ISO date (negative to go back); dayjs moves the date, not hours, so no DST surprises. */
export function addDays(isoDate: string, days: number): string {
  requireIsoDate(isoDate);
  return dayjs(isoDate, ISO_FORMAT, true).add(days, 'day').format(ISO_FORMAT);
}
