import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/** The transaction every seed module writes through. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts many rows in statements of at most `chunkSize` rows (keeps parameter counts low). */
export async function insertInChunks<T extends PgTable>(tx: SeedTx, table: T, rows: T['$inferInsert'][], chunkSize = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    await tx.insert(table).values(rows.slice(i, i + chunkSize) as never);
  }
}

/** Moves a serial column's sequence past explicitly inserted ids. */
export async function syncSerial(tx: SeedTx, table: string, column = 'id'): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 1))`,
  );
}

/** Next confirmation number from the `policy_numbers` sequence. */
export async function nextPolicyNumber(tx: SeedTx): Promise<number> {
  const result = await tx.execute<{ id: string | number }>(sql`select nextval('policy_numbers') as id`);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('policy_numbers returned no value');
  return Number(id);
}
