/**
 * How the operator commands (`audit`, `data-key`, `catalog`...) open the store's database: the same settings as
 * the server (DATABASE_URL, or the embedded PGlite database in DATA_DIR), and never the embedded database while a
 * running server holds it (one process at a time; a second one would damage its files).
 */
import type { Env } from '../env';
import { secureDataDir } from '../data-dir';
import { openDatabase, pgliteDirFor, type Database } from './client';
import { pgliteIsOpen } from './pglite-lock';

/** Why a command may not open the configured database now, or undefined when it may. */
export function databaseBusyReason(env: Env): string | undefined {
  if (env.DATABASE_URL) return undefined;
  const dir = pgliteDirFor(env.DATA_DIR);
  if (!pgliteIsOpen(dir)) return undefined;
  return (
    `The embedded database in ${dir} is open in a running server. Stop the server first ` +
    '(Ctrl+C where `npm start` runs; also a running mail worker), then run this command again: only one process may open it. ' +
    'If no server is running, the last one did not stop cleanly: start it and stop it with Ctrl+C once.'
  );
}

/** Opens (and migrates) the configured database for a command; call `databaseBusyReason` first. */
export async function openCommandDatabase(env: Env): Promise<Database> {
  if (!env.DATABASE_URL) secureDataDir(env.DATA_DIR);
  return openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: pgliteDirFor(env.DATA_DIR) });
}
