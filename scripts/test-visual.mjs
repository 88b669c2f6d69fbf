// npm run test:visual: the screenshot comparison alone (e2e/visual, docs/decisions/0082), on the
// journeys' server. `-- --update` rewrites the baselines that differ (Playwright's
// --update-snapshots=changed); other arguments go to Playwright as they are (a file, --grep).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots=changed' : arg));
const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project=visual', ...args], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
