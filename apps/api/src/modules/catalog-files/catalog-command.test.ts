import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseFromEnv } from '../../db/open-from-env';
import { loadEnv, type Env } from '../../env';
import { CATALOG_USAGE, runCatalogCommand } from './catalog-command';

/** `npm run catalog` on an embedded PGlite database in a data folder of its own, seeded like `npm start` does. */
let dir: string;
let env: Env;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-command-'));
  env = loadEnv({ DATA_DIR: join(dir, 'data'), NODE_ENV: 'test' });
  const database = await openDatabaseFromEnv(env);
  await database.close();
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await runCatalogCommand(args, env, (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

describe('npm run catalog', () => {
  it('refuses while a server holds the embedded database, and says to stop it first', async () => {
    const running = await openDatabaseFromEnv(env);
    try {
      for (const args of [
        ['export', join(dir, 'held')],
        ['import', 'catalog.json', 'rates.csv'],
      ]) {
        const { code, out } = await run(...args);
        expect(code).toBe(1);
        expect(out).toContain('is open in a running server. Stop the server first');
      }
    } finally {
      await running.close();
    }
  }, 120_000);

  it('exports the demo catalog, which imports back as 0 added, 0 changed, 0 retired; a dry run writes nothing', async () => {
    const out = join(dir, 'export');
    const exported = await run('export', out);
    expect(exported.code).toBe(0);
    expect(exported.out).toMatch(/^Wrote .*catalog\.json and .*rates\.csv: \d+ plans, \d+ rates\.$/);
    const files = [join(out, 'catalog.json'), join(out, 'rates.csv')];
    expect(await run('import', ...files)).toEqual({ code: 0, out: '0 added, 0 changed, 0 retired' });

    const rates = readFileSync(files[1]!, 'utf8').split('\n');
    writeFileSync(join(out, 'dearer.csv'), rates.map((line, i) => (i === 1 ? line.replace(/,[\d.]+$/, ',999.99') : line)).join('\n'));
    const code = rates[1]!.split(',')[0]!;
    const planRates = rates.filter((line) => line.startsWith(`${code},`)).length;
    const dry = await run('import', files[0]!, join(out, 'dearer.csv'), '--dry-run');
    expect(dry.code).toBe(0);
    // What changes, in words: the plan, how many of its rates, and the rate as old -> new.
    expect(dry.out.split('\n')).toEqual([
      `  changed: ${code}`,
      `    ${code}: 1 of ${planRates} rates change`,
      expect.stringMatching(new RegExp(`^    ${code} .+: \\d+\\.\\d{2} -> 999\\.99$`)),
      'Dry run, nothing written. Would be: 0 added, 1 changed, 0 retired',
    ]);
    expect(await run('import', ...files)).toEqual({ code: 0, out: '0 added, 0 changed, 0 retired' });
  }, 120_000);

  it('names every problem and writes nothing; answers its usage to anything else', async () => {
    const broken = join(dir, 'broken.csv');
    writeFileSync(
      broken,
      'plan_code,pricing_option,tier,min_age,max_age,state,tobacco,monthly_price\nDN101,Basic,XX,18,120,,maybe,10.00\n',
    );
    const result = await run('import', join(dir, 'export', 'catalog.json'), broken);
    expect(result.code).toBe(1);
    expect(result.out.split('\n')).toEqual([
      'broken.csv: row 2, column tier: Invalid option: expected one of "IO"|"IS"|"IC"|"IF"',
      'broken.csv: row 2, column tobacco: Tobacco is yes, no or empty (either)',
      'Nothing was written: 2 problems in the files.',
    ]);
    expect(await run('publish')).toEqual({ code: 2, out: CATALOG_USAGE });
  }, 120_000);
});
