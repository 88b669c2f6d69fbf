import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { writeWatchLogger } from './write-watch';
import { withBeforeCommit } from './before-commit';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction handle: repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether the handle is a transaction's (drizzle's transactions can roll back; the database handle cannot). */
export function isTransaction(db: DbOrTx): boolean {
  return 'rollback' in db;
}

export type Database = { db: Db; close(): Promise<void>; kind: 'pglite' | 'postgres' };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PostgreSQL limits (docs/decisions/0057); PGlite runs statements on this thread and cannot cancel one. */
export type DatabaseTimeouts = {
  /** A statement running longer is cancelled by the server (statement_timeout); 0: never. */
  statementTimeoutMs: number;
  /** Longest wait for a pooled connection, or to open one; 0: no limit. */
  poolWaitMs: number;
};

export const NO_DATABASE_TIMEOUTS: DatabaseTimeouts = { statementTimeoutMs: 0, poolWaitMs: 0 };

export type DatabaseOptions =
  /** PostgreSQL server. */
  | { url: string; timeouts?: DatabaseTimeouts }
  /** PGlite in `dir`, or in memory when `dir` is undefined (starting from a `dumpDataDir` dump when given). */
  | { pgliteDir?: string; pgliteDump?: Blob };

/** Opens the database and applies migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const { statementTimeoutMs, poolWaitMs } = options.timeouts ?? NO_DATABASE_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      statement_timeout: statementTimeoutMs,
      connectionTimeoutMillis: poolWaitMs,
    });
    const db = withBeforeCommit(drizzlePg(pool, { schema, logger: writeWatchLogger }) as unknown as Db);
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true, mode: 0o700 });
  const client = new PGlite(options.pgliteDir ?? 'memory://', options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
  // Durability (docs/decisions/0061): each commit's WAL is written to the file before the commit
  // answers, so a killed process loses nothing acknowledged. PGlite cannot fsync (its file system
  // layer has no fsync; it starts with fsync off): a power loss or kernel crash may lose recent
  // commits; PostgreSQL is the database for that (docs/operations.md "Durability").
  await client.exec('SET synchronous_commit TO on');
  const db = withBeforeCommit(drizzlePglite(client, { schema, logger: writeWatchLogger }));
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
