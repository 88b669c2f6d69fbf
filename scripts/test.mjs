// `npm test`: install what is missing (npm packages, Debian's chromium), then run every test:
// types, domain/web/API unit tests, the soak, and the Playwright journeys in real Chromium.
import { existsSync } from 'node:fs';
import { ensureInstall, run, runTogether } from './ensure-install.mjs';

ensureInstall();
if (!existsSync('/usr/bin/chromium')) {
  console.log("Installing Debian's chromium for the browser tests...");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { DEBIAN_FRONTEND: 'noninteractive' });
}
run('npm run check --silent');
// The API suite runs its files one after another in one worker; the other projects run beside it
// rather than after it (about 5.5 minutes instead of 9.5 here, docs/decisions/0067).
await runTogether(['npx vitest run --project api', "npx vitest run --project '!api'"]);
// 100 virtual shoppers for 60 s against the real server on PGlite (docs/decisions/0062).
run('npm run soak --silent');
run('npm run build --silent');
// The web build's size budget (docs/decisions/0059).
run('node scripts/budget.mjs');
run('npx playwright test -c e2e/playwright.config.ts');
// Lighthouse (`npm run lighthouse` after a build, docs/decisions/0060, 0073) is run by hand for now:
// every page scored 91-97 (median of five) this session, but the step has not yet passed inside a
// fresh-clone run of this script (about three minutes more).
