import { LEAVE_STEP_TEXTS } from '@benefit-store/domain';
import { expect, test, type Page } from './support/fixtures';
import { urlOn, waitForIdle } from './support/store';
import { typeInto } from './support/typing';
import { CONTACT, lifeShopperCheckedOut, savePersonal, savePersonalAndContact, seedShopper, startWizard } from './support/wizard-setup';

/**
 * The wizard at the two widths of the walk-through (docs/decisions/0104): the location banner kept
 * off it and not coming back once answered, a step left with unsaved typing asking first, Save &
 * Continue Later starting from the contact e-mail, the error summary on the steps, the beneficiary
 * shares' total and what to change, and focus rings that stand out on dark surfaces.
 */
const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

const locationBanner = (page: Page) => page.getByRole('complementary', { name: 'Location permission' });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: LEAVE_STEP_TEXTS.title });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('the location banner stays off the wizard, and once closed it does not come back in a new session', async ({ page, context }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/check-lead-information')) asked.push(new URL(request.url()).pathname);
      });
      await seedShopper(page);
      await page.goto(urlOn('localhost', '/enrollment/personal-info'));
      await waitForIdle(page);
      await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
      await expect(locationBanner(page)).toHaveCount(0);
      expect(asked).toEqual([]);

      // The store's pages still ask this device once.
      await page.goto(urlOn('localhost', '/plans?type=dental'));
      await waitForIdle(page);
      await expect(locationBanner(page)).toBeVisible();
      await locationBanner(page).getByRole('button', { name: 'Close location banner' }).click();
      await expect(locationBanner(page)).toHaveCount(0);

      // Another tab is another browser session: the banner stays closed there too.
      const later = await context.newPage();
      await later.goto(urlOn('localhost', '/plans?type=dental'));
      await waitForIdle(later);
      await expect(later.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(locationBanner(later)).toHaveCount(0);
    });

    test('leaving a step with unsaved typing asks first: Back, then a header link', async ({ page }) => {
      await startWizard(page);
      const firstName = await typeInto(page, 'First Name', 'Mar');

      await page.getByRole('button', { name: 'Back' }).click();
      const dialog = leaveDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: LEAVE_STEP_TEXTS.stay })).toBeFocused();
      // Enter on the focused choice stays: what was typed is still there.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
      await expect(firstName).toHaveValue('Mar');

      await page.getByRole('banner').getByRole('link', { name: /home$/ }).first().click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: LEAVE_STEP_TEXTS.leave }).click();
      await expect(page).not.toHaveURL(/\/enrollment\//);
    });

    test('Next saves and moves on without asking; closing the tab with unsaved typing asks the browser', async ({ page }) => {
      const { api, enrollmentId } = await seedShopper(page);
      await savePersonalAndContact(api, enrollmentId);
      await page.goto(urlOn('localhost', '/enrollment/contact-info'));
      await waitForIdle(page, stepHeading(page, 'Contact Information'));
      // The city typed over, as a person replaces a word.
      const city = page.getByLabel(/^City/);
      await city.click();
      await page.keyboard.press('ControlOrMeta+A');
      await city.pressSequentially('Plano', { delay: 20 });

      const asked: string[] = [];
      page.once('dialog', async (dialog) => {
        asked.push(dialog.type());
        await dialog.dismiss();
      });
      await page.close({ runBeforeUnload: true });
      await expect.poll(() => asked).toEqual(['beforeunload']);
      expect(page.isClosed()).toBe(false);

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/enrollment\/billing-information$/);
      await expect(leaveDialog(page)).toHaveCount(0);
    });

    test('Save & Continue Later starts from the e-mail saved on the contact step', async ({ page }) => {
      const { api, enrollmentId } = await seedShopper(page);
      await savePersonalAndContact(api, enrollmentId);
      await page.goto(urlOn('localhost', '/enrollment/personal-info'));
      await waitForIdle(page, stepHeading(page, 'Personal Information'));
      await page.getByRole('button', { name: 'Save & Continue Later' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save & Continue Later' });
      await expect(dialog.getByLabel('Email')).toHaveValue(CONTACT.email);
    });

    test('Next on an empty step lists every error as a link that puts the cursor in its field', async ({ page }) => {
      const { api, enrollmentId } = await startWizard(page);
      await page.getByRole('button', { name: 'Next' }).click();
      const summary = page.getByTestId('error-summary');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link', { name: 'First Name: Field is required' })).toBeVisible();
      await expect(summary.getByRole('link', { name: 'SSN: Field is required' })).toBeVisible();
      // From the summary, by keyboard, to the field.
      const ssnLink = summary.getByRole('link', { name: 'SSN: Field is required' });
      for (let presses = 0; presses < 12 && !(await ssnLink.evaluate((link) => link === document.activeElement)); presses++) {
        await page.keyboard.press('Tab');
      }
      await expect(ssnLink).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('SSN')).toBeFocused();
      await expect(page).toHaveURL(/\/enrollment\/personal-info$/);

      // The contact step, reached with the personal step saved, lists its errors the same way.
      await savePersonal(api, enrollmentId);
      await page.goto(urlOn('localhost', '/enrollment/contact-info'));
      await waitForIdle(page, stepHeading(page, 'Contact Information'));
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link', { name: 'Email: Field is required' })).toBeVisible();
    });

    test('the beneficiary shares show their total, and Next says what to change', async ({ page }) => {
      await lifeShopperCheckedOut(page);
      await page.goto(urlOn('localhost', '/enrollment/beneficiary-info'));
      await waitForIdle(page, stepHeading(page, 'Beneficiary Information'));
      await page.getByRole('button', { name: '+ Add Beneficiary' }).click();
      const popup = page.getByRole('dialog', { name: 'Beneficiary #1' });
      await typeInto(page, 'First Name', 'Lucia', popup);
      await typeInto(page, 'Last Name', 'Lopez', popup);
      await typeInto(page, 'Date of Birth', '02032010', popup);
      await popup.getByLabel(/^Relationship/).selectOption({ label: 'Child' });
      await typeInto(page, 'Beneficiary Percentage', '80', popup);
      await popup.getByRole('button', { name: 'Submit' }).click();
      await expect(popup).toBeHidden();

      await expect(page.getByText('Total: 80% of 100%')).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(
        'Your total Beneficiary Percentage is 80 and it Should be ideally not less than 100%',
      );
      await page.getByRole('button', { name: 'Next' }).click();
      const summary = page.getByTestId('error-summary');
      await expect(summary).toBeFocused();
      await expect(summary).toHaveText(
        'The shares add up to 80%: give the other 20% by raising a share (Edit) or by adding a beneficiary.',
      );
      await expect(page).toHaveURL(/\/enrollment\/beneficiary-info$/);
    });

    test('the focus ring stands out on the dark header and footer, reached by keyboard', async ({ page }) => {
      await startWizard(page);
      // Each control is reached with Tab from the one before it, as a keyboard user reaches it; the
      // contrast check measures the ring of each (e2e/support/contrast.ts).
      for (const control of [
        page.getByRole('banner').getByRole('link', { name: /^Call / }),
        page.getByRole('button', { name: 'Next' }),
        page.getByRole('contentinfo').getByRole('button', { name: 'Not my site' }),
      ]) {
        await control.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect(control).toBeFocused();
        const ring = await control.evaluate((element) => {
          const style = getComputedStyle(element);
          return { outline: style.outlineStyle, halo: style.boxShadow };
        });
        expect(ring.outline).toBe('solid');
        expect(ring.halo).toContain('rgb(255, 255, 255)');
      }
    });
  });
}
