/**
 * Sealing what a migration copied aside in clear (docs/decisions/0094, 0095): SQL has no data key,
 * so a migration that seals columns copies their clear values into a `*_legacy` table, and each
 * start (`openDatabaseFromEnv`, the mail worker, the command line tools) seals the copy into its
 * rows here: in batches, one transaction a batch that also deletes the batch's copy, then drops
 * the emptied table and rewrites the sealed tables' files so the dropped columns' old values leave
 * their pages. Servers starting together take turns (a transaction lock): the later one finds the
 * rows the first sealed gone. An interrupted run is finished by the next; once done it does nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';

/** Every copy is keyed by the sealed row's table and id. */
export type LegacyKey = { table_name: string; row_id: string };

export type LegacyCopy<Row extends LegacyKey> = {
  /** The copy's table (a fixed name, never user input). */
  table: string;
  /** The copy's columns, in the order `order by` sorts them first. */
  columns: readonly (keyof Row & string)[];
  /** Seals one row's clear values into its row, only while it still holds the migration's placeholder (a later save wins). */
  sealRow(tx: DbOrTx, row: Row): Promise<void>;
  /** The tables whose files are rewritten once the copy is gone. */
  vacuum: readonly string[];
};

async function readBatch<Row extends LegacyKey>(tx: DbOrTx, copy: LegacyCopy<Row>, limit: number): Promise<Row[] | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${copy.table}))`);
  const exists = await tx.execute<{ name: string | null }>(sql`select to_regclass(${copy.table})::text as name`);
  if (!exists.rows[0]?.name) return undefined;
  const columns = sql.raw(copy.columns.map((column) => `"${column}"`).join(', '));
  const rows = await tx.execute(sql`select ${columns} from ${sql.identifier(copy.table)} order by table_name, row_id limit ${limit}`);
  return rows.rows as Row[];
}

/** Seals the copy into its rows; undefined when there was no copy (the usual start), else how many rows were sealed. */
export async function sealLegacyCopy<Row extends LegacyKey>(
  db: Db,
  copy: LegacyCopy<Row>,
  { batchSize = 200 }: { batchSize?: number } = {},
): Promise<{ sealed: number } | undefined> {
  let sealed = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const batch = await readBatch(tx, copy, batchSize);
      if (!batch) return 'absent';
      if (batch.length === 0) {
        await tx.execute(sql`drop table ${sql.identifier(copy.table)}`);
        return 'dropped';
      }
      for (const row of batch) {
        await copy.sealRow(tx, row);
        await tx.execute(sql`delete from ${sql.identifier(copy.table)} where table_name = ${row.table_name} and row_id = ${row.row_id}`);
      }
      sealed += batch.length;
      return 'sealed';
    });
    if (step === 'absent') return undefined;
    if (step === 'dropped') break;
  }
  for (const table of copy.vacuum) await db.execute(sql`vacuum full ${sql.identifier(table)}`);
  return { sealed };
}
