import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

type Rows = { rows: Record<string, unknown>[] };

/**
 * A cheap fingerprint of every table the app writes: its row count and, where it has one, its
 * latest `updated_at` (a changed row moves it). Tables in `ignored` are left out (those a refusal
 * writes on purpose, e.g. the abuse counters that count refused attempts).
 */
export async function fingerprinter(db: Db, ignored: readonly string[]): Promise<() => Promise<string>> {
  const tables = (
    (await db.execute(sql`
    select c.table_name as name, bool_or(c.column_name = 'updated_at') as has_updated
    from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    group by c.table_name order by c.table_name`)) as unknown as Rows
  ).rows.filter((row) => !ignored.includes(String(row.name)));
  const query = tables
    .map(
      (row) =>
        `select '${String(row.name)}' as name, count(*)::text as n, ${row.has_updated ? 'max(updated_at)::text' : "''"} as u from "${String(row.name)}"`,
    )
    .join(' union all ');
  return async () => {
    const { rows } = (await db.execute(sql.raw(query))) as unknown as Rows;
    return rows.map((row) => `${String(row.name)} ${String(row.n)} ${String(row.u ?? '')}`).join('\n');
  };
}
