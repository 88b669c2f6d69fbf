import { expect, test } from './support/fixtures';
import { DEMO_CART_ENROLLMENT_ID } from '../apps/api/src/db/seed/demo-ids';
import { apiData, formatPhone, readStorage, seedStorage, signInAsDemoRep, urlOn, waitForIdle } from './support/store';
import { expectNoSeriousViolations } from './support/accessibility';

type SiteInfo = { gid: number | null };
type SiteSetting = { key: string; value: string };
type GroupLanding = { gname: string; display_name: string; logo: string | null; display_phone: string | null };

const year = new Date().getFullYear();
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test.describe('store shell', () => {
  test('localhost shows the branded shell: header, category menu, footer', async ({ page }) => {
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);

    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: /home$/ }).first()).toBeVisible();
    await expect(header.getByRole('link', { name: /^View Cart/ })).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Plan categories' }).first();
    await expect(menu.getByRole('link', { name: 'Dental', exact: true })).toHaveAttribute('href', '/plans?type=dental');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: /^Questions\? Call \(\d{3}\) \d{3}-\d{4}$/ })).toBeVisible();
    await expect(footer.getByText(`© ${year} Benefit Store`)).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Access Code' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Not my site' })).toBeVisible();
    // localhost is not the main host: the app launcher is offered.
    await expect(header.getByRole('button', { name: 'Open app launcher' })).toBeVisible();
  });

  for (const [name, url] of [
    ['the landing page', urlOn('localhost')],
    ['a default-domain site', urlOn('acme.localhost')],
    ['the 404 page', urlOn('localhost', '/404')],
  ] as const) {
    test(`${name} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(url);
      await waitForIdle(page);
      await expectNoSeriousViolations(page);
    });
  }

  test('the lifestyle host clears storage and loads the default group', async ({ page, request }) => {
    await seedStorage(page, 'lifestyle.localhost', { tempId: 'stale-enrollment', eprocess: 'rep', open_type: 'agent' });
    await page.goto(urlOn('lifestyle.localhost'));
    await waitForIdle(page);

    expect(await readStorage(page, 'tempId')).toBeNull();
    expect(await readStorage(page, 'eprocess')).toBeNull();
    expect(await readStorage(page, 'group_id')).toBe('1929');

    const group = await apiData<GroupLanding>(request, '/api/v1/get-group-landing-page-info', { group_id: 1929 });
    const name = group.display_name || group.gname;
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: startsWith(name) })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open app launcher' })).toHaveCount(0);
  });

  test("a default-domain site shows its group's own branding", async ({ page, request }) => {
    const site = await apiData<SiteInfo>(request, '/api/v1/get-domainSite-infromation', { site_domain: 'acme.localhost' });
    expect(site.gid).not.toBeNull();
    const group = await apiData<GroupLanding>(request, '/api/v1/get-group-landing-page-info', { group_id: site.gid! });
    const settings = await apiData<SiteSetting[]>(request, '/api/v1/get-external-site-dynamic-information', {
      site_domain: 'acme.localhost',
    });
    const setting = (key: string) => settings.find((s) => s.key === key)?.value;
    const logo = group.logo ?? setting('logo');
    const phone = group.display_phone ?? setting('support_phone');

    await page.goto(urlOn('acme.localhost'));
    await waitForIdle(page);

    const name = group.display_name || group.gname;
    expect(name).toMatch(/Acme/);
    const logoLink = page
      .getByRole('banner')
      .getByRole('link', { name: startsWith(name) })
      .first();
    await expect(logoLink).toBeVisible();
    if (logo) await expect(logoLink.getByRole('img')).toHaveAttribute('src', logo);
    expect(phone).toBeTruthy();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: `Questions? Call ${formatPhone(phone!)}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open app launcher' })).toBeVisible();
    expect(await readStorage(page, 'open_type')).toBe('user');
    expect(await readStorage(page, 'group_id')).toBe(String(site.gid));
  });

  test('a wrong landing name shows the 404 page without header and footer', async ({ page }) => {
    await page.goto(urlOn('localhost', '/no-such-landing'));
    await expect(page).toHaveURL(urlOn('localhost', '/404'));
    await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/'));
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('unknown deep routes show the 404 page', async ({ page }) => {
    await page.goto(urlOn('localhost', '/some/unknown/route'));
    await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
  });

  test('a referral link without rid goes to /404', async ({ page }) => {
    await page.goto(urlOn('localhost', '/referrals'));
    await expect(page).toHaveURL(urlOn('localhost', '/404'));
  });

  test('the landing-config error names the enroll type', async ({ page }) => {
    await page.goto(urlOn('localhost', '/landing-config-error/Agent'));
    await expect(page.getByRole('heading', { name: 'OOPS! Landing url is not configured for this Agent' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test("a rep's landing page opens the store as the rep, with an About text", async ({ page }) => {
    await page.goto(urlOn('localhost', '/jsmith'));
    await waitForIdle(page);
    expect(await readStorage(page, 'agent_id')).toBe('1');
    expect(await readStorage(page, 'open_type')).toBe('agent');

    await page.getByRole('banner').getByRole('button', { name: 'About' }).click();
    const dialog = page.getByRole('dialog', { name: 'About' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('script')).toHaveCount(0);
  });

  test('the header cart shows the count and amount of the stored enrollment', async ({ page }) => {
    // The demo cart belongs to rep 1: only the rep's signed-in browser may read it (DESIGN §5).
    await signInAsDemoRep(page.request);
    const count = await apiData<{ result: number }>(page.request, '/api/v1/get-cart-count', { enrollment_id: DEMO_CART_ENROLLMENT_ID });
    const amount = await apiData<{ result: string }>(page.request, '/api/v1/get-cart-amount', { enrollment_id: DEMO_CART_ENROLLMENT_ID });
    expect(count.result).toBeGreaterThan(0);

    await seedStorage(page, 'localhost', { tempId: DEMO_CART_ENROLLMENT_ID });
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);

    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount.result));
    const cart = page.getByTestId('header-cart');
    await expect(cart.getByText(String(count.result), { exact: true })).toBeVisible();
    await expect(page.getByTestId('header-cart-amount')).toHaveText(money);
    await expect(cart).toHaveAttribute('href', '/cart');
  });

  test('without a stored enrollment the cart badge is hidden', async ({ page }) => {
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);
    await expect(page.getByTestId('header-cart-amount')).toHaveText('$0.00');
    await expect(page.getByTestId('header-cart').locator('.mantine-Indicator-indicator')).toHaveCount(0);
  });

  test('the access-code popup asks for a code and shows the rep', async ({ page }) => {
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Access Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rep access code' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Field is required')).toBeVisible();

    await dialog.getByLabel('Access Code').fill('NOPE0000');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('No rep was found for this access code.')).toBeVisible();

    await dialog.getByLabel('Access Code').fill('ABCD1212');
    await expect(dialog.getByText('No rep was found for this access code.')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Is this your rep?')).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'ABCD1212' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/jsmith'));
    await waitForIdle(page);
    expect(await readStorage(page, 'open_type')).toBe('agent');
  });

  test("'Not my site' clears local storage and starts over at /", async ({ page }) => {
    await seedStorage(page, 'localhost', { tempId: 'something', open_type: 'agent', agent_id: '1' });
    await page.goto(urlOn('localhost', '/jsmith'));
    await waitForIdle(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Not my site' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/'));
    await waitForIdle(page);
    expect(await readStorage(page, 'open_type')).toBeNull();
    expect(await readStorage(page, 'tempId')).toBeNull();
  });

  test('phones get a burger menu with the categories', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Dental', exact: true })).toBeVisible();
  });
});
