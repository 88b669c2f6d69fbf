/**
 * Vitest's global setup for the API suite: one database migrated and seeded with the demo store
 * for the whole run, which every test file's `createTestApp` starts from instead of migrating and
 * seeding its own (about 3 of the 4.5 seconds each file took). On PGlite a dump of its data folder
 * (a fresh in-memory PGlite loads it in a third of a second); on PostgreSQL (`DATABASE_URL`) a
 * template database each file's own database is created from. The seed's data key comes with it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/db/client';
import { seedDemoStore } from '../src/db/seed/seed-demo-store';
import { createDataCipher } from '../src/lib/data-cipher';
import { loadEnv } from '../src/env';
import { hashPassword } from '../src/lib/password';
import { freshPostgresDatabase } from './fresh-postgres-database';

export type SeededDatabase = {
  /** The data key the seed sealed its personal data with (base64). */
  dataKey: string;
} & ({ kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; templateUrl: string });

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

async function seed(database: Database, dataKey: Buffer) {
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/benefit-store-test', DATA_KEY: dataKey.toString('base64') });
  await seedDemoStore({ db: database.db, cipher: createDataCipher(env.dataKeys), hashPassword });
}

export default async function setup(project: TestProject) {
  const dataKey = randomBytes(32);
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const templateUrl = await freshPostgresDatabase(baseUrl);
    const database = await openDatabase({ url: templateUrl });
    await seed(database, dataKey);
    await database.close();
    project.provide('seededDatabase', { kind: 'postgres', templateUrl, dataKey: dataKey.toString('base64') });
    return async () => {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${new URL(templateUrl).pathname.slice(1)}`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await seed(database, dataKey);
  const dump = await database.db.$client.dumpDataDir('none');
  await database.close();
  const folder = mkdtempSync(join(tmpdir(), 'bs-seeded-'));
  const dumpFile = join(folder, 'seeded.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededDatabase', { kind: 'pglite', dumpFile, dataKey: dataKey.toString('base64') });
  return () => rmSync(folder, { recursive: true, force: true });
}
