import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './support/fixtures';
import { urlOn, waitForIdle } from './support/store';
import { seedShopper } from './support/wizard-setup';

/** The built files a page names: its scripts, module preloads and stylesheets. */
const namedFiles = (html: string) => new Set([...html.matchAll(/(?:href|src)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!));

type ManifestEntry = { file: string; imports?: string[]; css?: string[] };
const manifest = JSON.parse(
  readFileSync(fileURLToPath(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url)), 'utf8'),
) as Record<string, ManifestEntry>;

/** The built files a source module loads: its own chunk, the chunks it imports (and theirs) and their CSS. */
function filesOf(source: string): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key]!;
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(source);
  return files;
}

/**
 * Code a page loads after it has shown, by design, and does not name: parts drawn when scrolled
 * near (WhenNearScreen; with one plan in the cart the recommended strip is near at once), and the
 * wizard's screenshot code, fetched once a step shows so its picture can be drawn after Next
 * (docs/decisions/0102), and the following step's code, loaded while this one is filled in (0108).
 */
const LOADED_AFTER_THE_PAGE: Record<string, string[]> = {
  '/cart': ['src/features/recommendations/components/recommended-plans.tsx'],
  '/enrollment/personal-info': ['../../node_modules/@zumer/snapdom/dist/snapdom.mjs', 'src/features/enrollment/steps/contact-info-page.tsx'],
};

/** The built scripts and stylesheets a first visit of `path` requests, with an empty cache, once the page is idle. */
async function filesRequestedOnFirstVisit(page: Page, path: string): Promise<Set<string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const requested = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/[^/]+\.(js|css)$/.test(pathname)) requested.add(pathname.slice(1));
  });
  await page.goto(urlOn('localhost', path));
  await waitForIdle(page);
  return requested;
}

/**
 * The page the server sends for a listed path names the files that page loads first
 * (apps/web/src/config/first-load-pages.ts, docs/decisions/0077), so the browser fetches them with
 * the start-up code. A page that needs a file the HTML did not name waits a round trip after
 * start-up for it; one naming a file it never uses sends a phone bytes for nothing.
 */
test.describe('a first visit fetches what its page named', () => {
  // On a phone, as Lighthouse loads it.
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/plans?type=dental', '/cart', '/enrollment/personal-info']) {
    test(`${path}: every script and stylesheet it loads, and nothing more`, async ({ page }) => {
      await seedShopper(page);

      const named = namedFiles(await (await page.request.get(urlOn('localhost', path))).text());
      const requested = await filesRequestedOnFirstVisit(page, path);
      const later = new Set((LOADED_AFTER_THE_PAGE[path] ?? []).flatMap((source) => [...filesOf(source)]));
      expect([...requested].filter((file) => !named.has(file) && !later.has(file))).toEqual([]);
      expect([...named].filter((file) => !requested.has(file))).toEqual([]);
    });
  }
});
