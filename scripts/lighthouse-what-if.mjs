// Scores one recorded Lighthouse load again (docs/decisions/0078): the mobile profile's 4x, from
// the recording `LIGHTHOUSE_ARTIFACTS=<dir> npm run lighthouse` kept, optionally as if the requests
// whose URL matches a pattern had never been made. Lighthouse's simulation is deterministic for
// one recording, so the difference is the request's own effect on the score, without the spread
// between loads that hides it (±8 on a busy machine).
//
//   node scripts/lighthouse-what-if.mjs <recording folder> <page URL as recorded> [URL pattern]
//   node scripts/lighthouse-what-if.mjs /tmp/lh/cart-1 https://localhost:3401/cart 'woff2$'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

const [recording, url, dropped] = process.argv.slice(2);
if (!recording || !url) {
  console.error('usage: node scripts/lighthouse-what-if.mjs <recording folder> <page URL> [URL pattern]');
  process.exit(2);
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Removes every event of the requests whose URL matches `pattern` from the recording's network log. */
function withoutRequests(folder, pattern) {
  for (const file of readdirSync(folder).filter((name) => name.endsWith('devtoolslog.json'))) {
    const log = readJson(join(folder, file));
    const ids = new Set(
      log
        .filter((event) => event.method === 'Network.requestWillBeSent' && pattern.test(event.params.request.url))
        .map((event) => event.params.requestId),
    );
    writeFileSync(join(folder, file), JSON.stringify(log.filter((event) => !ids.has(event.params?.requestId))));
    console.log(`without ${ids.size} request(s) matching ${pattern}`);
  }
}

const folder = mkdtempSync(join(tmpdir(), 'benefit-store-what-if-'));
try {
  cpSync(recording, folder, { recursive: true });
  // Kept right after the load, before any audit: the mobile profile's settings, 4x, as `npm run lighthouse` scores them first.
  const recorded = readJson(join(folder, 'artifacts.json')).settings;
  if (dropped) withoutRequests(folder, new RegExp(dropped));
  const { lhr } = await lighthouse(url, {
    auditMode: folder,
    output: 'json',
    logLevel: 'error',
    // As recorded: Lighthouse refuses an audit whose settings differ from the load's.
    onlyCategories: recorded.onlyCategories,
    disableStorageReset: recorded.disableStorageReset,
    disableFullPageScreenshot: recorded.disableFullPageScreenshot,
  });
  const metric = (id) => `${Math.round(lhr.audits[id].numericValue)} ms`;
  console.log(
    `performance ${Math.round((lhr.categories.performance.score ?? 0) * 100)}  FCP ${metric('first-contentful-paint')}  ` +
      `LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  SI ${metric('speed-index')}`,
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
