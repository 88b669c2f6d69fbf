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
import { singleKeyRing } from '../src/lib/data-keys';
import { hashPassword } from '../src/lib/password';
import { databaseNameOf, dropPostgresDatabase, freshPostgresDatabase } from './fresh-postgres-database';

export type SeededDatabase = {
  /** The data key the seed sealed its personal data with (base64). */
  dataKey: string;
} & ({ kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; template: string });

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

async function seed(database: Database, dataKey: Buffer) {
  await seedDemoStore({ db: database.db, cipher: createDataCipher(singleKeyRing(dataKey)), hashPassword });
}

export default async function setup(project: TestProject) {
  const dataKey = randomBytes(32);
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const templateUrl = await freshPostgresDatabase(baseUrl);
    const database = await openDatabase({ url: templateUrl });
    await seed(database, dataKey);
    await database.close();
    project.provide('seededDatabase', { kind: 'postgres', template: databaseNameOf(templateUrl), dataKey: dataKey.toString('base64') });
    return () => dropPostgresDatabase(baseUrl, templateUrl);
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
