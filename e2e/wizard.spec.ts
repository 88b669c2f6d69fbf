import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { addToCart, apiThroughRequest, createEnrollment, pricedPlan } from './support/cart-setup';
import { seedStorage, urlOn, waitForIdle } from './support/store';
import { fillPersonal, startWizard } from './support/wizard-setup';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '.screenshots');
const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

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
});

test.describe('enrollment wizard screenshots', () => {
  test.beforeAll(() => mkdirSync(OUT, { recursive: true }));
  for (const size of SIZES) {
    test(`personal and contact at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      await startWizard(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('Field is required');
      await page.screenshot({ path: join(OUT, `wizard-personal-errors-${size.width}.png`), fullPage: true });
      await fillPersonal(page);
      await page.getByRole('radio', { name: 'Have had Insurance Carrier' }).check();
      await page.screenshot({ path: join(OUT, `wizard-personal-${size.width}.png`), fullPage: true });
      await page.getByRole('radio', { name: 'No prior Health Coverage' }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/contact-info/);
      await waitForIdle(page);
      await page.screenshot({ path: join(OUT, `wizard-contact-${size.width}.png`), fullPage: true });
    });
  }
});
