/** A calendar day without time or zone. Rules work on these so that no clock or zone leaks in. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isRealDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    year >= 1 &&
    year <= 9999 &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' to its parts; undefined unless it is a real calendar date. */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : undefined;
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

/** Adds whole days to an ISO date (negative to go back). UTC arithmetic, so no DST surprises. */
export function addDays(isoDate: string, days: number): string {
  const { year, month, day } = requireIsoDate(isoDate);
  const moment = new Date(0);
  moment.setUTCFullYear(year, month - 1, day + days);
  return toIsoDate({ year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() });
}
