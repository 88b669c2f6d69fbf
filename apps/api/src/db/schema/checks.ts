import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Codes are letters, digits, `_` and `-`: nothing that needs quoting inside SQL. */
const CODE = /^[A-Za-z0-9_-]+$/;

/**
 * `column IN ('a', 'b', ...)` for a CHECK constraint, from one of the domain's value lists, so the
 * table refuses what the zod enum refuses (docs/decisions/0027). Changing the list makes
 * drizzle-kit write a migration that replaces the constraint.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const bad = values.find((value) => !CODE.test(value));
  if (bad !== undefined) throw new Error(`isOneOf: ${JSON.stringify(bad)} is not a code`);
  return sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}
