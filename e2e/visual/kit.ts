import type { BrowserContext, Locator, Page } from '../support/fixtures';
import { expect, test } from '../support/fixtures';

/**
 * The screenshot comparison's common steps (docs/decisions/0082): the two widths, a page settled
 * the way a visitor sees it once it has loaded, and the small parts of a screen that change with
 * the day or with what other journeys did, masked.
 */
export const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;
export type Size = (typeof SIZES)[number];

/** Declares the body's tests once per width, the viewport set before each test's first page. */
export function atEachSize(body: (size: Size) => void) {
  for (const size of SIZES) {
    test.describe(`at ${size.width}x${size.height}`, () => {
      test.use({ viewport: size });
      body(size);
    });
  }
}

/**
 * The ranking the recommendation calls answer on a freshly seeded store. What they answer on the
 * shared server moves with every plan another journey puts in a cart, so the suite answers them
 * itself (the plans' cards and prices still come from the server's recommendation/plan-details).
 */
const RANKED_PLAN_IDS = [6, 2, 37, 28, 20, 26, 40, 34, 29, 30];
/**
 * A plan page's 'Suggested Products' (get-related-plans) puts first the plans other visitors bought
 * with it, so it moves the same way: the suite answers it with the ranking above, without its Gold
 * Membership (26: the server never suggests memberships), priced by the server for the enrollment.
 */
const RELATED_PLAN_IDS = RANKED_PLAN_IDS.filter((id) => id !== 26);
const RELATED_LIMIT = 5;

/**
 * Before a test's first page: the recommendation rankings and suggested products fixed (above);
 * the location banner answered on this device, as its close button leaves it (it asks after the
 * page is drawn and sits at the foot of the screen, so it would land in the middle of a full-page
 * screenshot); and the footer laid out even when off screen (it is `content-visibility: auto`,
 * which a full-page capture leaves blank below the first screen).
 */
export async function prepareContext(context: BrowserContext) {
  await context.route(/\/recommendation\/(popularity|filter|association)(\?|$)/, (route) => {
    const asked = new URL(route.request().url()).searchParams.get('planID');
    const held = new Set((asked ?? '').split(',').filter(Boolean).map(Number));
    const recs = RANKED_PLAN_IDS.filter((id) => !held.has(id)).map((id, index) => ({ plan_id: id, score: 100 - index }));
    return route.fulfill({ json: { status: 'success', data: { recs } } });
  });
  await context.route(/\/api\/v1\/get-related-plans\?/, async (route) => {
    const asked = new URL(route.request().url());
    const planId = Number(asked.searchParams.get('plan_id'));
    const details = new URL('/recommendation/plan-details', asked);
    details.searchParams.set('plan_list', RELATED_PLAN_IDS.filter((id) => id !== planId).join(','));
    details.searchParams.set('enrollment_id', asked.searchParams.get('enrollment_id') ?? '');
    const response = await route.fetch({ url: details.toString() });
    const body = (await response.json()) as { status: string; data: { link?: string }[] };
    const data = body.data.slice(0, RELATED_LIMIT).map(({ link: _link, ...plan }) => plan);
    return route.fulfill({ response, json: { ...body, data } });
  });
  await context.addInitScript(() => {
    localStorage.setItem('locationBannerAnswered', '1');
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '* { content-visibility: visible !important; }';
      document.head.append(style);
    });
  });
}

/** A field shown in error, as a form marks it (Mantine's error line under a field or a group). */
export const FIELD_ERROR = '[aria-invalid="true"], .mantine-InputWrapper-error';

/** The global loading bar's count of pending requests is 0. */
export async function waitForNoPendingRequest(page: Page) {
  await expect(page.getByRole('progressbar', { name: 'Loading', includeHidden: true })).toHaveAttribute('data-pending', '0');
}

/**
 * Waits for what a visitor waits for: the page's own sign (`ready`), no pending request, the parts
 * drawn when their place nears the screen (scrolled to once, as a reader does), the web fonts and
 * every image loaded; then back to the top.
 */
export async function settle(page: Page, ready: Locator | Locator[] = []) {
  await waitForNoPendingRequest(page);
  // Scrolled to the end again while the page still grows (a part drawn, its data arrived).
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const sign of Array.isArray(ready) ? ready : [ready]) await expect(sign.first()).toBeVisible({ timeout: 1_000 });
    await expect(page.locator('[data-slot="when-near-screen"]')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await waitForNoPendingRequest(page);
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)), { message: 'every image loaded' })
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Marks the parts of the scope's text that match `pattern` (a date, a number the server counts up)
 * as spans of their own and answers them, so that a mask covers those characters and nothing
 * around them. Their digits become zeros: a number's width (Inter's digits are proportional) would
 * otherwise move the rest of a centred line. Call it once the page has settled.
 */
export async function dynamicText(scope: Locator, pattern: RegExp): Promise<Locator> {
  await expect(scope.first()).toContainText(pattern);
  await scope.evaluateAll(
    (roots, { source, flags }) => {
      const matcher = new RegExp(source, flags.includes('g') ? flags : `${flags}g`);
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const nodes: Text[] = [];
        while (walker.nextNode()) nodes.push(walker.currentNode as Text);
        for (const node of nodes) {
          if (node.parentElement?.closest('[data-visual-mask]')) continue;
          const matches = [...node.data.matchAll(matcher)];
          if (matches.length === 0) continue;
          const parts = document.createDocumentFragment();
          let from = 0;
          for (const match of matches) {
            const span = document.createElement('span');
            span.dataset.visualMask = '';
            span.textContent = match[0].replace(/\d/g, '0');
            parts.append(node.data.slice(from, match.index), span);
            from = match.index + match[0].length;
          }
          parts.append(node.data.slice(from));
          node.replaceWith(parts);
        }
      }
    },
    { source: pattern.source, flags: pattern.flags },
  );
  const marked = scope.locator('[data-visual-mask]');
  await expect(marked.first(), `a text node of its own matching ${pattern}`).toBeAttached();
  return marked;
}

/*
 * The comparisons are soft: a test that passes several screens (the finder's steps, a page and its
 * popup) reports every screen that changed, not only the first.
 */

/** A full-page screenshot compared with its baseline `<name>-<width>.png`; the footer's copyright year (the clock's) masked. */
export async function expectPage(page: Page, name: string, options: { mask?: Locator[] } = {}) {
  const width = page.viewportSize()!.width;
  const copyright = page.getByRole('contentinfo').getByText(/^© \d{4} /);
  const year = (await copyright.count()) > 0 ? [await dynamicText(copyright, /\d{4}/)] : [];
  await expect.soft(page).toHaveScreenshot(`${name}-${width}.png`, { fullPage: true, mask: [...year, ...(options.mask ?? [])] });
}

/** A screenshot of one part (a dialog, the finder) compared with its baseline `<name>-<width>.png`. */
export async function expectPart(part: Locator, name: string, options: { mask?: Locator[] } = {}) {
  const width = part.page().viewportSize()!.width;
  await expect.soft(part).toHaveScreenshot(`${name}-${width}.png`, { mask: options.mask ?? [] });
}
