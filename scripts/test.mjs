// `npm test`: install what is missing (npm packages, Debian's chromium), then run every test:
// types and lint, the build and its size budget, domain/web/API unit tests, the soak and the
// Playwright journeys and the screenshot comparison in real Chromium. Ends with a table of its stages
// and their durations (under `.ci/run`, that table is printed once at the very end).
// Lighthouse is a benchmark, run by hand with `npm run lighthouse` (docs/decisions/0080).
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstall, run, runTogether } from './ensure-install.mjs';
import { stage, stageTable } from './stages.mjs';

/**
 * The journeys run beside the screenshot comparison: about a third of the journeys' time, those with
 * the most screens to load (bench/results/2026-11-29-journey-streams.md), and the quote journey
 * (30 s), since in CI the other stream still ended about 60 s later (bench/results/2026-11-29-web-tests-one-graph.md).
 */
const JOURNEYS_BESIDE_SCREENSHOTS = ['plans', 'first-screens', 'landing', 'shell', 'quote'];

/** The journeys' spec files as Playwright filters, [beside the screenshots, in a stream of their own]. */
function journeyFiles() {
  const filter = (name) => `/${name}.spec.ts`;
  const names = readdirSync('e2e')
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => file.replace(/\.spec\.ts$/, ''));
  const missing = JOURNEYS_BESIDE_SCREENSHOTS.filter((name) => !names.includes(name));
  if (missing.length > 0) throw new Error(`JOURNEYS_BESIDE_SCREENSHOTS names no spec file: ${missing.join(', ')}`);
  return [JOURNEYS_BESIDE_SCREENSHOTS.map(filter), names.filter((name) => !JOURNEYS_BESIDE_SCREENSHOTS.includes(name)).map(filter)];
}

const ownTable = !process.env.STAGES_FILE;
if (ownTable) process.env.STAGES_FILE = join(mkdtempSync(join(tmpdir(), 'bs-stages-')), 'stages.jsonl');

try {
  await stage('install', () => {
    ensureInstall();
    if (!existsSync('/usr/bin/chromium')) {
      console.log("Installing Debian's chromium for the browser tests...");
      const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
      run(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { DEBIAN_FRONTEND: 'noninteractive' });
    }
  });
  // Types, lint (one thread each) and the build with its size budget, all at once (docs/decisions/0059).
  await stage('types, lint, build and size budget', () =>
    runTogether(['npm run check:types --silent', 'npm run check:lint --silent', 'npm run build --silent && node scripts/budget.mjs']),
  );
  // The API suite runs its files one after another in one worker; the other projects run beside it
  // rather than after it (docs/decisions/0067). It runs on PGlite, or on the PostgreSQL server
  // DATABASE_URL names (as `.ci/run` sets it). A browser beside it made its load-shedding answer
  // 'busy' (503) to a test's call: it runs alone (docs/decisions/0101).
  const onPostgres = Boolean(process.env.DATABASE_URL);
  await stage(onPostgres ? 'unit and API tests (API on PostgreSQL)' : 'unit and API tests', () =>
    runTogether([
      'npx vitest run --project api',
      // The web project in a run of its own: its files share one module graph and one jsdom window
      // (docs/decisions/0107), which a worker switching to a project in Node's environment and back
      // replaced under the modules that kept it.
      {
        name: 'web, then domain, bench and scripts',
        command: 'npx vitest run --project web && npx vitest run --project domain --project bench --project scripts',
      },
    ]),
  );
  // 100 virtual shoppers for 60 s against the real server (docs/decisions/0062): one process on
  // PGlite, or SOAK_PROCESSES processes on the PostgreSQL database SOAK_DATABASE_URL names.
  const soakOnPostgres = Boolean(process.env.SOAK_DATABASE_URL);
  await stage(soakOnPostgres ? `soak (${process.env.SOAK_PROCESSES ?? 1} processes on PostgreSQL)` : 'soak', () =>
    run('npm run soak --silent'),
  );
  // Two browser streams at once, each on a server of its own (E2E_PORT, E2E_PORT + 100), neither
  // seeing the other's writes: two browsers keep this machine's two cores busy, a third starves them
  // into timeouts (docs/decisions/0101). The screenshot comparison takes the journeys of
  // JOURNEYS_BESIDE_SCREENSHOTS along, so that both streams end together (docs/decisions/0105).
  const port = Number(process.env.E2E_PORT ?? 3100);
  const playwright = 'npx playwright test -c e2e/playwright.config.ts';
  const [beside, alone] = journeyFiles();
  await stage('journeys beside screenshots', () =>
    runTogether([
      { name: 'journeys', command: `E2E_PORT=${port} ${playwright} --project=journeys ${alone.join(' ')}` },
      {
        name: `screenshots and ${JOURNEYS_BESIDE_SCREENSHOTS.join(', ')}`,
        command: `E2E_PORT=${port + 100} ${playwright} --project=journeys --project=visual ${beside.join(' ')} /visual/`,
      },
    ]),
  );
} finally {
  if (ownTable) console.log(`\nnpm test stages\n${stageTable(process.env.STAGES_FILE)}`);
}
