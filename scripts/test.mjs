// `npm test`: install what is missing (npm packages, Debian's chromium), then run every test:
// types and lint, the build and its size budget, domain/web/API unit tests, the soak and the
// Playwright journeys and the screenshot comparison in real Chromium. Ends with a table of its stages
// and their durations (under `.ci/run`, that table is printed once at the very end).
// Lighthouse is a benchmark, run by hand with `npm run lighthouse` (docs/decisions/0080).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstall, run, runTogether } from './ensure-install.mjs';
import { stage, stageTable } from './stages.mjs';

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
  // Types and lint (one thread each) beside the build and its size budget (docs/decisions/0059).
  await stage('types, lint, build and size budget', () =>
    runTogether(['npm run check --silent', 'npm run build --silent && node scripts/budget.mjs']),
  );
  // The API suite runs its files one after another in one worker; the other projects run beside it
  // rather than after it (docs/decisions/0067). It runs on PGlite, or on the PostgreSQL server
  // DATABASE_URL names (as `.ci/run` sets it). A browser beside it made its load-shedding answer
  // 'busy' (503) to a test's call: it runs alone (docs/decisions/0101).
  const onPostgres = Boolean(process.env.DATABASE_URL);
  await stage(onPostgres ? 'unit and API tests (API on PostgreSQL)' : 'unit and API tests', () =>
    runTogether(['npx vitest run --project api', "npx vitest run --project '!api'"]),
  );
  // 100 virtual shoppers for 60 s against the real server (docs/decisions/0062): one process on
  // PGlite, or SOAK_PROCESSES processes on the PostgreSQL database SOAK_DATABASE_URL names.
  const soakOnPostgres = Boolean(process.env.SOAK_DATABASE_URL);
  await stage(soakOnPostgres ? `soak (${process.env.SOAK_PROCESSES ?? 1} processes on PostgreSQL)` : 'soak', () =>
    run('npm run soak --silent'),
  );
  // The journeys and the screenshot comparison at once, each on a server of its own (E2E_PORT,
  // E2E_PORT + 100), neither seeing the other's writes: two browsers keep this machine's two cores
  // busy, a third starves them into timeouts (docs/decisions/0101).
  const port = Number(process.env.E2E_PORT ?? 3100);
  await stage('journeys beside screenshots', () =>
    runTogether([
      `E2E_PORT=${port} npx playwright test -c e2e/playwright.config.ts --project=journeys`,
      `E2E_PORT=${port + 100} npx playwright test -c e2e/playwright.config.ts --project=visual`,
    ]),
  );
} finally {
  if (ownTable) console.log(`\nnpm test stages\n${stageTable(process.env.STAGES_FILE)}`);
}
