import { expect, test, type Page } from './support/fixtures';
import { addUnderwrittenLife, apiThroughRequest, createEnrollment, type StoreApi } from './support/cart-setup';
import { waitForIdle } from './support/store';
import { expectNoSeriousViolations } from './support/accessibility';

/**
 * The storefront forms as a shopper meets them (docs/decisions/0042): the plan questions'
 * messages, a plan already in the cart, date of birth typing, the membership in the cart.
 */

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
