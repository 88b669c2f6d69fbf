import { expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-ids';

/** The demo client key (DESIGN §2, README); the e2e server runs with the default. */
export const DEMO_API_CLIENT_KEY = 'YmVuZWZpdC1zdG9yZS1kZW1vOm9wZW4tZW5yb2xsbWVudA==';
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const urlOn = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

/** Reads a call of the store's API the way the web app does, for expectations built from the seed. */
export async function apiData<T>(request: APIRequestContext, path: string, query: Record<string, string | number>): Promise<T> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const response = await request.get(`${urlOn('localhost', path)}${search ? `?${search}` : ''}`, {
    headers: { Authorization: `Basic ${DEMO_API_CLIENT_KEY}` },
  });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { status: string; data: T };
  expect(body.status).toBe('success');
  return body.data;
}

/** (xxx) xxx-xxxx, as the page shows phone numbers. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/**
 * Waits for what a visitor waits for: the page drawn (its main heading, or `ready` when told) and
 * then no request of the app pending (its loading bar counts them). After a move to another page,
 * pass that page's own heading as `ready`, or the last page's heading would pass at once.
 */
export async function waitForIdle(page: Page, ready: Locator = page.getByRole('heading', { level: 1 }).first()): Promise<void> {
  await expect(ready).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading', includeHidden: true })).toHaveAttribute('data-pending', '0');
}

/** Scrolls to the page's end, as a visitor reading on does: the landing draws its plan strips once their place nears the screen. */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Local storage of the page's origin, set before the app starts: open the error page (no start-up) first. */
export async function seedStorage(page: Page, host: string, values: Record<string, string>): Promise<void> {
  await page.goto(urlOn(host, '/404'));
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

export const readStorage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Signs the context in as the demo rep (its cookie then travels with the page's own calls). */
export async function signInAsDemoRep(request: APIRequestContext): Promise<void> {
  const response = await request.post(urlOn('localhost', '/api/v1/auth/sign-in'), {
    headers: { Authorization: `Basic ${DEMO_API_CLIENT_KEY}` },
    data: DEMO_STAFF.agent,
  });
  expect(response.ok(), `sign-in answered ${response.status()}`).toBe(true);
}

/** A member link for the demo rep's member (DESIGN §3 "Member links"), issued through the rep's own session. */
export async function demoMemberLink(request: APIRequestContext, memberId: string, tier = 'IO'): Promise<string> {
  await signInAsDemoRep(request);
  const response = await request.post(urlOn('localhost', '/api/v1/issue-member-link'), {
    headers: { Authorization: `Basic ${DEMO_API_CLIENT_KEY}` },
    data: { user_id: memberId, tier },
  });
  expect(response.ok(), `issue-member-link answered ${response.status()}`).toBe(true);
  const { url } = ((await response.json()) as { data: { url: string } }).data;
  // The link names the configured public URL; open it on the test server.
  const link = new URL(url);
  return urlOn('localhost', `${link.pathname}${link.search}`);
}

/** Signs in on the sign-in page, as a rep or a group administrator would. */
export async function signIn(page: Page, who: keyof typeof DEMO_STAFF) {
  await page.goto(urlOn('localhost', '/sign-in'));
  await waitForIdle(page);
  await page.getByLabel('E-mail').fill(DEMO_STAFF[who].email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_STAFF[who].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(urlOn('localhost', who === 'agent' ? '/agent-home' : '/group-home'));
  await waitForIdle(page);
}

/** Opens a plan from the plans list of its category, as a shopper would. */
export async function openPlan(page: Page, category: string, planName: string) {
  await page.goto(urlOn('localhost', `/plans?type=${category}`));
  await page.getByRole('link', { name: `More Info: ${planName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: planName })).toBeVisible();
}
