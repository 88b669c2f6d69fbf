import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeEnrollment, startFamilyEnrollment } from '../../../test/family-enrollment';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openCommandDatabase } from '../../db/command-database';
import { openDatabase, pgliteDirFor } from '../../db/client';
import { carrierExports } from '../../db/schema';
import { loadEnv, type Env } from '../../env';
import { CARRIERS_USAGE, runCarriersCommand } from './carriers-command';

/**
 * `npm run carriers` as an operator runs it, on the store's data folder (PGlite on disk, or the
 * PostgreSQL database of `DATABASE_URL`) after the server stopped: one summary line, no personal value.
 */
let dir: string;
let t: TestApp;
let env: Env;
const NOW = new Date('2026-11-21T14:00:00Z');

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await runCarriersCommand(args, env, { print: (line) => lines.push(line), clock: () => NOW, ranBy: 'night-ops' });
  return { code, lines };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'carriers-'));
  t = await createTestApp({ pgliteDir: pgliteDirFor(dir), settings: { DATA_DIR: dir } });
  await completeEnrollment(t, await startFamilyEnrollment(t));
  await t.close();
  env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    DATA_KEY: t.env.dataKey.toString('base64'),
    ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
  });
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run carriers', () => {
  it('ends with one summary line naming the counts, the carrier and the file, and prints nothing of the members', async () => {
    const { code, lines } = await run('export-834', '--carrier', 'BLUEPINE');
    expect(code).toBe(0);
    expect(lines).toHaveLength(1);
    const file = join(dir, 'carrier-files', lines[0]!.split(' to ')[1]!.split('/').at(-1)!);
    expect(lines[0]).toBe(`1 members, 3 dependents written for BLUEPINE to ${file}`);
    expect(readFileSync(file, 'utf8')).toContain('NM1*IL*1*Quinlan*Nora****34*123456789~');
    expect(statSync(join(dir, 'carrier-files')).mode & 0o777).toBe(0o700);
    for (const personal of ['Quinlan', '123456789', '487654321', '1985']) expect(lines.join('\n')).not.toContain(personal);

    const again = await run('export-834', '--carrier', 'BLUEPINE', '--format', 'csv');
    expect(again).toEqual({
      code: 0,
      lines: ['0 members, 0 dependents: nobody to send for BLUEPINE; no file written (--resend sends again).'],
    });
    const database = await openCommandDatabase(env);
    try {
      expect(await database.db.select({ at: carrierExports.at, ranBy: carrierExports.ranBy }).from(carrierExports)).toEqual([
        { at: NOW, ranBy: 'night-ops' },
      ]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('says plainly to stop the server first while one holds the embedded database', async () => {
    const held = mkdtempSync(join(tmpdir(), 'carriers-held-'));
    const running = await openDatabase({ pgliteDir: pgliteDirFor(held) });
    try {
      const lines: string[] = [];
      const heldEnv = loadEnv({ NODE_ENV: 'test', DATA_DIR: held, DATA_KEY: env.dataKey.toString('base64') });
      const code = await runCarriersCommand(['export-834', '--carrier', 'BLUEPINE'], heldEnv, {
        print: (l) => lines.push(l),
        clock: () => NOW,
        ranBy: 'x',
      });
      expect(code).toBe(1);
      expect(lines.join('\n')).toContain('is open in a running server. Stop the server first');
    } finally {
      await running.close();
      rmSync(held, { recursive: true, force: true });
    }
  }, 60_000);

  it('answers the usage for anything else, and names the codes for an unknown carrier', async () => {
    expect(await run('export-835', '--carrier', 'BLUEPINE')).toEqual({ code: 2, lines: [CARRIERS_USAGE] });
    expect((await run('export-834')).lines[0]).toContain('--carrier is required.');
    expect((await run('export-834', '--carrier', 'BLUEPINE', '--since', '2026-02-30')).code).toBe(2);
    const unknown = await run('export-834', '--carrier', 'NOPE');
    expect(unknown.code).toBe(1);
    expect(unknown.lines[0]).toMatch(/^No carrier has the code NOPE\. Codes: BENEFIT, BLUEPINE/);
  }, 60_000);
});
