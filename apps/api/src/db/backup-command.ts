/**
 * `npm run backup -- --to <file>` and `npm run restore -- --from <file> [--replace]` for the
 * embedded PGlite database (docs/operations.md "Backup and restore"). A backup is PGlite's own dump
 * of its data folder (a .tar.gz), taken while no server holds the database, so it is consistent.
 * The data key is never in it. PostgreSQL is backed up with PostgreSQL's own tools (the runbook).
 */
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Env } from '../env';
import { connectDatabase, pgliteDirFor } from './client';
import { commandDatabaseRefusal, databaseBusyReason, orPrintRefusal } from './command-database';
import { pgliteExists } from './pglite-lock';
import { checkEnvDataKey } from './open-from-env';

type Print = (line: string) => void;

export const BACKUP_USAGE = `Usage: npm run backup -- --to <file>
  copies the embedded database of DATA_DIR to <file> (.tar.gz) while no server holds it; the data key is not in the copy`;
export const RESTORE_USAGE = `Usage: npm run restore -- --from <file> [--replace]
  puts a backup in place of the embedded database of DATA_DIR (--replace when one is there: it is kept aside, not deleted)`;

const POSTGRES_RUNBOOK =
  'With PostgreSQL (DATABASE_URL), back up and restore with its own tools: pg_dump -Fc and pg_restore, or a base backup ' +
  'with WAL archiving for a point in time (docs/operations.md "Backup and restore").';
const KEEP_THE_KEY_APART =
  'The data key is not in the backup, and the backup cannot be read without it: keep DATA_KEY or the key file ' +
  '(DATA_DIR/data.key) in a different place from the backups.';

/** The command's path (`--to` for a backup, `--from` for a restore, which also takes `--replace`), or undefined for anything else. */
function pathOption(args: readonly string[], name: 'to' | 'from'): { path: string; replace: boolean } | undefined {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { to: { type: 'string' }, from: { type: 'string' }, replace: { type: 'boolean', default: false } },
    });
    const path = values[name];
    const other = name === 'to' ? values.from !== undefined || values.replace : values.to !== undefined;
    return path !== undefined && !other && positionals.length === 0 ? { path, replace: values.replace } : undefined;
  } catch {
    return undefined;
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs `npm run backup`; answers the exit code. */
export async function runBackupCommand(args: readonly string[], env: Env, print: Print): Promise<number> {
  const parsed = pathOption(args, 'to');
  if (!parsed) {
    print(BACKUP_USAGE);
    return 2;
  }
  if (env.DATABASE_URL) {
    print(POSTGRES_RUNBOOK);
    return 1;
  }
  const refusal = commandDatabaseRefusal(env);
  if (refusal) {
    print(refusal);
    return 1;
  }
  if (existsSync(parsed.path)) {
    print(`${parsed.path} exists already: name a new file, so that no backup is overwritten.`);
    return 1;
  }
  const database = await connectDatabase({ pgliteDir: pgliteDirFor(env.DATA_DIR) });
  try {
    const dump = await database.db.$client.dumpDataDir('gzip');
    // The owner's only, and never over an existing file.
    writeFileSync(parsed.path, Buffer.from(await dump.arrayBuffer()), { mode: 0o600, flag: 'wx' });
  } finally {
    await database.close();
  }
  print(`Backed up the embedded database (${megabytes(statSync(parsed.path).size)}) to ${parsed.path}.`);
  print(KEEP_THE_KEY_APART);
  return 0;
}

/** Runs `npm run restore`; answers the exit code. The restored store must open with this process's data key. */
export async function runRestoreCommand(
  args: readonly string[],
  env: Env,
  print: Print,
  now: () => Date = () => new Date(),
): Promise<number> {
  const parsed = pathOption(args, 'from');
  if (!parsed) {
    print(RESTORE_USAGE);
    return 2;
  }
  if (env.DATABASE_URL) {
    print(POSTGRES_RUNBOOK);
    return 1;
  }
  if (!existsSync(parsed.path)) {
    print(`There is no backup at ${parsed.path}.`);
    return 1;
  }
  const busy = databaseBusyReason(env);
  if (busy) {
    print(busy);
    return 1;
  }
  const dir = pgliteDirFor(env.DATA_DIR);
  let keptAside: string | undefined;
  if (pgliteExists(dir)) {
    if (!parsed.replace) {
      print(`There is a database in ${dir} already. Add --replace to put the backup in its place (it is kept aside, not deleted).`);
      return 1;
    }
    keptAside = `${dir}.before-restore-${now().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, keptAside);
  }
  const database = await connectDatabase({ pgliteDir: dir, pgliteDump: new Blob([readFileSync(parsed.path)]) });
  try {
    const fits = await orPrintRefusal(async () => {
      await checkEnvDataKey(database.db, env);
      return true;
    }, print);
    if (!fits) {
      print('The backup is restored, but this data key does not open it: set the key it was made with before starting a server.');
      return 1;
    }
  } finally {
    await database.close();
  }
  print(`Restored ${parsed.path} into ${dir}${keptAside ? `; the database that was there is kept in ${keptAside}` : ''}.`);
  return 0;
}
