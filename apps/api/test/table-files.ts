import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/** The files of `tables` (their heap, TOAST and index files), relative to PGlite's data folder: what an at-rest test reads. */
export async function tableFiles(db: Db, tables: readonly string[]): Promise<string[]> {
  const result = await db.execute<{ path: string | null }>(sql`
    select pg_relation_filepath(c.oid) as path from pg_class c
    where c.oid in (select oid from pg_class where relname in ${tables}
                    union select reltoastrelid from pg_class where relname in ${tables} and reltoastrelid <> 0
                    union select indexrelid from pg_index where indrelid in (select oid from pg_class where relname in ${tables}))`);
  return result.rows.flatMap((r) => (r.path ? [r.path] : []));
}
