import { DEMO_REFERRAL_ID } from '../../apps/api/src/db/seed/demo-ids';
import { test, type Page } from '../support/fixtures';
import { urlOn } from '../support/store';
import { atEachSize, expectPage, prepareContext, settle } from './kit';

/** The entry pages (spec 000 §2): landings by path and by host, the entry routes, the error pages. */
test.beforeEach(({ context }) => prepareContext(context));

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
/** The landing's plan strips, drawn when their place nears the screen. */
const strips = (page: Page) => [
  page.getByRole('heading', { name: 'Recommended for you' }),
  page.getByRole('heading', { name: 'Featured plans' }),
];

const LANDINGS = [
  { name: 'landing', url: urlOn('localhost'), strips: true },
  { name: 'landing-rep', url: urlOn('localhost', '/jsmith'), strips: true },
  { name: 'landing-group', url: urlOn('localhost', '/acme'), strips: true },
  { name: 'landing-host-lifestyle', url: urlOn('lifestyle.localhost'), strips: true },
  { name: 'landing-host-acme', url: urlOn('acme.localhost'), strips: true },
  { name: 'landing-external', url: urlOn('localhost', '/external?site=partnerplus'), strips: true },
];

atEachSize(() => {
  for (const landing of LANDINGS) {
    test(landing.name, async ({ page }) => {
      await page.goto(landing.url);
      await settle(page, [page.getByRole('form', { name: 'Find plans' }), ...(landing.strips ? strips(page) : [])]);
      await expectPage(page, landing.name);
    });
  }

  test('referral landing, then its form sent empty', async ({ page }) => {
    await page.goto(urlOn('localhost', `/referrals?rid=${DEMO_REFERRAL_ID}`));
    await settle(page, page.getByText(/^\(Referred By :/));
    await expectPage(page, 'referral');
    const form = page.getByRole('region', { name: 'Your details' });
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await settle(page, form.getByText('Field is required'));
    await expectPage(page, 'referral-errors');
  });

  test('page not found', async ({ page }) => {
    await page.goto(urlOn('localhost', '/404'));
    await settle(page, heading(page, /./));
    await expectPage(page, 'not-found');
  });

  test('landing configuration error', async ({ page }) => {
    await page.goto(urlOn('localhost', '/landing-config-error/Agent'));
    await settle(page, heading(page, /./));
    await expectPage(page, 'landing-config-error');
  });
});
