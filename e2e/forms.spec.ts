import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './support/fixtures';
import {
  addToCart,
  addUnderwrittenLife,
  answerQuestionsNo,
  apiThroughRequest,
  createEnrollment,
  pricedPlan,
  type StoreApi,
} from './support/cart-setup';
import { waitForIdle } from './support/store';
import { expectNoSeriousViolations } from './support/accessibility';

/**
 * The storefront forms as a shopper meets them (docs/decisions/0042): the plan questions'
 * messages, a plan already in the cart, date of birth typing, the membership in the cart.
 */

type Membership = { plan_id: number; plan_pricing_id: number; level: string };

async function membership(api: StoreApi, level: string): Promise<Membership> {
  const detail = await api.call<{ memberships: Membership[] }>('GET', '/api/v1/get-plan-detail');
  return detail.memberships.find((m) => m.level === level)!;
}

/** A shopper with an enrollment bound to this browser, its id stored as tempId. */
async function shopper(page: Page): Promise<{ api: StoreApi; enrollmentId: string }> {
  await page.goto('/404');
  const api = apiThroughRequest(page.request);
  const enrollmentId = await createEnrollment(api);
  await page.evaluate((id) => localStorage.setItem('tempId', id), enrollmentId);
  return { api, enrollmentId };
}

test('a membership in the cart: the association page says which, the cart lists it with the plans and offers no other level', async ({
  page,
}) => {
  const { api, enrollmentId } = await shopper(page);
  // A life plan that requires a membership, added with Bronze as its plan page does.
  await addUnderwrittenLife(api, enrollmentId);

  await page.goto('/new_membership');
  await expect(page.getByTestId('membership-in-cart')).toHaveText(
    'Your cart has the Bronze membership. Choosing another level replaces it.',
  );
  const bronze = page.getByTestId('membership-card').filter({ has: page.getByRole('heading', { name: 'Bronze' }) });
  await expect(bronze.getByText('In your cart')).toBeVisible();
  await expect(bronze.getByRole('link', { name: 'View Cart: Bronze membership is in your cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to Gold membership' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add Cart/ })).toHaveCount(0);
  await waitForIdle(page);
  await expectNoSeriousViolations(page);

  await bronze.getByRole('link', { name: /^View Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const plans = page.getByRole('list', { name: 'Plans in your cart' });
  await expect(plans.getByText('Bronze Membership')).toBeVisible();
  await expect(plans.getByText('Association membership, required with a plan in your cart')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Bronze Membership' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Additional riders' })).toHaveCount(0);
  const recommended = page.getByRole('region', { name: 'Recommended Plans' }).first();
  await expect(recommended).toBeVisible();
  await expect(recommended.getByText(/(Silver|Gold) Membership/)).toHaveCount(0);
  await waitForIdle(page);
  await expectNoSeriousViolations(page);
});

test('date of birth typing on the landing filter follows spec 000 §5 and says its messages', async ({ page }) => {
  await page.goto('/');
  const wizard = page.getByRole('form', { name: 'Find plans' });
  await page.getByLabel('Zip code').fill('60601');
  await wizard.getByRole('button', { name: 'Next' }).click();
  const dob = page.getByLabel('Date of birth');
  // A month of 13 is no month: the digits stay as typed, none moved into the day or the year (docs/decisions/0097).
  await dob.pressSequentially('13452010');
  await expect(dob).toHaveValue('13452010');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await expect(dob).toHaveAccessibleDescription(/Invalid date/);

  const nextYear = new Date().getFullYear() + 1;
  await dob.fill('');
  await dob.pressSequentially(`0615${nextYear}`);
  await expect(dob).toHaveValue(`06/15/${nextYear}`);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(dob).toHaveAccessibleDescription(/You must be 18 years to proceed/);
  await expect(page.getByText('Invalid date')).toHaveCount(0);
});

/** PNGs for a person to look at (e2e/.screenshots); SHOT_PHASE names the before and after sets. */
const OUT = join(dirname(fileURLToPath(import.meta.url)), '.screenshots');
const PHASE = process.env.SHOT_PHASE ?? 'after';
const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

