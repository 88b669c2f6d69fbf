import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
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

export type Database = {
  db: Db;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's pool now (the metrics' `db_pool_connections`); PGlite has no pool. */
  poolUse?: () => { total: number; idle: number; waiting: number; max: number };
  /**
   * Runs `work` holding the store's migration lock (docs/decisions/0106): on PostgreSQL a session
   * advisory lock, so that processes starting together migrate and seed one after the other; PGlite
   * is one process's only, so there `work` simply runs.
   */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock key every process migrates under (`pg_advisory_lock`): any fixed number the store uses for nothing else. */
export const MIGRATION_LOCK_KEY = 7_301_106;

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

/** Opens the database and brings its schema up to date (under the migration lock). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await connectDatabase(options);
  await database.withMigrationLock(() => migrateSchema(database));
  return database;
}

/** Opens the database as it is: no migration (a production server checks the schema instead, docs/decisions/0106). */
export async function connectDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const { statementTimeoutMs, poolWaitMs } = options.timeouts ?? NO_DATABASE_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      statement_timeout: statementTimeoutMs,
      connectionTimeoutMillis: poolWaitMs,
    });
    const db = withBeforeCommit(drizzlePg(pool, { schema, logger: writeWatchLogger }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      withMigrationLock: (work) => underAdvisoryLock(pool, work),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true, mode: 0o700 });
  const client = new PGlite(options.pgliteDir ?? 'memory://', options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
  // Durability (docs/decisions/0061): each commit's WAL is written to the file before the commit
  // answers, so a killed process loses nothing acknowledged. PGlite cannot fsync (its file system
  // layer has no fsync; it starts with fsync off): a power loss or kernel crash may lose recent
  // commits; PostgreSQL is the database for that (docs/operations.md "Durability").
  await client.exec('SET synchronous_commit TO on');
  const db = withBeforeCommit(drizzlePglite(client, { schema, logger: writeWatchLogger }));
  return { db, kind: 'pglite', close: () => client.close(), withMigrationLock: (work) => work() };
}

/**
 * Holds the migration lock on a connection of its own while `work` runs on the pool. The wait for
 * the lock has no statement timeout (another process may be seeding a new database), and the
 * connection is closed afterwards rather than handed back with that setting.
 */
async function underAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  let isLocked = false;
  try {
    await holder.query('set statement_timeout = 0');
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    isLocked = true;
    return await work();
  } finally {
    if (isLocked) await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    holder.release(true);
  }
}

/** Applies this version's migrations the database has not had yet; call it under `withMigrationLock`. */
export async function migrateSchema(database: Database): Promise<void> {
  if (database.kind === 'postgres') await migratePg(database.db as never, { migrationsFolder });
  else await migratePglite(database.db, { migrationsFolder });
}

/** This version's migrations, read once: the folder is part of the release, and readiness asks every few seconds. */
let migrationsOfVersion: { folderMillis: number }[] | undefined;
const versionMigrations = () => (migrationsOfVersion ??= readMigrationFiles({ migrationsFolder }));

/**
 * How many of this version's migrations the database lacks (all of them on an empty database),
 * by drizzle's own rule: a migration is applied when the last one recorded is not older.
 */
export async function pendingMigrations(database: Pick<Database, 'db'>): Promise<number> {
  const migrations = versionMigrations();
  const { rows } = await database.db.execute<{ exists: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!rows[0]?.exists) return migrations.length;
  const { rows: last } = await database.db.execute<{ created_at: string | number | null }>(
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  const lastApplied = Number(last[0]?.created_at ?? 0);
  return migrations.filter((migration) => migration.folderMillis > lastApplied).length;
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
