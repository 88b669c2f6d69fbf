import { CONTACT_ADDRESS_MESSAGES } from '@benefit-store/domain';
import { test, expect, type Page } from './support/fixtures';
import { pricedPlan } from './support/cart-setup';
import { urlOn, waitForIdle } from './support/store';
import { typeInto } from './support/typing';
import { BANK, CONTACT, contactInfoBody, shopperAtStep, type ShopperPlan } from './support/wizard-setup';

/**
 * The contact address against the price (DESIGN §3 "Contact address", docs/decisions/0103): the
 * step starts from the finder's zip; a zip of another state, and a state the plans were not priced
 * for, are refused under their fields, the second with an offer to price the plans for the new
 * zip; the billing address that is the physical one follows a corrected contact zip. Typed key by
 * key, at desktop and phone width; the contact step is reached through the API.
 */
const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** Sold in Texas, Florida and Georgia, at a price for each state. */
const SUNBELT_PLAN: ShopperPlan = { tier: 'IO', category: 'medical', name: 'Lantana Sunbelt Care Gold' };

const field = (page: Page, label: RegExp) => page.getByLabel(label);
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** Clears a field and types into it, as a person who selects what is there and types over it. */
async function retype(page: Page, label: RegExp, text: string) {
  await field(page, label).clear();
  return typeInto(page, label, text);
}

for (const size of SIZES) {
  test.describe(`the contact address at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('is held to the price until the plans are priced for its zip', async ({ page }) => {
      const { api, enrollmentId } = await shopperAtStep(page, 'contact-info', SUNBELT_PLAN);
      const dallasPrice = (await pricedPlan(api, enrollmentId, SUNBELT_PLAN.category, SUNBELT_PLAN.name)).price;

      // The finder's zip and state are where the step starts.
      await expect(field(page, /^Zip/)).toHaveValue('75201');
      await expect(field(page, /^State/)).toHaveValue('TX');

      await typeInto(page, /^Email/, CONTACT.email);
      await typeInto(page, /^Contact Number/, CONTACT.phone);
      await typeInto(page, /^Street Address 1/, '200 Biscayne Blvd');
      await typeInto(page, /^City/, 'Miami');
      await retype(page, /^Zip/, '33101');
      await next(page);
      const zipNotInState = '33101 is a Florida zip code, not Texas. Please check the zip code or the state.';
      await expect(field(page, /^Zip/)).toHaveAccessibleDescription(zipNotInState);
      await expect(page.getByText(zipNotInState, { exact: true })).toBeVisible();
      // The step's error summary names the field and links to it.
      await expect(page.getByRole('link', { name: `Zip: ${zipNotInState}` })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Update my plan prices/ })).toBeHidden();

      await field(page, /^State/).selectOption({ label: 'Florida' });
      await next(page);
      const notPriced =
        'Your plans are priced for Texas (zip 75201). To use an address in Florida, please update your plan prices for zip 33101 first.';
      await expect(field(page, /^State/)).toHaveAccessibleDescription(notPriced);
      await expect(page.getByText(notPriced, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/contact-info/);

      await page.getByRole('button', { name: CONTACT_ADDRESS_MESSAGES.repriceAction('33101') }).click();
      const notice = page.getByRole('status').filter({ hasText: 'Your plan prices are now for zip 33101 in Florida.' });
      await expect(notice).toBeVisible();
      const miamiPrice = (await pricedPlan(api, enrollmentId, SUNBELT_PLAN.category, SUNBELT_PLAN.name)).price;
      expect(miamiPrice).not.toBe(dallasPrice);
      await expect(notice).toContainText(`${SUNBELT_PLAN.name}: $${dallasPrice} → $${miamiPrice} a month`);
      await expect(page.getByText(notPriced, { exact: true })).toBeHidden();
      // The header's cart amount follows (the cart holds this one plan).
      await expect(page.getByRole('link', { name: /^View Cart/ })).toHaveAccessibleName(`View Cart: 1 plan, $${miamiPrice} per month`);

      // The cart shows the Miami price.
      await page.goto(urlOn('localhost', '/cart'));
      await waitForIdle(page);
      await expect(page.getByRole('main')).toContainText(`$${miamiPrice}`);
    });

    test("billing that is the physical address follows a corrected contact zip, and No keeps the person's own", async ({ page }) => {
      // Priced for Miami and the contact step saved there, through the API.
      const { api, enrollmentId } = await shopperAtStep(page, 'contact-info', SUNBELT_PLAN);
      await api.call('POST', '/api/v1/reprice-cart-for-zip', { enrollment_id: enrollmentId, zip: '33101' });
      const miami = { ...contactInfoBody({ address1: '200 Biscayne Blvd', address2: '' }), city: 'Miami', state: 'fl', zip: '33101' };
      await api.call('POST', '/api/v1/save-contact-info', { enrollment_id: enrollmentId, ...miami });
      await page.goto(urlOn('localhost', '/enrollment/billing-information'));
      await waitForIdle(page);

      // The billing address is the physical one: the contact address, locked.
      await page
        .getByRole('radiogroup', { name: /physical address/ })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await expect(field(page, /^Zip/)).toHaveValue('33101');
      await expect(field(page, /^City/)).toHaveValue('Miami');
      await typeInto(page, /^Routing Number/, BANK.routing);
      await field(page, /^Account Holder Name/).click();
      await expect(field(page, /^Bank Name/)).toHaveValue(BANK.bankName);
      await typeInto(page, /^Account Holder Name/, 'Maria Lopez');
      await typeInto(page, /^Account Number/, BANK.account);
      await field(page, /^Account Type/).selectOption({ label: 'Checking' });
      await field(page, /^Account Holder Type/).selectOption({ label: 'Individual' });
      await next(page);
      await expect(page).toHaveURL(/agreement-signature/);

      // Back to the contact step through the wizard, the zip corrected to another Miami zip.
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL(/billing-information/);
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page).toHaveURL(/contact-info/);
      await expect(field(page, /^Zip/)).toHaveValue('33101');
      await retype(page, /^Zip/, '33131');
      await next(page);
      await expect(page).toHaveURL(/billing-information/);
      const physical = page.getByRole('radiogroup', { name: /physical address/ });
      await expect(physical.getByRole('radio', { name: 'Yes' })).toBeChecked();
      await expect(field(page, /^Zip/)).toHaveValue('33131');
      await expect(field(page, /^Zip/)).toHaveAttribute('readonly');

      // Not the physical address: the person's own billing address is kept.
      await physical.getByRole('radio', { name: 'No' }).check();
      await expect(field(page, /^Zip/)).toHaveValue('');
      await typeInto(page, /^Street Address 1/, '9 Pecan St');
      await typeInto(page, /^City/, 'Plano');
      await field(page, /^State/).selectOption({ label: 'Texas' });
      await typeInto(page, /^Zip/, '75023');
      await typeInto(page, /^Account Number/, BANK.account);
      await next(page);
      await expect(page).toHaveURL(/agreement-signature/);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(physical.getByRole('radio', { name: 'No' })).toBeChecked();
      await expect(field(page, /^Street Address 1/)).toHaveValue('9 Pecan St');
      await expect(field(page, /^Zip/)).toHaveValue('75023');
    });
  });
}
