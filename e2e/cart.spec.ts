import { expect, test, type Page } from './support/fixtures';
import { DEMO_AGENT_ID } from '../apps/api/src/db/seed/demo-ids';
import {
  addToCart,
  addUnderwrittenLife,
  apiThroughPage,
  apiThroughRequest,
  createEnrollment,
  pricedPlan,
  setStorage,
  type StoreApi,
} from './support/cart-setup';
import { seedStorage, urlOn, waitForIdle } from './support/store';
import { expectNoSeriousViolations } from './support/accessibility';

const usd = (amount: number | string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));
const DENTAL = { category: 'dental', name: 'Bluepine Dental Essentials' };
const VISION = { category: 'vision', name: 'Clearview Vision Basic' };

/** A shopper's enrollment bound to this browser, with dental and vision in the cart. */
async function shopperWithTwoPlans(page: Page, api: StoreApi = apiThroughRequest(page.request)) {
  const enrollmentId = await createEnrollment(api);
  const dental = await pricedPlan(api, enrollmentId, DENTAL.category, DENTAL.name);
  const vision = await pricedPlan(api, enrollmentId, VISION.category, VISION.name);
  await addToCart(api, enrollmentId, dental);
  await addToCart(api, enrollmentId, vision);
  return { enrollmentId, dental, vision };
}

