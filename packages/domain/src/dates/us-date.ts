import { isRealDate, requireIsoDate, toIsoDate } from './calendar';

/** 'YYYY-MM-DD' as the spec's 'mm/dd/yyyy'. Throws on a string that is not a real ISO date. */
export function formatUsDate(isoDate: string): string {
  const { year, month, day } = requireIsoDate(isoDate);
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** 'mm/dd/yyyy' (exactly 10 characters) to 'YYYY-MM-DD'; undefined unless it is a real calendar date. */
export function parseUsDate(text: string): string | undefined {
  const match = US_DATE.exec(text);
  if (!match) return undefined;
  const date = { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) };
  return isRealDate(date) ? toIsoDate(date) : undefined;
}

/** The longest a typed date may be: 'mm/dd/yyyy'. */
export const US_DATE_LENGTH = 10;

/**
 * Formats a date as it is typed (spec 000 §5, spec 001 §5): non-digits are dropped (so '12-01'
 * becomes '12/01'), slashes are inserted, at most 8 digits / 10 characters are kept.
 * Month and day are held to 1-12 and 1-31 as typed: a first month digit above 1 becomes '0d'
 * ('5' -> '05'), a first day digit above 3 becomes '0d', '00' becomes '01', and a two-digit
 * value over the limit is capped (13 -> 12, 35 -> 31). A slash is only inserted once the next
 * part has begun, so deleting backwards never gets stuck on a slash the formatter re-adds.
 */
export function autoFormatDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  let rest = digits;
  const month = takePart(rest, 12, '1');
  rest = rest.slice(month.consumed);
  const day = takePart(rest, 31, '3');
  rest = rest.slice(day.consumed);
  const year = rest.slice(0, 4);
  return [month.text, day.text, year].filter((part) => part !== '').join('/');
}

/** Reads one two-digit part (month or day) from the start of the typed digits. */
function takePart(digits: string, max: number, highestFirstDigit: string): { text: string; consumed: number } {
  const first = digits.charAt(0);
  if (first === '') return { text: '', consumed: 0 };
  if (first > highestFirstDigit) return { text: `0${first}`, consumed: 1 };
  const second = digits.charAt(1);
  if (second === '') return { text: first, consumed: 1 };
  const value = Number(first + second);
  if (value === 0) return { text: '01', consumed: 2 };
  if (value > max) return { text: String(max), consumed: 2 };
  return { text: first + second, consumed: 2 };
}
