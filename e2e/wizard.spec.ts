import { expect, test, type Page } from './support/fixtures';
import { addToCart, apiThroughRequest, createEnrollment, pricedPlan } from './support/cart-setup';
import { MARIA_SSN_FORMS, personalStored, SHOPPER_BIRTH_DATES } from './support/browser-storage';
import { seedStorage, urlOn, waitForIdle } from './support/store';
import {
  addBeneficiary,
  agreeToAll,
  answerHealth,
  BANK,
  drawSignature,
  fillContact,
  fillPersonal,
  lifeShopperCheckedOut,
  payByBankDraft,
  startWizard,
} from './support/wizard-setup';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A shopper with the life journey's cart: an underwritten life plan (with its membership) and a cancer plan, checked out. */
async function lifeShopper(page: Page) {
  await lifeShopperCheckedOut(page);
  await page.goto(urlOn('localhost', '/enrollment/personal-info'));
  await waitForIdle(page);
}

test.describe('enrollment wizard: personal and contact', () => {
  test('the progress bar shows the required steps, and personal and contact information are saved', async ({ page }) => {
    const { enrollmentId, api } = await startWizard(page);
    const steps = page.getByRole('navigation', { name: 'Enrollment steps' });
    await expect(steps).toContainText('Personal Information');
    await expect(steps).toContainText('Contact Information');
    await expect(steps).not.toContainText('Employer Information');
    await expect(steps).not.toContainText('Dependent Information');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
    // Gender and date of birth come from the filter, read-only.
    await expect(page.getByLabel('Date of Birth')).toHaveValue('04/12/1985');
    await expect(page.getByLabel('Date of Birth')).toHaveAttribute('readonly', '');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('Field is required');
    await fillPersonal(page);
    await page.getByLabel('SSN').fill('12345');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('SSN')).toHaveAccessibleDescription(/Invalid Social Security Number/);
    await page.getByLabel('SSN').fill('123456789');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(urlOn('localhost', '/enrollment/contact-info'));
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Information' })).toBeVisible();
    await page.getByLabel('Email').fill('maria@');
    await page.getByLabel('Contact Number').fill('2145550142');
    await page.getByLabel('Street Address 1').fill('100 Elm St');
    await page.getByLabel(/^City/).fill('Dallas');
    await page.getByLabel(/^State/).selectOption({ label: 'Texas' });
    await page.getByLabel('Zip').fill('75201');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Email is not in correct format/);
    await page.getByLabel('Email').fill('maria@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).not.toHaveURL(/contact-info/);

    // Back from contact returns to personal information with what was saved, the SSN masked.
    await page.goto(urlOn('localhost', '/enrollment/personal-info'));
    await expect(page.getByLabel('First Name')).toHaveValue('Maria');
    await expect(page.getByLabel('SSN')).toHaveValue('xxxxxxxx6789');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('123456789');
    const saved = await api.call<{ result: Record<string, unknown> }>(
      'GET',
      `/api/v1/get-enrollment-temp-info?enrollment_id=${enrollmentId}&column=contact_info`,
    );
    expect(saved.result).toMatchObject({ state: 'TX', zip: '75201' });

    // Back on personal information goes to the cart.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/cart'));
  });
});

