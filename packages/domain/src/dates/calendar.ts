import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** The one format dates travel in; parsed strictly (dayjs customParseFormat), so '2026-02-30' and '2026-4-3' are refused. */
const ISO_FORMAT = 'YYYY-MM-DD';

/** Strict parse of `text` in `format`: a dayjs day, or undefined unless it is a real date written exactly so. */
function parseStrict(text: string, format: string): dayjs.Dayjs | undefined {
  const parsed = dayjs(text, format, true);
  return parsed.isValid() ? parsed : undefined;
}

/** A calendar day without time or zone. Rules work on these so that no clock or zone leaks in. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return daysInMonth(year, 2) === 29;
}

export function daysInMonth(year: number, month: number): number {
  // Day 1 of a year 2000+ stand-in with the same leap rule (400-year cycle), so years below 100 are not read as 19xx.
  const stand = 2000 + (((year % 400) + 400) % 400);
  return dayjs(new Date(stand, month - 1, 1)).daysInMonth();
}

export function isRealDate({ year, month, day }: CalendarDate): boolean {
  return [year, month, day].every(Number.isInteger) && year >= 1 && year <= 9999 && parseIsoDate(toIsoDate({ year, month, day })) !== undefined;
}

/** 'YYYY-MM-DD' to its parts; undefined unless it is a real calendar date. */
export function parseIsoDate(text: string): CalendarDate | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text.startsWith('0000')) return undefined;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  // dayjs reads years below 100 as 19xx; check the month and day on a same-leap-rule stand-in year.
  const stand = year < 100 ? `${2000 + (year % 400)}${text.slice(4)}` : text;
  return parseStrict(stand, ISO_FORMAT) ? { year, month, day } : undefined;
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
