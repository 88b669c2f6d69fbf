/**
 * `npm run backup` and `npm run restore` for the embedded database (docs/operations.md "Backup and
 * restore"), run as an operator runs them: a backup taken, the store lost, the backup restored, and
 * the same members, policies and sealed values found, opened by the same key.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, openDatabase, pgliteDirFor } from '../src/db/client';
import { seedDemoStore } from '../src/db/seed/seed-demo-store';
import { members, policies } from '../src/db/schema';
import { createDataCipher } from '../src/lib/data-cipher';
import { hashPassword } from '../src/lib/password';
import { loadEnv } from '../src/env';
import { runStoreCommand, type StoreProcessOptions } from './server-process';

const folders: string[] = [];
const newFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bs-backup-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const DATA_KEY = randomBytes(32).toString('base64');
/** The embedded database's stores, whatever database the suite itself runs on. */
const embedded = (dataDir: string): StoreProcessOptions => ({ dataDir, settings: { DATA_KEY } });

/** Every member and policy row as stored: sealed values as their ciphertext. */
async function storedRows(dataDir: string) {
  const database = await connectDatabase({ pgliteDir: pgliteDirFor(dataDir) });
  try {
    return {
      members: await database.db.select().from(members).orderBy(asc(members.id)),
      policies: await database.db.select().from(policies).orderBy(asc(policies.id)),
    };
  } finally {
    await database.close();
  }
}

let original: string;
let before: Awaited<ReturnType<typeof storedRows>>;
/** The store's backup, taken by `npm run backup` once for the tests, and what the command printed. */
let file: string;
let backup: Awaited<ReturnType<typeof runStoreCommand>>;
beforeAll(async () => {
  original = newFolder();
  const database = await openDatabase({ pgliteDir: pgliteDirFor(original) });
  await seedDemoStore({ db: database.db, cipher: createDataCipher(loadEnv({ DATA_KEY }).dataKeys), hashPassword });
  await database.close();
  before = await storedRows(original);
  file = join(newFolder(), 'store.tar.gz');
  backup = await runStoreCommand('apps/api/src/cli/backup.ts', ['--to', file], embedded(original));
}, 120_000);

describe('npm run backup and npm run restore (embedded database)', () => {
  it(
    'back up, lose the store, restore: the same members, policies and sealed values, opened by the same key',
    { timeout: 60_000 },
    async () => {
      expect(before.members.length).toBeGreaterThan(5);
      expect(before.policies.length).toBeGreaterThan(5);
      expect(before.members.some((member) => member.ssnEnc !== null)).toBe(true);
      expect(backup.code, backup.stdout + backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`to ${file}`);
      expect(backup.stdout).toContain('The data key is not in the backup');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(backup.stdout + backup.stderr).not.toContain(DATA_KEY);

      // Restored into a new data folder, as after a lost disk.
      const restoredDir = newFolder();
      const restore = await runStoreCommand('apps/api/src/cli/restore.ts', ['--from', file], embedded(restoredDir));
      expect(restore.code, restore.stdout + restore.stderr).toBe(0);
      expect(await storedRows(restoredDir)).toEqual(before);

      // Over a store that is there: only with --replace, and the old one is kept aside.
      const again = await runStoreCommand('apps/api/src/cli/restore.ts', ['--from', file], embedded(restoredDir));
      expect(again.code).toBe(1);
      expect(again.stdout).toContain('Add --replace');
      const replaced = await runStoreCommand('apps/api/src/cli/restore.ts', ['--from', file, '--replace'], embedded(restoredDir));
      expect(replaced.code, replaced.stdout + replaced.stderr).toBe(0);
      expect(replaced.stdout).toMatch(/kept in .*pglite\.before-restore-/);
      expect(await storedRows(restoredDir)).toEqual(before);

      // Another key does not open it: said before any server starts on it.
      const otherKey = await runStoreCommand('apps/api/src/cli/restore.ts', ['--from', file], {
        dataDir: newFolder(),
        settings: { DATA_KEY: randomBytes(32).toString('base64') },
      });
      expect(otherKey.code).toBe(1);
      expect(otherKey.stdout).toContain('this data key does not open it');
    },
  );

  it('refuses while another process holds the database, and never writes over a file', { timeout: 60_000 }, async () => {
    const held = newFolder();
    const restored = await runStoreCommand('apps/api/src/cli/restore.ts', ['--from', file, '--replace'], embedded(held));
    expect(restored.code, restored.stdout).toBe(0);
    // A server holding it is a process with the database open (its lock file in the folder): this test opens it itself.
    const holder = await connectDatabase({ pgliteDir: pgliteDirFor(held) });
    try {
      const file = join(newFolder(), 'while-serving.tar.gz');
      const refused = await runStoreCommand('apps/api/src/cli/backup.ts', ['--to', file], embedded(held));
      expect(refused.code).toBe(1);
      expect(refused.stdout).toContain('is open in a running server');
      expect(existsSync(file)).toBe(false);
    } finally {
      await holder.close();
    }
    const over = await runStoreCommand('apps/api/src/cli/backup.ts', ['--to', file], embedded(held));
    expect(over.code).toBe(1);
    expect(over.stdout).toContain('exists already');
  });

  it('points a PostgreSQL store to its runbook', async () => {
    for (const script of ['apps/api/src/cli/backup.ts', 'apps/api/src/cli/restore.ts']) {
      const res = await runStoreCommand(script, [script.endsWith('backup.ts') ? '--to' : '--from', 'x.tar.gz'], {
        ...embedded(newFolder()),
        databaseUrl: 'postgres://store@db.invalid/store',
      });
      expect(res.code, script).toBe(1);
      expect(res.stdout).toContain('pg_dump -Fc and pg_restore');
    }
  });
});
