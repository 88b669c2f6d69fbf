import { parsePhoneNumberFromString } from 'libphonenumber-js';

export type PhoneCheck = { valid: true; digits: string } | { valid: false };

/**
 * A US phone number as a shopper may type it ('(212) 555-0123', '212-555-0123', '+1 212 555 0123'),
 * checked against the US numbering plan (area code and exchange) by libphonenumber-js.
 * `digits` is the 10-digit national number the API stores.
 */
export function validatePhone(value: string): PhoneCheck {
  const parsed = parsePhoneNumberFromString(value.trim(), 'US');
  if (!parsed || parsed.country !== 'US' || !parsed.isValid()) return { valid: false };
  return { valid: true, digits: String(parsed.nationalNumber) };
}

/** '(212) 555-0123' for a valid US number; the input unchanged when it is not one. */
export function formatPhone(value: string): string {
  const parsed = parsePhoneNumberFromString(value.trim(), 'US');
  if (!parsed || parsed.country !== 'US' || !parsed.isValid()) return value;
  return parsed.formatNational();
}
