import { TAB_ROUTE_SEGMENTS } from '@benefit-store/domain';
import { test, expect, type Locator, type Page } from '../support/fixtures';
import { birthdateAged } from '../support/dates';
import { seedStorage, urlOn } from '../support/store';
import { atEachSize, dynamicText, FIELD_ERROR, expectPage, expectPart, prepareContext, settle } from './kit';
import { everyStepEnrollment, fewStepsEnrollment, saveSteps, stepUrl, WIZARD_STEPS, type WizardStep } from './setup';

/**
 * The enrollment wizard (spec 001 §2): each step opened with the steps before it saved through the
 * API, as it first shows and with Next pressed on it empty; the review's details popup; the receipt.
 */
test.beforeEach(({ context }) => prepareContext(context));

const US_DATE = /\d{2}\/\d{2}\/\d{4}/;
/** The dates the scope shows (an effective date, the day of signing) masked: they move with the day. */
const datesIn = async (scope: Locator) => (US_DATE.test(await scope.innerText()) ? [await dynamicText(scope, US_DATE)] : []);

const stepHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/**
 * Fields that show the day: the applicant's date of birth (made so that her age, and so her
 * prices, never change: support/dates.ts birthdateAged) and the agreement's date, today's.
 */
const DAY_FIELDS: Partial<Record<WizardStep, (page: Page) => Locator>> = {
  primary_info: (page) => page.getByRole('textbox', { name: /^Date of Birth/ }),
  agreement_info: (page) => page.getByRole('textbox', { name: /^Date\b/ }),
};

/**
 * The dependent form's age rule and the delete dialog (docs/decisions/0099): the spouse's form with
 * a spouse under 18 (the date of birth and the effective date in the message move with the day),
 * then the spouse listed (the health questions answered No) and Delete pressed.
 */
async function dependentRules(page: Page, name: string) {
  const form = page.getByRole('region', { name: 'Dependent #1' });
  await form.getByLabel(/^First Name/).fill('Daniel');
  await form.getByLabel(/^Last Name/).fill('Lopez');
  await form.getByRole('combobox', { name: /Gender/ }).selectOption({ label: 'Male' });
  await form.getByLabel(/^SSN/).fill('487654321');
  const birthdate = form.getByRole('textbox', { name: /^Date of Birth/ });
  await birthdate.fill(birthdateAged(17));
  await form.getByRole('button', { name: 'Submit' }).click();
  const message = form.getByText(/^A spouse must be at least 18 on the effective date/);
  await expect(message).toBeVisible();
  await expectPart(form, `${name}-spouse-age`, { mask: [birthdate, await dynamicText(message, US_DATE)] });

  await birthdate.fill(birthdateAged(30));
  for (const no of await form.getByRole('radio', { name: 'No' }).all()) await no.check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Delete Dependent #1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Dependent #1?' });
  await expect(dialog).toContainText('Daniel Lopez will be taken off your dependents.');
  await expectPart(dialog, `${name}-delete-dialog`);
}

atEachSize(() => {
  for (const [index, step] of WIZARD_STEPS.entries()) {
    const name = `wizard-${index + 1}-${TAB_ROUTE_SEGMENTS[step]}`;
    test(name, async ({ page }) => {
      const { api, enrollmentId } = await everyStepEnrollment(page);
      await saveSteps(page, api, enrollmentId, WIZARD_STEPS.slice(0, index));
      await page.goto(stepUrl(step));
      await settle(page, stepHeading(page));
      const dayField = DAY_FIELDS[step];
      const mask = dayField ? [dayField(page)] : [];
      if (step === 'review_info') {
        // The effective date the cart offers moves with the day.
        const panel = page.getByRole('complementary', { name: 'Your plans' });
        await expect(panel).toContainText('Recurring Monthly Cost');
        await expectPage(page, name, { mask: await datesIn(panel) });
        await page.getByRole('button', { name: 'Contact Info View details' }).click();
        const popup = page.getByRole('dialog', { name: 'Contact Info' });
        await expect(popup).toContainText('Dallas');
        await expectPart(popup, `${name}-details`);
        await page.keyboard.press('Escape');
        await expect(popup).toBeHidden();
        // The agreement: its signature, and the day it was signed.
        await page.getByRole('button', { name: 'Agreement & Signature View details' }).click();
        const agreement = page.getByRole('dialog', { name: 'Agreement & Signature' });
        await expect(agreement.getByRole('img', { name: 'Signature' })).toBeVisible();
        await expect(agreement).toContainText('Full Name');
        await expectPart(agreement, `${name}-agreement`, { mask: await datesIn(agreement) });
        return;
      }
      await expectPage(page, name, { mask });
      if (step === 'beneficiary_info') {
        // Without a beneficiary Next only says to add one: the step's form is its popup, sent empty.
        await page.getByRole('button', { name: '+ Add Beneficiary' }).click();
        const popup = page.getByRole('dialog');
        await popup.getByRole('button', { name: 'Submit' }).click();
        await expect(popup.locator(FIELD_ERROR).first()).toBeVisible();
        await expectPart(popup, `${name}-errors`);
        return;
      }
      if (step === 'dependent_info') {
        // Likewise: the spouse's form, sent empty.
        await page.getByRole('button', { name: '+ Add Spouse' }).click();
        await page.getByRole('region', { name: 'Dependent #1' }).getByRole('button', { name: 'Submit' }).click();
      } else {
        await page.getByRole('button', { name: 'Next' }).click();
      }
      await expect(page.locator(FIELD_ERROR).first()).toBeVisible();
      await settle(page, stepHeading(page));
      await expectPage(page, `${name}-errors`, { mask });
      if (step === 'dependent_info') await dependentRules(page, name);
    });
  }

  for (const route of ['/enrollment/receipt', '/confirmation']) {
    test(`receipt at ${route}`, async ({ page }) => {
      const { api, enrollmentId } = await fewStepsEnrollment(page);
      await saveSteps(page, api, enrollmentId, ['primary_info', 'contact_info', 'billing_info', 'agreement_info', 'review_info']);
      await seedStorage(page, 'localhost', { tempId: enrollmentId, eprocess: 'applicant' });
      await page.goto(urlOn('localhost', route));
      const confirmation = page.getByText(/Your confirmation number is #\d+/);
      await settle(page, confirmation);
      // The number counts the store's enrollments, so it moves with every journey that completed one;
      // the effective date moves with the day.
      const receipt = page.getByRole('main');
      const mask = [await dynamicText(receipt, /#\d+/), ...(await datesIn(receipt))];
      await expectPage(page, route === '/confirmation' ? 'confirmation' : 'receipt', { mask });
    });
  }
});
