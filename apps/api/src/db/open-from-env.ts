import type { Env } from '../env';
import { openDatabase, pgliteDirFor, type Database } from './client';
import { seedDemoStore } from './seed/seed-demo-store';
import { createDataCipher } from '../lib/data-cipher';
import { hashPassword } from '../lib/password';

/** Opens the configured database, migrates it and seeds the demo store once. */
export async function openDatabaseFromEnv(env: Env): Promise<Database> {
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: pgliteDirFor(env.DATA_DIR) });
  await seedDemoStore({ db: database.db, cipher: createDataCipher(env.dataKey), hashPassword });
  return database;
}