test.describe('forms screenshots', () => {
  test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

  for (const size of SIZES) {
    test(`form pages at ${size.width}x${size.height}`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(size);
      const shoot = async (name: string, focus?: string) => {
        await waitForIdle(page);
        await page.evaluate(() => document.fonts.ready);
        const file = (suffix: string) => join(OUT, `forms-${PHASE}-${name}-${size.width}x${size.height}${suffix}.png`);
        await page.screenshot({ path: file(''), fullPage: true });
        if (focus)
          await page
            .locator(focus)
            .first()
            .evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: file('-fold') });
      };
      const { api, enrollmentId } = await shopper(page);

      // Qualifying questions submitted empty, then one answered.
      await api.call('PUT', `/api/v1/change-filter-info/${enrollmentId}`, { is_smoker: '0' });
      await page.goto('/plans?type=critical');
      await page.getByRole('link', { name: 'More Info: Evercrest Critical Illness' }).click();
      await page.getByRole('button', { name: 'Submit' }).click();
      await shoot('questions-empty', '#plan-questions-title');
      await page
        .getByRole('radiogroup', { name: /heart attack, stroke, cancer/ })
        .getByRole('radio', { name: 'No' })
        .check();
      await shoot('questions-one-answered', '#plan-questions-title');

      // Term life: a too-low income, then the questions and carrier statements.
      await api.call('PUT', `/api/v1/change-filter-info/${enrollmentId}`, { annual_incode: '1000' });
      await page.goto('/plans?type=term_life');
      await page.getByRole('link', { name: 'More Info: Harborlight Term Life 10' }).click();
      await expect(page.getByTestId('pricing-error')).toBeVisible();
      await shoot('income-too-low', '#rates-title');
      await page.getByRole('button', { name: 'clicking here' }).click();
      await page.getByLabel('Your annual income (USD)').fill('2000');
      await page.getByRole('button', { name: 'Save' }).click();
      await shoot('income-modal');
      if (!(await page.getByRole('dialog').isVisible())) await page.getByRole('button', { name: 'clicking here' }).click();
      await page.getByLabel('Your annual income (USD)').fill('60000');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('heading', { name: 'Please answer following questions to view rates.' })).toBeVisible();
      await page.getByRole('button', { name: 'Submit' }).click();
      await shoot('life-questions', '#plan-questions-title');

      // The carrier statements, saved with one unanswered and one wrong.
      await answerQuestionsNo(api, enrollmentId, 'term_life', 'Harborlight Term Life 10');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Please confirm the following statements' })).toBeVisible();
      await page
        .getByRole('radiogroup', { name: /U.S. citizen/ })
        .getByRole('radio', { name: 'No' })
        .check();
      await page.getByRole('button', { name: 'Save answers' }).click();
      await shoot('carrier-statements', '#carrier-questions-title');

      // A plan in the cart.
      const dental = await pricedPlan(api, enrollmentId, 'dental', 'Bluepine Dental Essentials');
      await addToCart(api, enrollmentId, dental);
      await page.goto('/plans?type=dental');
      await page.getByRole('link', { name: 'More Info: Bluepine Dental Essentials' }).click();
      await expect(page.getByTestId('price-card').first()).toBeVisible();
      await shoot('plan-in-cart', '#rates-title');

      // Silver membership in the cart: the association page and the cart.
      const silver = await membership(api, 'silver');
      await api.call('POST', '/api/v1/add-plan-to-cart', {
        enrollment_id: enrollmentId,
        plan_id: silver.plan_id,
        plan_pricing_id: silver.plan_pricing_id,
      });
      await page.goto('/new_membership');
      await expect(page.getByTestId('membership-card')).toHaveCount(3);
      await shoot('membership-silver');
      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
      await shoot('cart-silver');

      // Date of birth typed on the landing filter (the phone's first screen is first-screens.spec.ts's, docs/decisions/0040).
      if (size.width < 1000) return;
      await page.evaluate(() => localStorage.clear());
      await page.goto('/');
      const wizard = page.getByRole('form', { name: 'Find plans' });
      await page.getByLabel('Zip code').fill('60601');
      await wizard.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Date of birth').pressSequentially('13452010');
      await wizard.getByRole('button', { name: 'Next' }).click();
      await shoot('dob-typed');
    });
  }
});
