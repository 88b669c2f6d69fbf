/**
 * How a command line tool (`npm run audit`, `data-key`, `carriers`, `catalog`) opens the store's database
 * with the server's settings: PostgreSQL while the servers keep running, or the embedded PGlite
 * database, which one process opens at a time, so never while a server or mail worker holds it.
 */
import type { Env } from '../env';
import { pgliteDirFor, type Database } from './client';
import { openDatabaseFromEnv } from './open-from-env';
import { pgliteExists, pgliteIsOpen } from './pglite-lock';
import { StartRefusal } from '../lib/start-refusal';

/** Why the embedded database may not be opened now: a running server holds it (undefined with PostgreSQL, or when it is free). */
export function databaseBusyReason(env: Env): string | undefined {
  if (env.DATABASE_URL) return undefined;
  const dir = pgliteDirFor(env.DATA_DIR);
  if (!pgliteIsOpen(dir)) return undefined;
  return (
    `The embedded database in ${dir} is open in a running server. Stop the server first ` +
    '(Ctrl+C where `npm start` runs; a mail worker too), then run this again: only one process may open it. ' +
    'If no server is running, the last one did not stop cleanly: start it and stop it with Ctrl+C once.'
  );
}

/**
 * Why a command that reads an existing store may not open the configured database now (in words
 * for the operator), or undefined. (`catalog import` may also create a store: it asks only `databaseBusyReason`.)
 */
export function commandDatabaseRefusal(env: Env): string | undefined {
  if (env.DATABASE_URL) return undefined;
  const dir = pgliteDirFor(env.DATA_DIR);
  if (!pgliteExists(dir)) return `There is no database in ${dir} yet (set DATA_DIR or DATABASE_URL to the store's).`;
  return databaseBusyReason(env);
}

/**
 * Opens the configured database as a server does, without its statement timeout (tools run long)
 * and without the demo store: outside production brought up to date as `npm run migrate` does (a
 * tool may be the first to open an upgraded store), in production only once `npm run migrate` has
 * (docs/decisions/0106); a data key that does not fit is refused (`StartRefusal`). Call
 * `commandDatabaseRefusal` first.
 */
export function openCommandDatabase(env: Env): Promise<Database> {
  return openDatabaseFromEnv(env, { withDemo: false, withTimeouts: false });
}

/** Runs `work` on the configured database and closes it; or prints why it may not be opened now and answers exit code 1. */
export async function withCommandDatabase(
  env: Env,
  print: (line: string) => void,
  work: (database: Database) => Promise<number>,
): Promise<number> {
  const refusal = commandDatabaseRefusal(env);
  if (refusal) {
    print(refusal);
    return 1;
  }
  const database = await orPrintRefusal(() => openCommandDatabase(env), print);
  if (!database) return 1;
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** What `open` answers, or undefined once it printed why this store may not be opened with these settings (`StartRefusal`). */
export async function orPrintRefusal<T>(open: () => Promise<T>, print: (line: string) => void): Promise<T | undefined> {
  try {
    return await open();
  } catch (error) {
    if (!(error instanceof StartRefusal)) throw error;
    print(error.message);
    return undefined;
  }
}
