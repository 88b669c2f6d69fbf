import { existsSync } from 'node:fs';
import type { Env } from '../env';
import { openDatabase, pgliteDirFor, type Database, type DatabaseTimeouts } from './client';
import { seedDemoStore } from './seed/seed-demo-store';
import { cleanStoredText } from './seed/clean-stored-text';
import { sealLegacyOutbox } from '../mail/outbox';
import { sealMigrationCopies } from './seal-migration-copies';
import { createDataCipher } from '../lib/data-cipher';
import { hashPassword } from '../lib/password';
import { secureDataDir } from '../data-dir';

/**
 * Opens the configured database, migrates it, seeds the demo store once, cleans older stored HTML,
 * and seals older e-mails and members' older contact data once.
 */
export async function openDatabaseFromEnv(env: Env): Promise<Database> {
  // The data folder 0700 and its files 0600, also when an older version or a copy left them open
  // (with PostgreSQL it holds at most the generated data key).
  if (!env.DATABASE_URL || existsSync(env.DATA_DIR)) secureDataDir(env.DATA_DIR);
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL, timeouts: databaseTimeouts(env) } : { pgliteDir: pgliteDirFor(env.DATA_DIR) },
  );
  if (database.kind === 'pglite') secureDataDir(env.DATA_DIR);
  const cipher = createDataCipher(env.dataKeys);
  await seedDemoStore({ db: database.db, cipher, hashPassword });
  await cleanStoredText(database.db);
  await sealLegacyOutbox(database.db, cipher);
  await sealMigrationCopies(database.db, cipher);
  return database;
}

/** The server's database limits from its settings (docs/operations.md "Overload and timeouts"). */
export function databaseTimeouts(env: Env): DatabaseTimeouts {
  return { statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS, poolWaitMs: env.DB_POOL_WAIT_MS };
}
