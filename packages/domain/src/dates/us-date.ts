import { parseIsoDate, requireIsoDate } from './calendar';

/** 'YYYY-MM-DD' as the spec's 'mm/dd/yyyy'. Throws on a string that is not a real ISO date. */
export function formatUsDate(isoDate: string): string {
  requireIsoDate(isoDate);
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

/** 'mm/dd/yyyy' (exactly 10 characters) to 'YYYY-MM-DD'; undefined unless it is a real calendar date (strict dayjs parse). */
export function parseUsDate(text: string): string | undefined {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return undefined;
  const iso = `${text.slice(6)}-${text.slice(0, 2)}-${text.slice(3, 5)}`;
  return parseIsoDate(iso) ? iso : undefined;
}

/** The longest a typed date may be: 'mm/dd/yyyy'. */
export const US_DATE_LENGTH = 10;

/**
 * A date as people type or paste it, as 'mm/dd/yyyy'; undefined unless it is a real calendar date
 * (docs/decisions/0097). Read, parts in the order written (no digit is ever moved):
 * - month, day, year with '/', '-', '.' or spaces between ('6/5/2020', '06-15-2020', '06 15 2020');
 * - eight digits 'mmddyyyy';
 * - ISO 'yyyy-mm-dd' (a first part of four digits is a year).
 * '13/45/2030' is undefined, never another date.
 */
export function normalizeUsDate(text: string): string | undefined {
  const trimmed = text.trim();
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(trimmed);
  const us = /^(\d{1,2})\s*[-/. ]\s*(\d{1,2})\s*[-/. ]\s*(\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  const parts = iso ? { year: iso[1]!, month: iso[2]!, day: iso[3]! } : us ? { month: us[1]!, day: us[2]!, year: us[3]! } : undefined;
  if (!parts) return undefined;
  const normalized = `${parts.month.padStart(2, '0')}/${parts.day.padStart(2, '0')}/${parts.year}`;
  return parseUsDate(normalized) === undefined ? undefined : normalized;
}

const isMonth = (text: string) => Number(text) >= 1 && Number(text) <= 12;
const isDay = (text: string) => Number(text) >= 1 && Number(text) <= 31;

/**
 * A date field's text after one change (spec 001 §5: "slashes inserted"; docs/decisions/0097):
 * what was typed or pasted, except that
 * - a digit typed at the end straight after a two-digit month (01-12) or day (01-31) gets its slash
 *   first ('06' + '1' is '06/1', '06/15' + '2' is '06/15/2');
 * - a key that can be no part of a date (a letter) typed at the end does not take;
 * - a paste (more than one character at once) that reads as a date (`normalizeUsDate`) is shown
 *   as mm/dd/yyyy.
 * Nothing else changes: no digit is moved, dropped or reordered, so '13/45/2030' and '2027-03-01'
 * typed key by key stay as typed ('20' of '2027' is no month, so it gets no slash) for the field's
 * check to judge, and a change anywhere but the end is left alone (the caret stays where the
 * person put it).
 */
export function typeUsDate(previous: string, next: string): string {
  if (next.length > previous.length + 1) return normalizeUsDate(next) ?? next;
  if (next.length !== previous.length + 1 || !next.startsWith(previous)) return next;
  const key = next.slice(-1);
  if (!/[\d/\-. ]/.test(key)) return previous;
  if (!/\d/.test(key)) return next;
  const isAfterMonth = /^\d{2}$/.test(previous) && isMonth(previous);
  const isAfterDay = /^\d{2}\/\d{2}$/.test(previous) && isDay(previous.slice(3));
  return isAfterMonth || isAfterDay ? `${previous}/${key}` : next;
}
