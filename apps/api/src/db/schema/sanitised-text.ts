import { customType } from 'drizzle-orm/pg-core';
import { sanitizeHtml, sanitizeUrlValue } from '../../lib/sanitize';

/**
 * `text` holding server HTML (plan texts, rep bios, group about texts), sanitised as it is written:
 * every insert and update through the app cleans it once, so reads answer it as stored
 * (docs/decisions/0050).
 */
export const serverHtml = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => sanitizeHtml(value),
});

/** `text` holding an address the web links to or shows (logos, pictures, site settings): no `javascript:` or `data:`. */
export const safeUrlText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => sanitizeUrlValue(value),
});
