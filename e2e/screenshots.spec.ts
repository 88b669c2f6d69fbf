import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { urlOn, waitForIdle } from './support/store';

/** PNGs of the shell for a person to look at (e2e/.screenshots, not committed). */
const OUT = join(dirname(fileURLToPath(import.meta.url)), '.screenshots');
const PAGES = [
  { name: 'home', url: urlOn('localhost') },
  { name: 'lifestyle', url: urlOn('lifestyle.localhost') },
  { name: 'acme', url: urlOn('acme.localhost') },
  { name: 'not-found', url: urlOn('localhost', '/404') },
];
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

test.describe('screenshots', () => {
  test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

  for (const { name, url } of PAGES) {
    for (const size of SIZES) {
      test(`${name} at ${size.width}x${size.height}`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.goto(url);
        await waitForIdle(page);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: join(OUT, `${name}-${size.width}x${size.height}.png`), fullPage: true });
        // What a visitor sees first, at full resolution.
        await page.screenshot({ path: join(OUT, `${name}-${size.width}x${size.height}-fold.png`) });
      });
    }
  }
});
