/**
 * Personal numbers as people type or paste them, read into the digits the API stores
 * (docs/decisions/0097). A normaliser answers undefined for text it cannot read; it never
 * drops or moves a digit to make a number fit, so what it cannot read is refused as typed.
 */

/** '521-84-7306', '521 84 7306' or '521847306' as '521847306'; the digits in groups of 3, 2 and 4, each separator a dash or a space. */
export function normalizeSsn(text: string): string | undefined {
  const parts = /^(\d{3})[- ]?(\d{2})[- ]?(\d{4})$/.exec(text.trim());
  return parts ? `${parts[1]}${parts[2]}${parts[3]}` : undefined;
}

/** '521847306' as '521-84-7306', how an SSN field shows it; other text unchanged. */
export function formatSsn(digits: string): string {
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;
}

/**
 * A US phone number as its 10 digits: '(214) 555-0199', '214-555-0199', '214.555.0199',
 * '+1 214 555 0199', '1 214 555 0199' and '2145550199' all read as '2145550199'. Only digits,
 * spaces, dashes, dots, parentheses and a leading '+1' are read; 10 digits, or 11 starting with
 * the country code 1.
 */
export function normalizePhone(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^(\+1)?[\d\s().-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 10 && !trimmed.startsWith('+')) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return undefined;
}

/** '2145550199' as '(214) 555-0199', how a phone field shows it; other text unchanged. */
export function formatPhoneDigits(digits: string): string {
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}
