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
