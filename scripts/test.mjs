// `npm test`: install what is missing (npm packages, Debian's chromium), then run every test:
// types, the build and its budget, Lighthouse, domain/web/API unit tests, the soak and the Playwright
// journeys in real Chromium.
import { existsSync } from 'node:fs';
import { ensureInstall, run, runKeepingLines, runTogether } from './ensure-install.mjs';

ensureInstall();
if (!existsSync('/usr/bin/chromium')) {
  console.log("Installing Debian's chromium for the browser tests...");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { DEBIAN_FRONTEND: 'noninteractive' });
}
run('npm run check --silent');
run('npm run build --silent');
// The web build's size budget (docs/decisions/0059).
run('node scripts/budget.mjs');
// Lighthouse on the landing, plans, cart and personal-information pages, mobile profile on the
// reference phone (the CPU slowdown scaled to this machine's speed), median of five runs a page:
// performance 90, accessibility 100, the landing's JavaScript as fetched within its budget; the
// fixed 4x score printed beside (about five minutes; docs/decisions/0060, 0073, 0075, 0079). First
// after the build, as a benchmark runs: before twenty minutes of test suites have loaded both cores
// (docs/decisions/0076). A failure fails `npm test`
// at the end, after the suites below have run and reported too, and its figures are printed again
// there: a CI log's tail is often all that is kept of a run (docs/decisions/0078).
const lighthouse = await runKeepingLines('node scripts/lighthouse.mjs', 'lighthouse:');
// The API suite runs its files one after another in one worker; the other projects run beside it
// rather than after it (about 5.5 minutes instead of 9.5 here, docs/decisions/0067).
await runTogether(['npx vitest run --project api', "npx vitest run --project '!api'"]);
// 100 virtual shoppers for 60 s against the real server on PGlite (docs/decisions/0062).
run('npm run soak --silent');
run('npx playwright test -c e2e/playwright.config.ts');
if (!lighthouse.passed) {
  console.error('\nnpm test: the Lighthouse step failed; its report, printed before the unit tests:');
  for (const line of lighthouse.kept) console.error(line);
  process.exit(1);
}
