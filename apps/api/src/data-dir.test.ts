import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restrictNewFiles, secureDataDir } from './data-dir';
import { loadEnv } from './env';
import { openDatabaseFromEnv } from './db/open-from-env';

const made: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bs-data-dir-'));
  made.push(dir);
  return dir;
};
const modeOf = (path: string) => lstatSync(path).mode & 0o777;
const umaskAtStart = process.umask();
afterEach(() => {
  process.umask(umaskAtStart);
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Every folder and file under `dir` (itself included) with its permission bits. */
function modesUnder(dir: string): { path: string; isDir: boolean; mode: number }[] {
  return [
    { path: dir, isDir: true, mode: modeOf(dir) },
    ...readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => !entry.isSymbolicLink())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return { path, isDir: entry.isDirectory(), mode: modeOf(path) };
      }),
  ];
}

describe("the data folder is its owner's only (docs/decisions/0045)", () => {
  it('creates a missing data folder 0700', () => {
    process.umask(0);
    const dir = join(scratch(), 'data');
    secureDataDir(dir);
    expect(modeOf(dir)).toBe(0o700);
  });

  it('tightens a folder left open: folders 0700, files 0600, links left alone', () => {
    process.umask(0);
    const dir = scratch();
    const outside = join(scratch(), 'elsewhere.txt');
    writeFileSync(outside, 'x', { mode: 0o644 });
    mkdirSync(join(dir, 'pglite', 'base'), { recursive: true, mode: 0o777 });
    writeFileSync(join(dir, 'data.key'), 'k', { mode: 0o666 });
    writeFileSync(join(dir, 'pglite', 'base', '1234'), 'rows', { mode: 0o777 });
    symlinkSync(outside, join(dir, 'link'));
    chmodSync(dir, 0o777);

    secureDataDir(dir);

    for (const entry of modesUnder(dir)) expect(entry.mode, entry.path).toBe(entry.isDir ? 0o700 : 0o600);
    expect(modeOf(outside)).toBe(0o644);
  });

  it("makes new files the owner's only once restrictNewFiles() is called", () => {
    process.umask(0);
    const dir = scratch();
    restrictNewFiles();
    writeFileSync(join(dir, 'new-file'), 'x');
    mkdirSync(join(dir, 'new-folder'));
    expect(modeOf(join(dir, 'new-file'))).toBe(0o600);
    expect(modeOf(join(dir, 'new-folder'))).toBe(0o700);
  });

  it('generates the local data key 0600 in a 0700 folder', () => {
    process.umask(0);
    const dir = join(scratch(), 'data');
    const env = loadEnv({ DATA_DIR: dir, NODE_ENV: 'test' });
    expect(env.dataKeyFile).toBe(join(dir, 'data.key'));
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, 'data.key'))).toBe(0o600);
  });

  it('leaves no database file open to others after the embedded database opens, even under a loose umask', async () => {
    process.umask(0);
    const dir = scratch();
    chmodSync(dir, 0o777);
    const env = loadEnv({ DATA_DIR: dir, NODE_ENV: 'test', DATA_KEY: randomBytes(32).toString('base64'), DATABASE_URL: '' });
    const database = await openDatabaseFromEnv(env);
    try {
      const entries = modesUnder(dir);
      expect(entries.filter((e) => !e.isDir).length).toBeGreaterThan(10);
      for (const entry of entries) expect(entry.mode, entry.path).toBe(entry.isDir ? 0o700 : 0o600);
    } finally {
      await database.close();
    }
  });
});
