import { expect, test } from './support/fixtures';
import { addToCart, addUnderwrittenLife, apiThroughRequest, createEnrollment, pricedPlan } from './support/cart-setup';
import { scrollToEnd, seedStorage, urlOn, waitForIdle } from './support/store';
import { expectNoSeriousViolations } from './support/accessibility';

/**
 * Money and what is for sale (docs/decisions/0039), as a shopper sees it: one price per plan
 * for the filter, saying so; the 3% fee inside the life plan's price, never added on top. (A
 * replaced plan's old link: e2e/plans.spec.ts.)
 */
const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];
const LIFE = 'Harborlight Term Life 10';
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

test.describe('money and what is for sale', () => {
  for (const size of SIZES) {
    test(`one price per plan for the filter, saying so, at ${size.width}x${size.height}`, async ({ page }) => {
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
    });

    test(`the fee inside the life plan's price, never on top, at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const api = apiThroughRequest(page.request);
      const enrollmentId = await createEnrollment(api);
      const dental = await pricedPlan(api, enrollmentId, 'dental', 'Bluepine Dental Essentials');
      await seedStorage(page, 'localhost', { tempId: enrollmentId });

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
