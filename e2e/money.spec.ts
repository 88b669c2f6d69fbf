import { expect, test, type Page } from './support/fixtures';
import { addToCart, addUnderwrittenLife, apiThroughRequest, createEnrollment, pricedPlan } from './support/cart-setup';
import { DEMO_API_CLIENT_KEY, scrollToEnd, seedStorage, urlOn, waitForIdle } from './support/store';
import { expectNoSeriousViolations } from './support/accessibility';

/**
 * Money and what is for sale (docs/decisions/0039), as a shopper sees it: one price per plan
 * for the filter, saying so; the 3% fee inside the life plan's price, never added on top.
 */
const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];
const LIFE = 'Harborlight Term Life 10';
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

/** A plan's id by its name, as an old bookmark would hold it (replaced plans are listed nowhere). */
async function planIdNamed(page: Page, name: string): Promise<number> {
  for (let id = 1; id <= 200; id += 1) {
    const response = await page.request.get(urlOn('localhost', `/api/v1/get-plan-detail/${id}`), {
      headers: { Authorization: `Basic ${DEMO_API_CLIENT_KEY}` },
    });
    if (response.ok() && ((await response.json()) as { data: { plan_name: string } }).data.plan_name === name) return id;
  }
  throw new Error(`no plan named ${name}`);
}

test.describe('money and what is for sale', () => {
  for (const size of SIZES) {
    test(`one price per plan, the fee inside the life plan's price, at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const api = apiThroughRequest(page.request);
      const enrollmentId = await createEnrollment(api);
      const dental = await pricedPlan(api, enrollmentId, 'dental', 'Bluepine Dental Essentials');
      await seedStorage(page, 'localhost', { tempId: enrollmentId });

      // The landing's featured plans are priced for the filter and say so.
      await page.goto(urlOn('localhost', '/'));
      await waitForIdle(page);
      await scrollToEnd(page);
      const featured = page.getByRole('region', { name: 'Featured plans' });
      await expect(featured.getByTestId('prices-for')).toHaveText(/^Monthly prices for Member Only, age \d+, zip 75201\.$/);
      await waitForIdle(page);

      // The plans list shows the same price as the plan page's lowest option.
      await page.goto(urlOn('localhost', '/plans?type=dental'));
      const pricing = await api.call<{ plans: { plan_price: string }[] }>(
        'GET',
        `/api/v1/get-plan-pricing-detail?pid=${dental.planId}&enrollment_id=${enrollmentId}`,
      );
      const lowest = Math.min(...pricing.plans.map((row) => cents(row.plan_price)));
      const card = page.getByTestId('plan-card').filter({ hasText: 'Bluepine Dental Essentials' });
      await expect(card).toContainText(`$${(lowest / 100).toFixed(2)}`);
      await expectNoSeriousViolations(page);
      await waitForIdle(page);

      // An old link of a replaced plan says which plan replaced it, then shows that plan.
      const replaced = await planIdNamed(page, 'Bluepine Dental Classic (2024)');
      await page.goto(urlOn('localhost', `/plan/${replaced}/bluepine-dental-classic-2024`));
      await expect(page.getByTestId('replaced-plan-notice')).toHaveText(
        'Bluepine Dental Classic (2024) has been replaced by Bluepine Dental Essentials.',
      );
      await expect(page.getByTestId('price-card').first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await waitForIdle(page);

      // A life plan in the cart: its line shows the price with the fee; the totals add nothing on top.
      await addToCart(api, enrollmentId, dental);
      await addUnderwrittenLife(api, enrollmentId, LIFE);
      await page.goto(urlOn('localhost', '/cart'));
      await expect(page.getByTestId('totals-fee')).toContainText('Included administrative fee');
      const plansTotal = cents((await page.getByTestId('totals-plans').textContent()) ?? '');
      const recurring = cents((await page.getByTestId('totals-recurring').textContent()) ?? '');
      expect(recurring).toBe(plansTotal);
      await expectNoSeriousViolations(page);
    });
  }
});