test.describe('cart', () => {
  test('a shopper removes a plan, picks an effective date and proceeds to enrollment', async ({ page }) => {
    const { enrollmentId, dental, vision } = await shopperWithTwoPlans(page);
    await seedStorage(page, 'localhost', { tempId: enrollmentId });
    await page.goto(urlOn('localhost', '/cart'));
    await waitForIdle(page);

    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/plans');
    await expect(trail.getByText('Cart')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/plans');

    const plans = page.getByRole('list', { name: 'Plans in your cart' });
    await expect(plans.getByRole('listitem')).toHaveCount(2);
    await expect(plans.getByText(dental.name)).toBeVisible();
    await expect(page.getByTestId('header-cart-count')).toContainText('2');
    const both = Number(dental.price) + Number(vision.price);
    await expect(page.getByTestId('totals-first-month')).toContainText(usd(both));
    await expect(page.getByTestId('totals-total')).toContainText(usd(both));
    // Nobody quotes for an applicant.
    await expect(page.getByRole('button', { name: 'Send Personalized Quote' })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: `Remove ${dental.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove plan' });
    await expect(confirm.getByText('Do you really want to remove?')).toBeVisible();
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await expect(plans.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: `Remove ${dental.name}` }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(confirm).toBeHidden();
    await expect(plans.getByRole('listitem')).toHaveCount(1);
    await expect(plans.getByText(vision.name)).toBeVisible();
    await expect(page.getByTestId('totals-recurring')).toContainText(usd(vision.price));
    // The header's badge and amount follow.
    await expect(page.getByTestId('header-cart-count')).toContainText('1');
    await expect(page.getByTestId('header-cart-amount')).toHaveText(usd(vision.price));

    const date = page.getByLabel('Effective date');
    const options = await date
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? '' })));
    expect(options.length).toBeGreaterThan(0);
    await expect(date).toHaveValue(options[0]!.value);
    const chosen = options[1] ?? options[0]!;
    await date.selectOption(chosen.value);

    await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirm your effective date' });
    await expect(confirmation).toContainText(`Your plans will be effective as of ${chosen.label}`);
    // Checkout re-rates the cart (ADR 0055): plans added at today's rates keep them, so nothing to tell.
    await expect(confirmation.getByText('Prices have changed')).toHaveCount(0);
    await confirmation.getByRole('button', { name: 'Back to Cart' }).click();
    await expect(confirmation).toBeHidden();

    await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
    await confirmation.getByRole('button', { name: 'Proceed to Enrollment' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/enrollment/personal-info'));
    expect(await page.evaluate(() => localStorage.getItem('enrollment_mode'))).toBe('new_enrollment');

    const saved = await apiThroughRequest(page.request).call<{ result: string }>(
      'GET',
      `/api/v1/get-enrollment-temp-info?enrollment_id=${enrollmentId}&column=effective_date`,
    );
    expect(saved.result).toBe(chosen.label);
  });

  test('recommendations: the header button and the cart strip lead to the recommended list', async ({ page }) => {
    const { enrollmentId } = await shopperWithTwoPlans(page);
    await seedStorage(page, 'localhost', { tempId: enrollmentId });
    await page.goto(urlOn('localhost', '/cart'));
    await waitForIdle(page);

    const strip = page.getByTestId('recommended-plans');
    await expect(strip.getByRole('heading', { name: 'Recommended Plans' })).toBeVisible();
    const slides = strip.getByRole('article');
    expect(await slides.count()).toBeGreaterThan(0);
    expect(await slides.count()).toBeLessThanOrEqual(5);
    await expect(strip.getByText('Starting From').first()).toBeVisible();
    // Plans already in the cart are never recommended.
    await expect(strip.getByRole('article', { name: DENTAL.name })).toHaveCount(0);
    const viewAll = strip.getByRole('button', { name: 'View All' });
    if (await viewAll.isVisible()) {
      await viewAll.click();
      await expect(strip.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
      await expect(strip.getByRole('listitem').first()).toBeVisible();
    }

    await page.getByRole('banner').getByRole('link', { name: 'View Your Recommended Products' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/recommend-list/cart'));
    await waitForIdle(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Recommended Plans' })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    await expect(trail.getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/plans');
    const cards = page.getByRole('list', { name: 'Recommended plans' }).getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    const first = cards.first();
    await expect(first.getByRole('link', { name: /^More Info: / })).toHaveAttribute('href', /^\/plan\/\d+\//);

    await expectNoSeriousViolations(page);
  });

  test("an empty list says 'No Any Products.' and an empty cart invites shopping", async ({ page }) => {
    await page.goto(urlOn('localhost', '/cart'));
    await waitForIdle(page);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'View Your Recommended Products' })).toHaveCount(0);

    // A group with no history: nothing to recommend.
    await seedStorage(page, 'localhost', { eprocess: 'group', group_id: '999999' });
    await page.goto(urlOn('localhost', '/recommend-list/home'));
    await waitForIdle(page);
    await expect(page.getByText('No Any Products.')).toBeVisible();
  });

  test('the quote button is absent on the lifestyle host', async ({ page }) => {
    await page.goto(urlOn('lifestyle.localhost'));
    await waitForIdle(page);
    // The lifestyle host clears storage on entry; the cart is filled afterwards, as a shopper would.
    const api = apiThroughPage(page);
    const enrollmentId = await createEnrollment(api, { eprocess: 'rep', agentId: DEMO_AGENT_ID });
    await addToCart(api, enrollmentId, await pricedPlan(api, enrollmentId, DENTAL.category, DENTAL.name));
    await setStorage(page, { tempId: enrollmentId, eprocess: 'rep', agent_id: String(DEMO_AGENT_ID) });

    await page
      .getByRole('banner')
      .getByRole('link', { name: /^View Cart/ })
      .click();
    await expect(page).toHaveURL(urlOn('lifestyle.localhost', '/cart'));
    await waitForIdle(page);
    await expect(page.getByRole('list', { name: 'Plans in your cart' }).getByText(DENTAL.name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Enrollment' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Personalized Quote' })).toHaveCount(0);
    // The lifestyle host hides the Home breadcrumb.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveCount(0);
  });
});

test('a life plan in the cart: the notice says the fee and the underwriting, and the membership is listed', async ({ page }) => {
  const api = apiThroughRequest(page.request);
  const enrollmentId = await createEnrollment(api);
  await addToCart(api, enrollmentId, await pricedPlan(api, enrollmentId, DENTAL.category, DENTAL.name));
  await addUnderwrittenLife(api, enrollmentId);
  await seedStorage(page, 'localhost', { tempId: enrollmentId });

  await page.goto(urlOn('localhost', '/cart'));
  await waitForIdle(page);
  const notice = page.getByTestId('underwritten-life-notice');
  await expect(notice).toContainText('Prices include a 3% administrative fee.');
  await expect(notice).toContainText('Optional life plans depend on medical underwriting approval.');
  await expect(page.getByTestId('totals-fee')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Plans in your cart' })).toContainText('Bronze Membership');
});
