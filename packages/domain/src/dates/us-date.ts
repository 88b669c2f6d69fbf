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

/** Month and day as the spec holds them (000 §5): month 1-12, day 1-31. */
const DATE_PARTS = [
  { max: 12, highestFirstDigit: '1' },
  { max: 31, highestFirstDigit: '3' },
] as const;

/**
 * Formats a date as it is typed (spec 000 §5, 001 §5: slashes inserted, non-digits removed,
 * month 1-12, day 1-31, at most 10 characters). Digits are read in order and never moved into
 * another part (docs/decisions/0042):
 * - a digit that would put the month outside 1-12 or the day outside 1-31 is refused, and
 *   nothing typed after it is read ('13' stays '1'; '13452010' is '1', never '12/04/5201');
 * - a first digit that cannot begin a two-digit month (2-9) or day (4-9) is that month or day
 *   ('5' is '05');
 * - a separator typed after a one-digit month or day ends it ('1/5/1990' is '01/05/1990'); other
 *   non-digits are dropped;
 * - a slash is only inserted once the next part has begun, so deleting backwards never gets
 *   stuck on a slash the formatter re-adds.
 */
export function autoFormatDateInput(raw: string): string {
  const parts = [''];
  for (const char of raw) {
    const index = parts.length - 1;
    const part = parts[index] ?? '';
    const limits = DATE_PARTS[index];
    if (!/\d/.test(char)) {
      if (limits && part.length === 1 && part !== '0') parts.splice(index, 1, `0${part}`, '');
      continue;
    }
    if (!limits) {
      if (part.length === 4) break;
      parts[index] = part + char;
    } else if (part === '') {
      if (char > limits.highestFirstDigit) parts.splice(index, 1, `0${char}`, '');
      else parts[index] = char;
    } else {
      const value = Number(part + char);
      if (value < 1 || value > limits.max) break;
      parts.splice(index, 1, part + char, '');
    }
  }
  return parts.filter((part) => part !== '').join('/');
}