test.describe('enrollment wizard', () => {
  test.use({ viewport: DESKTOP });

  test('a group 2556 enrollment cannot leave personal information without an enroller code', async ({ page }) => {
    const api = apiThroughRequest(page.request);
    const enrollmentId = await createEnrollment(api, { eprocess: 'group', groupId: 2556 });
    await addToCart(api, enrollmentId, await pricedPlan(api, enrollmentId, 'dental', 'Bluepine Dental Essentials'));
    await seedStorage(page, 'localhost', { tempId: enrollmentId, eprocess: 'group' });
    await page.goto(urlOn('localhost', '/enrollment/personal-info'));
    await waitForIdle(page);
    await fillPersonal(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toContainText('Enroller code is required');
    await expect(page).toHaveURL(/personal-info/);

    await page.getByRole('button', { name: 'Enter Enroller Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter Enroller Code' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByLabel('Enroller Code')).toHaveAccessibleDescription('Enter Enroller Code');
    await dialog.getByLabel('Enroller Code').fill('GC-7781');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/contact-info/);
  });

  test('a life plan and an underwritten plan: from personal information to the confirmation number', async ({ page }) => {
    test.setTimeout(120_000);
    await lifeShopper(page);
    // What the journey types: none of it may be kept in the browser (docs/decisions/0050).
    const personal = [...MARIA_SSN_FORMS, ...SHOPPER_BIRTH_DATES, 'Asthma', '01/01/2019', '2019-01-01', BANK.account];

    // Exactly the required steps: no employer (no group, no disability plan), no dependents (Member Only).
    const progress = page.getByRole('navigation', { name: 'Enrollment steps' });
    for (const title of [
      'Personal Information',
      'Contact Information',
      'Beneficiary Information',
      'Health Questions',
      'Billing Information',
    ]) {
      await expect(progress).toContainText(title);
    }
    await expect(progress).not.toContainText('Employer Information');
    await expect(progress).not.toContainText('Dependent Information');

    await fillPersonal(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/contact-info/);
    await fillContact(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/beneficiary-info/);
    await expect(page.getByRole('heading', { level: 1, name: 'Beneficiary Information' })).toBeVisible();
    await addBeneficiary(page, 'Lucia', 'Lopez', '60');
    await expect(page.getByText('Beneficiary #1: Lucia Lopez')).toBeVisible();
    await expect(page.getByText('Your total Beneficiary Percentage is 60 and it Should be ideally not less than 100%')).toBeVisible();
    // Next says what to change while the shares do not add up (docs/decisions/0104).
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('error-summary')).toHaveText(
      'The shares add up to 60%: give the other 40% by raising a share (Edit) or by adding a beneficiary.',
    );
    await addBeneficiary(page, 'Mateo', 'Lopez', '40');
    await expect(page.getByText('Now You can Continue Enrollment')).toBeVisible();
    await expect(page.getByRole('button', { name: '+ Add Beneficiary' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/health-questions/);
    await expect(page.getByRole('heading', { level: 1, name: 'Health Questions' })).toBeVisible();
    // A server field error on a condition lands under that condition's field: an onset before the date of birth.
    const first = await answerHealth(page, 'Asthma', '01/01/1980');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(first.getByLabel(/^Date of Onset/)).toHaveAccessibleDescription(/Date cannot be before your date of birth/);
    await expect(page).toHaveURL(/health-questions/);
    await first.getByLabel(/^Date of Onset/).fill('01/01/2019');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/billing-information/);

    // Billing by bank draft: the bank's name comes from the routing number.
    await expect(page.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeVisible();
    expect(await personalStored(page, personal)).toEqual([]);
    await expect(page.getByText('EFT (Bank Draft)')).toBeVisible();
    await payByBankDraft(page, 'Maria Lopez');
    expect(await personalStored(page, personal)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();

    // Agreement: every consent, the applicant's typed name, a drawn signature.
    await expect(page).toHaveURL(/agreement-signature/);
    await agreeToAll(page, 'Maria Lopez');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('error-summary').getByRole('link', { name: /Signature is required/ })).toBeVisible();
    await drawSignature(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // Review, then the confirmation number.
    await expect(page).toHaveURL(/review-confirm/);
    await expect(page.getByRole('heading', { level: 1, name: /Review/ })).toBeVisible();
    // Edit Details on contact, then the contact step's Next, returns to review.
    await page.getByRole('button', { name: 'Contact Info View details' }).click();
    const popup = page.getByRole('dialog', { name: 'Contact Info' });
    await expect(popup).toContainText('Dallas');
    await popup.getByRole('button', { name: 'Edit Details' }).click();
    await expect(page).toHaveURL(/contact-info/);
    await page.getByLabel(/^City/).fill('Irving');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/review-confirm/);
    await page.getByRole('button', { name: 'Contact Info View details' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Info' })).toContainText('Irving');
    await page.keyboard.press('Escape');
    expect(await personalStored(page, personal)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/Your confirmation number is #\d+\. A receipt of your enrollment will be sent to you/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tempId'))).toBeNull();

    // What was saved is on the server, sealed; nothing personal in local storage.
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain('123456789');
    expect(stored).not.toContain('Asthma');
  });

  test('on a phone the progress names the step and counts the required ones', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await lifeShopper(page);
    // Personal, contact, beneficiary, health, billing, agreement, review: no employer, no dependents.
    await expect(page.getByRole('navigation', { name: 'Enrollment steps' })).toContainText('Step 1 of 7');
  });
});
