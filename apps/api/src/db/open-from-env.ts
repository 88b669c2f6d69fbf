import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Env } from '../env';
import { connectDatabase, migrateSchema, pendingMigrations, pgliteDirFor, type Database, type DatabaseTimeouts, type Db } from './client';
import { seedDemoStore } from './seed/seed-demo-store';
import { hasSeedRun, REFERENCE_SEED_NAME, seedReferenceData } from './seed/seed-reference-data';
import { DEMO_SEED_NAME } from './seed/demo-ids';
import { cleanStoredText } from './seed/clean-stored-text';
import { sealLegacyOutbox } from '../mail/outbox';
import { sealMigrationCopies } from './seal-migration-copies';
import { createDataCipher } from '../lib/data-cipher';
import { hashPassword } from '../lib/password';
import { StartRefusal } from '../lib/start-refusal';
import { checkDataKey } from '../data-key/key-check';
import { secureDataDir } from '../data-dir';

export type OpenOptions = PrepareOptions & {
  /** The server's database limits (DB_STATEMENT_TIMEOUT_MS...); a command-line tool runs without. Default true. */
  withTimeouts?: boolean;
};

export type PrepareOptions = {
  /** Where the start's progress goes (a production server waiting for `npm run migrate`); standard error by default. */
  log?: (line: string) => void;
  /** Outside production, the demo store is seeded once (a server's start); a command-line tool leaves it out. Default true. */
  withDemo?: boolean;
};

/** Opens the configured database for a server, a mail worker or a command-line tool, prepared by `prepareDatabase`. */
export async function openDatabaseFromEnv(env: Env, { withTimeouts = true, ...options }: OpenOptions = {}): Promise<Database> {
  const database = await connectFromEnv(env, withTimeouts ? databaseTimeouts(env) : undefined);
  try {
    await prepareDatabase(database, env, options);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * Makes an opened database ready for this process (docs/decisions/0106). Outside production it
 * brings the store up to date first (`migrateStore`, with the demo store for a server); in
 * production it changes no schema and seeds nothing: it waits for `npm run migrate` while the
 * schema is behind (PostgreSQL, at most MIGRATE_WAIT_SECONDS) or refuses to start (`StartRefusal`),
 * and refuses a data key that does not open the database's sealed values.
 */
export async function prepareDatabase(
  database: Database,
  env: Env,
  { log = (line) => console.error(line), withDemo = true }: PrepareOptions = {},
): Promise<void> {
  if (env.NODE_ENV !== 'production') {
    await migrateStore(database, env, { withDemo });
    return;
  }
  await awaitMigratedStore(database, env.MIGRATE_WAIT_SECONDS, log);
  await checkEnvDataKey(database.db, env);
}

/** Refuses (`StartRefusal`) when the settings' data key does not open the database's sealed values. */
export const checkEnvDataKey = (db: Db, env: Env): Promise<void> => checkDataKey(db, createDataCipher(env.dataKeys), keyIdsOf(env));

/** Opens the configured database as it is (no migration), its data folder kept the owner's only. */
export async function connectFromEnv(env: Env, timeouts?: DatabaseTimeouts): Promise<Database> {
  // The data folder 0700 and its files 0600, also when an older version or a copy left them open
  // (with PostgreSQL it holds at most a key file).
  if (!env.DATABASE_URL || existsSync(env.DATA_DIR)) secureDataDir(env.DATA_DIR);
  const database = await connectDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL, ...(timeouts ? { timeouts } : {}) } : { pgliteDir: pgliteDirFor(env.DATA_DIR) },
  );
  if (database.kind === 'pglite') secureDataDir(env.DATA_DIR);
  return database;
}

/**
 * Brings the store up to date, all under the migration lock so that processes starting together on
 * a new database take turns (docs/decisions/0106): the schema's migrations, the data key's check
 * (sealed on a new database, refused when the key does not fit), the reference data, the one-time
 * passes over older rows (cleaning stored HTML, sealing older e-mails and contact data), and the
 * demo store when asked. `npm run migrate` and every start outside production run it.
 */
export async function migrateStore(database: Database, env: Env, { withDemo }: { withDemo: boolean }): Promise<MigrateReport> {
  const cipher = createDataCipher(env.dataKeys);
  return database.withMigrationLock(async () => {
    const migrations = await pendingMigrations(database);
    await migrateSchema(database);
    await checkDataKey(database.db, cipher, keyIdsOf(env));
    const reference = await seedReferenceData(database.db);
    await cleanStoredText(database.db);
    await sealLegacyOutbox(database.db, cipher);
    await sealMigrationCopies(database.db, cipher);
    const demo = withDemo ? await seedDemoStore({ db: database.db, cipher, hashPassword }) : { applied: false };
    return { migrations, referenceSeeded: reference.applied, demoSeeded: demo.applied };
  });
}

/** What `migrateStore` did: migrations applied, and whether it seeded the reference data and the demo store just now. */
export type MigrateReport = { migrations: number; referenceSeeded: boolean; demoSeeded: boolean };

const keyIdsOf = (env: Env) => [...env.dataKeys.keys.keys()];

/** What this version still has to do to the database: migrations to apply, and whether its reference data is missing. */
async function storeBacklog(database: Database): Promise<{ migrations: number; needsReference: boolean }> {
  const migrations = await pendingMigrations(database);
  if (migrations > 0) return { migrations, needsReference: true };
  return { migrations, needsReference: !(await hasSeedRun(database.db, REFERENCE_SEED_NAME)) };
}

/**
 * A production start: the store must have been brought up to date by `npm run migrate`. On
 * PostgreSQL a migration may be running in another process: wait for it, checking every second,
 * up to `waitSeconds`. PGlite is this process's alone, so nothing else can migrate it meanwhile.
 */
async function awaitMigratedStore(database: Database, waitSeconds: number, log: (line: string) => void): Promise<void> {
  const deadline = Date.now() + (database.kind === 'postgres' ? waitSeconds * 1000 : 0);
  for (let isFirst = true; ; isFirst = false) {
    const backlog = await storeBacklog(database);
    if (backlog.migrations === 0 && !backlog.needsReference) return;
    const behind =
      backlog.migrations > 0
        ? `The database's schema is behind this version of the store (${backlog.migrations} migrations to apply)`
        : "The database has not been prepared by this version's `npm run migrate` (its reference data is missing)";
    if (Date.now() >= deadline)
      throw new StartRefusal(
        `${behind}. With NODE_ENV=production a server never migrates: run \`npm run migrate\` with the servers' settings ` +
          '(DATABASE_URL, and DATA_KEY or DATA_KEY_FILE), then start the servers (docs/operations.md "Upgrading").',
      );
    if (isFirst) log(`${behind}: waiting up to ${waitSeconds} s for \`npm run migrate\` (MIGRATE_WAIT_SECONDS).`);
    await sleep(1000);
  }
}

/** What the server says at start about the database, one line each: in production, a database that holds the demo store. */
export async function databaseWarnings(database: Database, env: Pick<Env, 'NODE_ENV'>): Promise<string[]> {
  if (env.NODE_ENV !== 'production') return [];
  return !(await hasSeedRun(database.db, DEMO_SEED_NAME))
    ? []
    : [
        'This database holds the demo store (seeded by an earlier version or a start outside production): its reps, groups, ' +
          'members and staff sign-ins with published passwords are live. Start production on a new database (docs/operations.md "First day").',
      ];
}

/** The server's database limits from its settings (docs/operations.md "Overload and timeouts"). */
export function databaseTimeouts(env: Env): DatabaseTimeouts {
  return { statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS, poolWaitMs: env.DB_POOL_WAIT_MS };
}
