/**
 * `npm run backup -- --to <file>` and `npm run restore -- --from <file> [--replace]` for the
 * embedded PGlite database (docs/operations.md "Backup and restore"). A backup is PGlite's own dump
 * of its data folder (a .tar.gz), taken while no server holds the database, so it is consistent.
 * The data key is never in it. PostgreSQL is backed up with PostgreSQL's own tools (the runbook).
 */
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import type { Env } from '../env';
import { createDataCipher } from '../lib/data-cipher';
import { checkDataKey } from '../data-key/key-check';
import { connectDatabase, pgliteDirFor } from './client';
import { commandDatabaseRefusal, databaseBusyReason, orPrintRefusal } from './command-database';
import { pgliteExists } from './pglite-lock';

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

/** The value after `name` in the arguments, when the arguments are exactly the ones allowed. */
function option(args: readonly string[], name: string, flags: readonly string[] = []): { value?: string; flags: Set<string> } | undefined {
  const at = args.indexOf(name);
  const value = at >= 0 ? args[at + 1] : undefined;
  const rest = args.filter((_, i) => i !== at && i !== at + 1);
  if (!value || value.startsWith('--') || rest.some((arg) => !flags.includes(arg))) return undefined;
  return { value, flags: new Set(rest) };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs `npm run backup`; answers the exit code. */
export async function runBackupCommand(args: readonly string[], env: Env, print: Print): Promise<number> {
  const parsed = option(args, '--to');
  if (!parsed?.value) {
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
  if (existsSync(parsed.value)) {
    print(`${parsed.value} exists already: name a new file, so that no backup is overwritten.`);
    return 1;
  }
  const database = await connectDatabase({ pgliteDir: pgliteDirFor(env.DATA_DIR) });
  try {
    const dump = await database.db.$client.dumpDataDir('gzip');
    // The owner's only, and never over an existing file.
    writeFileSync(parsed.value, Buffer.from(await dump.arrayBuffer()), { mode: 0o600, flag: 'wx' });
  } finally {
    await database.close();
  }
  print(`Backed up the embedded database (${megabytes(statSync(parsed.value).size)}) to ${parsed.value}.`);
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
  const parsed = option(args, '--from', ['--replace']);
  if (!parsed?.value) {
    print(RESTORE_USAGE);
    return 2;
  }
  if (env.DATABASE_URL) {
    print(POSTGRES_RUNBOOK);
    return 1;
  }
  if (!existsSync(parsed.value)) {
    print(`There is no backup at ${parsed.value}.`);
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
    if (!parsed.flags.has('--replace')) {
      print(`There is a database in ${dir} already. Add --replace to put the backup in its place (it is kept aside, not deleted).`);
      return 1;
    }
    keptAside = `${dir}.before-restore-${now().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, keptAside);
  }
  const database = await connectDatabase({ pgliteDir: dir, pgliteDump: new Blob([readFileSync(parsed.value)]) });
  try {
    const fits = await orPrintRefusal(async () => {
      await checkDataKey(database.db, createDataCipher(env.dataKeys), [...env.dataKeys.keys.keys()]);
      return true;
    }, print);
    if (!fits) {
      print('The backup is restored, but this data key does not open it: set the key it was made with before starting a server.');
      return 1;
    }
  } finally {
    await database.close();
  }
  print(`Restored ${parsed.value} into ${dir}${keptAside ? `; the database that was there is kept in ${keptAside}` : ''}.`);
  return 0;
}
