import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseFromEnv } from '../db/open-from-env';
import { loadEnv, type Env } from '../env';
import { parseKeyRing } from '../lib/data-keys';
import { runDataKeyCommand, USAGE } from './command';

/** `npm run data-key` on an embedded PGlite database in a data folder of its own, seeded like `npm start` does. */
let dir: string;
let env: Env;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'data-key-'));
  env = loadEnv({ DATA_DIR: dir, NODE_ENV: 'test' });
  const database = await openDatabaseFromEnv(env);
  await database.close();
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await runDataKeyCommand(args, loadEnv({ DATA_DIR: dir, NODE_ENV: 'test' }), (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

describe('npm run data-key', () => {
  it('refuses while a server holds the embedded database, and says to stop it first', async () => {
    const running = await openDatabaseFromEnv(env);
    try {
      const { code, out } = await run('rotate');
      expect(code).toBe(1);
      expect(out).toContain('is open in a running server. Stop the server first');
      expect(parseKeyRing(readFileSync(join(dir, 'data.key'), 'utf8')).currentId).toBe('k1');
    } finally {
      await running.close();
    }
  }, 120_000);

  it('rotates: a new current key in the key file (0600), every value re-sealed under it, a second run changes nothing', async () => {
    const before = await run('status');
    expect(before.code).toBe(0);
    expect(before.out).toContain('Data keys: k1 (current: k1)');
    expect(before.out).toMatch(/members:ssn_enc {2}k1 {2}\d+/);

    const rotated = await run('rotate');
    expect(rotated.out).toContain('Added data key k2');
    expect(rotated.code).toBe(0);
    const ring = parseKeyRing(readFileSync(join(dir, 'data.key'), 'utf8'));
    expect([...ring.keys.keys()]).toEqual(['k1', 'k2']);
    expect(statSync(join(dir, 'data.key')).mode & 0o777).toBe(0o600);

    const after = await run('status');
    expect(after.out).toContain('Every sealed value is under k2.');
    expect(after.out).not.toMatch(/ k1 {2}\d/);
    expect(await run('reseal')).toEqual({ code: 0, out: 'Done: 0 values re-sealed under k2.' });
  }, 120_000);

  it('cannot rotate keys that come from DATA_KEY, and names the commands for anything else', async () => {
    const fromEnvironment = loadEnv({ DATA_DIR: dir, NODE_ENV: 'test', DATA_KEY: randomBytes(32).toString('base64') });
    const lines: string[] = [];
    expect(await runDataKeyCommand(['rotate'], fromEnvironment, (line) => lines.push(line))).toBe(1);
    expect(lines.join('\n')).toContain('DATA_KEY_FILE');
    expect(await run('spin')).toEqual({ code: 2, out: USAGE });
  });
});
