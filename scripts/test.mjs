// `npm test`: install what is missing (npm packages, Debian's chromium), then run every test:
// types, domain/web/API unit tests, the web build's size budget, the Playwright journeys in real
// Chromium, then Lighthouse on four pages (docs/decisions/0059, 0060).
import { existsSync } from 'node:fs';
import { ensureInstall, run } from './ensure-install.mjs';

ensureInstall();
if (!existsSync('/usr/bin/chromium')) {
  console.log("Installing Debian's chromium for the browser tests...");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { DEBIAN_FRONTEND: 'noninteractive' });
}
run('npm run check --silent');
run('npx vitest run');
run('npm run build --silent');
run('node scripts/budget.mjs');
run('npx playwright test -c e2e/playwright.config.ts');
run('node scripts/lighthouse.mjs');
