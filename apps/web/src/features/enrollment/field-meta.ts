import type { FormField } from '@benefit-store/domain';

/** Server field metadata by field name: a field the server does not list is not shown (spec 001 §2). */
export function metaByName(fields: readonly FormField[]): Partial<Record<string, FormField>> {
  return Object.fromEntries(fields.map((field) => [field.field_name, field]));
}
