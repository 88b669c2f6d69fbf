import { expect, test, type Locator, type Page } from './support/fixtures';
import { PLAN_CATEGORIES } from '@benefit-store/domain';
import { apiThroughPage } from './support/cart-setup';
import { urlOn, waitForIdle } from './support/store';
import { seriousViolations } from './support/accessibility';

/** What a visitor sees first (docs/decisions/0040): the task above the fold, at desktop and phone size. */
const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];
const finder = (page: Page) => page.getByRole('form', { name: 'Find plans' });
/** A position at the centre of Chicago's 60601 in the zip database. */
const CHICAGO = { latitude: 41.8858, longitude: -87.6181 };

/** The element lies wholly inside the viewport as it is, without scrolling. */
async function expectInFirstScreen(page: Page, locator: Locator, viewport: { width: number; height: number }) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await locator.boundingBox();
  expect(box, 'element is rendered').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
}

/** True when the two boxes share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('first screens', () => {
  for (const host of ['localhost', 'acme.localhost']) {
    for (const size of SIZES) {
      test(`on ${host} at ${size.width}x${size.height} the finder's first step and Next are in the first screen, the brand visible`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        await page.goto(urlOn(host));
        await waitForIdle(page);
        await page.evaluate(() => document.fonts.ready);
        await expect(page.getByRole('complementary', { name: 'Location permission' })).toBeVisible();

        await expectInFirstScreen(page, finder(page).getByText('Step 1 of 6'), size);
        await expectInFirstScreen(page, finder(page).getByLabel('What is your zip code?'), size);
        await expectInFirstScreen(page, finder(page).getByRole('button', { name: 'Next' }), size);
        // The location banner, held at the foot of the screen, covers none of the finder's first step.
        const locationBox = (await page.getByRole('complementary', { name: 'Location permission' }).boundingBox())!;
        for (const part of [finder(page).getByLabel('What is your zip code?'), finder(page).getByRole('button', { name: 'Next' })]) {
          expect(overlaps((await part.boundingBox())!, locationBox)).toBe(false);
        }
        // Branding stays: the brand's logo link in the header.
        const brand = page.getByRole('banner').getByRole('link', { name: /home$/ }).first();
        await expectInFirstScreen(page, brand, size);
        // The help launcher sits in the header and covers nothing of the page.
        const help = page.getByRole('button', { name: 'Help' });
        const headerBox = (await page.getByRole('banner').boundingBox())!;
        const helpBox = (await help.boundingBox())!;
        expect(helpBox.y + helpBox.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
        // The support phone number stays on one line.
        const phone = page.getByRole('banner').getByRole('link', { name: /^Call / });
        const phoneBox = (await phone.boundingBox())!;
        expect(phoneBox.height).toBeLessThan(30);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('the banners appear after the first paint without moving the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      // Each layout shift's moved elements: the page's main, a banner (or a part of one), or other.
      const moved: string[] = [];
      (window as unknown as { movedOnScreen: string[] }).movedOnScreen = moved;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[]) {
          for (const { node } of entry.sources ?? []) {
            const element = node instanceof Element ? node : null;
            if (element?.id === 'main') moved.push('main');
            else if (element?.closest('aside')) moved.push(element.closest('aside')!.getAttribute('aria-label') ?? 'a banner');
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);
    await expect(page.getByRole('complementary', { name: 'Location permission' })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Association membership' }).getByRole('button', { name: 'Watch the video' }),
    ).toBeVisible();
    // The location banner answers after the page is drawn and the association banner's button waits for the
    // site's settings; neither pushes the page down nor moves once on screen.
    expect(await page.evaluate(() => (window as unknown as { movedOnScreen: string[] }).movedOnScreen)).toEqual([]);
  });

  test('a first load asks the server for each of its answers once', async ({ page }) => {
    // The shell's calls on every page; a second query client or router (a first render thrown away
    // and started again) asked for all of them twice.
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(pathname);
    });
    // A page whose code is its own chunk, on a phone's slower processor: the first render waits for it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${urlOn('localhost')}plans?type=dental`);
    await waitForIdle(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dental Plans' })).toBeVisible();
    const repeated = [...new Set(calls)].filter((path) => calls.filter((call) => call === path).length > 1);
    expect(calls).toEqual(expect.arrayContaining(['/api/v1/get-ticket-link', '/api/v1/get-goenroll-footer-plan']));
    expect(repeated).toEqual([]);
  });

  test("Allow with the browser's permission fills the nearest zip and says so", async ({ browser }) => {
    const context = await browser.newContext({ geolocation: CHICAGO, permissions: ['geolocation'] });
    const page = await context.newPage();
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);
    await expect(finder(page).getByLabel('What is your zip code?')).toHaveValue('');

    await page.getByRole('complementary', { name: 'Location permission' }).getByRole('button', { name: 'Allow', exact: true }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Your nearest zip code is' })).toHaveText(
      'Your nearest zip code is 60601 (Chicago, IL). We filled it in for you in the plan finder.',
    );
    await expect(finder(page).getByLabel('What is your zip code?')).toHaveValue('60601');
    await expect(finder(page).getByTestId('located-zip-note')).toHaveText(
      'Filled in from your location: 60601 (Chicago, IL) is the zip code nearest to you.',
    );
    // The filled zip is a real answer: Next goes on to the date of birth.
    await finder(page).getByRole('button', { name: 'Next' }).click();
    await expect(finder(page).getByText('Step 2 of 6')).toBeVisible();
    await context.close();
  });

  test('Allow without the browser’s permission changes nothing', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);
    const nearestCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/nearest-zip-code')) nearestCalls.push(request.url());
    });

    await page.getByRole('complementary', { name: 'Location permission' }).getByRole('button', { name: 'Allow', exact: true }).click();

    await expect(page.getByRole('complementary', { name: 'Location permission' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Your location' })).toHaveCount(0);
    await expect(finder(page).getByLabel('What is your zip code?')).toHaveValue('');
    expect(nearestCalls).toEqual([]);
    await context.close();
  });

  test('the association banner says plans need the association and opens its modal', async ({ page }) => {
    await page.goto(urlOn('localhost', '/plans?type=dental'));
    await waitForIdle(page);
    const banner = page.getByRole('complementary', { name: 'Association membership' });
    await expect(banner).toContainText('Access to plans requires joining an association');

    // The demo store's setting names its explainer video, so the banner offers it.
    await banner.getByRole('button', { name: 'Watch the video' }).click();
    const modal = page.getByRole('dialog', { name: 'Why join the association?' });
    await expect(modal).toContainText('an association of over 100,000 members');
    const video = modal.locator('video');
    await expect(video).toHaveAttribute('src', '/assets/site/association-video.webm');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState >= 1 && element.videoWidth > 0), { timeout: 10_000 })
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole('link', { name: 'Compare the memberships' }).click();
    await expect(page).toHaveURL(/\/new_membership$/);
    await expect(modal).toHaveCount(0);
  });

  test('the footer and app launcher link only to configured or own pages, never to made-up addresses', async ({ page }) => {
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);
    await page.getByRole('button', { name: 'Open app launcher' }).click();
    // The menu's code loads on the first click (docs/decisions/0059).
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    const launcherLinks = await page.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''));
    await page.keyboard.press('Escape');
    const footer = page.getByRole('contentinfo');
    const columnLinks = await footer
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(launcherLinks.length).toBeGreaterThan(0);
    for (const href of [...launcherLinks, ...columnLinks]) expect(href, href).toMatch(/^\//);
    await expect(footer.getByRole('link', { name: 'Member Login' })).toHaveCount(0);
    await expect(footer.getByTestId('app-store-link')).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Rep Dashboard' })).toHaveAttribute('href', '/sign-in');
  });

  test('on a phone with plans in the cart the logo is whole, the cart total uncovered and the support phone on one line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(urlOn('acme.localhost', '/404'));
    const api = apiThroughPage(page);
    const enrollment = await api.call<{ temp_enrollment_id: string }>('POST', '/api/v2/add-filter-for-new-user', {
      zip: '75201',
      dob: '04/12/1985',
      gender: '1',
      tier: 'IF',
      eprocess: 'applicant',
      coverage: ['LOW_COST'],
      categories: ['dental', 'vision'],
    });
    const id = enrollment.temp_enrollment_id;
    for (const category of ['dental', 'vision']) {
      const [plan] = await api.call<{ plan_id: number }[]>('GET', `/api/v1/get-menu-filtered-plans?category=${category}`);
      const pricing = await api.call<{ plans: { pid: number; ppid: number }[] }>(
        'GET',
        `/api/v1/get-plan-pricing-detail?pid=${plan!.plan_id}&enrollment_id=${id}`,
      );
      await api.call('POST', '/api/v1/add-plan-to-cart', {
        enrollment_id: id,
        plan_id: pricing.plans[0]!.pid,
        plan_pricing_id: pricing.plans[0]!.ppid,
      });
    }
    await page.evaluate((tempId) => localStorage.setItem('tempId', tempId), id);
    await page.goto(urlOn('acme.localhost', '/cart'));
    await waitForIdle(page);

    const header = page.getByRole('banner');
    const logoLink = header.getByRole('link', { name: /home$/ }).first();
    const logo = logoLink.getByRole('img');
    const [linkBox, logoBox, cartBox] = [
      await logoLink.boundingBox(),
      await logo.boundingBox(),
      await header.getByTestId('header-cart').boundingBox(),
    ];
    expect(logoBox!.x + logoBox!.width).toBeLessThanOrEqual(linkBox!.x + linkBox!.width + 0.5);
    expect(overlaps(linkBox!, cartBox!)).toBe(false);
    expect(await logo.evaluate((img: HTMLImageElement) => getComputedStyle(img).objectFit)).toBe('contain');
    const help = (await page.getByRole('button', { name: 'Help' }).boundingBox())!;
    for (const testId of ['header-cart-amount']) expect(overlaps(help, (await page.getByTestId(testId).boundingBox())!)).toBe(false);
    const footerPhone = page
      .getByRole('contentinfo')
      .getByRole('heading', { name: /^Questions\? Call/ })
      .getByRole('link');
    expect((await footerPhone.boundingBox())!.height).toBeLessThan(40);
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const size of SIZES) {
    test(`the plans page at ${size.width}x${size.height} counts the categories past three instead of filling the screen`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(urlOn('localhost', '/404'));
      const enrollment = await apiThroughPage(page).call<{ temp_enrollment_id: string }>('POST', '/api/v2/add-filter-for-new-user', {
        zip: '75201',
        dob: '04/12/1985',
        gender: '1',
        tier: 'IO',
        eprocess: 'applicant',
        coverage: ['LOW_COST'],
        categories: [...PLAN_CATEGORIES],
      });
      await page.evaluate((id) => {
        localStorage.setItem('tempId', id);
        localStorage.setItem('isFilterDataSubmitted', 'true');
      }, enrollment.temp_enrollment_id);
      await page.goto(urlOn('localhost', '/plans'));
      await waitForIdle(page);

      const select = page.getByTestId('category-select').locator('xpath=ancestor::div[contains(@class,"mantine-InputWrapper-root")]');
      await expect(page.getByText(/^\+\d+ more$/)).toBeVisible();
      const selectBox = (await select.boundingBox())!;
      expect(selectBox.height).toBeLessThan(size.width < 500 ? 140 : 100);
      // Nothing floats over the first plan card.
      const help = (await page.getByRole('button', { name: 'Help' }).boundingBox())!;
      expect(overlaps(help, (await page.getByTestId('plan-card').first().boundingBox())!)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
