import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './support/fixtures';
import { DEMO_AGENT_LANDING, DEMO_GROUP_LANDING } from '../apps/api/src/db/seed/demo-ids';
import { PLANTED_HTML, PLANTED_WORDS, XSS_MARKER } from '../apps/api/test/xss-payloads';
import { PORT, waitForIdle } from './support/store';
import { PLANTED_QUESTION } from './support/xss-planted';

/**
 * Script payloads (docs/decisions/0050) planted in every server HTML text (plan texts, rep bios,
 * group about texts), every address the web links to (site settings, logos) and the Contact
 * Rep questions run nowhere. A second server of its own (E2E_PORT + 2) starts on a database
 * e2e/support/plant-xss.ts filled with them; each page that shows them is opened and checked:
 * nothing ran (`window.__xss`, dialogs), the browser reported no Content-Security-Policy violation
 * (so nothing the CSP would have had to stop reached the page), no element carries an event
 * handler, a `javascript:` address or the payloads' marker, and no API answer carries the marker.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PLANTED_PORT = PORT + 2;
const planted = (path = '/') => `http://localhost:${PLANTED_PORT}${path}`;

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: String(PLANTED_PORT), E2E_PREPARE: 'e2e/support/plant-xss.ts' };
  delete env.SMTP_URL;
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  await expect
    .poll(async () => (await fetch(planted('/healthz')).catch(() => undefined))?.ok ?? false, { timeout: 220_000, intervals: [1000] })
    .toBe(true);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

type Watch = { dialogs: string[]; answers: Promise<{ url: string; body: string }>[] };

/** Records dialogs, CSP violations (reported in the page) and the API answers the page reads. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [], answers: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    // Contact Rep questions are plain text by design: the page shows them as words (checked below).
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/v1/assist/')) {
      seen.answers.push(
        response.text().then(
          (body) => ({ url: pathname, body }),
          () => ({ url: pathname, body: '' }),
        ),
      );
    }
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return seen;
}

/** Elements that could run or load something planted: event handlers, script addresses, the marker in markup. */
function activeMarkup(page: Page): Promise<string[]> {
  return page.evaluate((marker) => {
    const found: string[] = [];
    const scriptUrl = /^\s*(javascript|vbscript):|^\s*data:(?!image\/(png|gif|jpe?g|webp))/i;
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      for (const { name, value } of Array.from(element.attributes)) {
        if (
          /^on/i.test(name) ||
          value.includes(marker) ||
          (scriptUrl.test(value) && /^(href|src|action|formaction|data|srcdoc|xlink:href)$/i.test(name))
        ) {
          found.push(`<${tag} ${name}="${value.slice(0, 80)}">`);
        }
      }
      if (['script', 'style', 'iframe', 'object', 'embed'].includes(tag) && element.outerHTML.includes(marker))
        found.push(element.outerHTML.slice(0, 120));
    }
    return found;
  }, XSS_MARKER);
}

async function expectNothingRan(page: Page, seen: Watch, { answersChecked = true } = {}) {
  await waitForIdle(page);
  expect(
    await page.evaluate((marker) => (window as unknown as Record<string, unknown>)[marker], XSS_MARKER),
    'a payload ran',
  ).toBeUndefined();
  expect(seen.dialogs, 'a payload opened a dialog').toEqual([]);
  // Chromium reports an event-handler attribute as a violation as soon as an inert document parses
  // it (DOMParser, as the web's sanitizer does before it removes the attribute): those reports come
  // from the sanitizer's own code and mean nothing ran. A handler reaching the live page would be
  // reported from anywhere else.
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  const fromSanitizerParse = /^script-src-attr inline .* at [^ ]*\/assets\/safe-html-[\w-]+\.js:\d+$/;
  expect(
    violations.filter((violation) => !fromSanitizerParse.test(violation)),
    'CSP violations',
  ).toEqual([]);
  expect(await activeMarkup(page), 'active markup in the page').toEqual([]);
  if (answersChecked) {
    const carrying = (await Promise.all(seen.answers)).filter((answer) => answer.body.includes(XSS_MARKER)).map((answer) => answer.url);
    expect(carrying, 'API answers carrying a payload').toEqual([]);
  }
}

test.describe('planted script payloads run nowhere', () => {
  test('home page: featured plans, footer and launcher links from site settings', async ({ page }) => {
    const seen = await watch(page);
    await page.goto(planted('/'));
    await expect(page.getByText(PLANTED_WORDS).first()).toBeVisible();
    await expectNothingRan(page, seen);
  });

  test('plans list and plan page: every plan text', async ({ page }) => {
    const seen = await watch(page);
    await page.goto(planted('/plans?type=dental'));
    await expect(page.getByText(PLANTED_WORDS).first()).toBeVisible();
    await expectNothingRan(page, seen);

    await page
      .getByRole('link', { name: /^More Info:/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/plan\/\d+/);
    for (const section of ['Limitations & Exclusions', 'Example', 'Frequently Asked Questions'])
      await page.getByRole('button', { name: section }).click();
    await expect(page.getByText(PLANTED_WORDS)).toHaveCount(6);
    await expectNothingRan(page, seen);
  });

  test('membership page: association text and membership texts', async ({ page }) => {
    const seen = await watch(page);
    await page.goto(planted('/new_membership'));
    await expect(page.getByText(PLANTED_WORDS).first()).toBeVisible();
    await expectNothingRan(page, seen);
  });

  for (const landing of [DEMO_AGENT_LANDING, DEMO_GROUP_LANDING]) {
    test(`About of the landing page /${landing}: its bio or about text`, async ({ page }) => {
      const seen = await watch(page);
      await page.goto(planted(`/${landing}`));
      await waitForIdle(page);
      await page.getByRole('banner').getByRole('button', { name: 'About' }).click();
      const dialog = page.getByRole('dialog', { name: 'About' });
      await expect(dialog.getByText(PLANTED_WORDS)).toBeVisible();
      await expectNothingRan(page, seen);
    });
  }

  test('Contact Rep chat: a question holding markup shows it as words', async ({ page }) => {
    const seen = await watch(page);
    await page.goto(planted('/'));
    await waitForIdle(page);
    await page.getByRole('button', { name: 'Help' }).click();
    await page
      .getByRole('dialog', { name: 'We are here to help you' })
      .getByRole('button', { name: /Contact Rep/ })
      .click();
    const chat = page.getByRole('dialog', { name: 'Contact Rep' });
    await expect(chat.getByText(PLANTED_QUESTION, { exact: true })).toBeVisible();
    await expectNothingRan(page, seen);
  });
});

test('the web cleans server HTML itself: raw payloads in a plan answer run nowhere either', async ({ page }) => {
  const seen = await watch(page);
  // The server's answer replaced on its way to the page, as if a text had reached it unsanitised.
  await page.route(/\/api\/v1\/get-plan-detail\/\d+/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { plan_desc: Record<string, string | null> } };
    for (const [key, value] of Object.entries(body.data.plan_desc))
      if (key.endsWith('_text') || key === 'blueBarText') body.data.plan_desc[key] = value === null ? null : PLANTED_HTML;
    await route.fulfill({ response, json: body });
  });
  await page.goto(planted('/plans?type=dental'));
  await page
    .getByRole('link', { name: /^More Info:/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/plan\/\d+/);
  await expect(page.getByText(PLANTED_WORDS).first()).toBeAttached();
  await expectNothingRan(page, seen, { answersChecked: false });
  // A planted style element would hide the whole page (`body{display:none}`).
  await expect(page.getByText(PLANTED_WORDS).first()).toBeVisible();
});
