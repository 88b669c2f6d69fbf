import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * `count` ids of a table's serial `id`, drawn from its sequence before the rows are written, so
 * that each row's sealed values can be bound to it (docs/decisions/0047).
 */
export async function drawSerialIds(tx: DbOrTx, table: 'member_beneficiaries' | 'member_dependents', count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return result.rows.map((row) => Number(row.id));
}
