import { test, expect } from './support/fixtures';
import { urlOn, waitForIdle } from './support/store';
import { typeInto } from './support/typing';
import { answerFirstHealthQuestionYes, cardShopperAtHealth, startWizard } from './support/wizard-setup';

/**
 * What people type is kept (docs/decisions/0097): typed key by key (`pressSequentially`, never
 * `fill`), after a refused Next as well as before, at desktop and phone width. Each step is reached
 * through the API, as a journey to a late step is.
 */
const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

for (const size of SIZES) {
  test.describe(`typed input at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('the health step takes dates typed after a refused Next', async ({ page }) => {
      await cardShopperAtHealth(page);
      const first = await answerFirstHealthQuestionYes(page);
      await page.getByRole('button', { name: 'Next' }).click();
      const onsetField = first.getByLabel(/^Date of Onset/);
      await expect(onsetField).toHaveAccessibleDescription('Field is required');
      await expect(page.getByTestId('error-summary')).toBeVisible();

      const onset = await typeInto(page, /^Date of Onset/, '06/15/2020', first);
      await expect(onset).toHaveValue('06/15/2020');
      await expect(onset).toBeFocused();
      await expect(onset).not.toHaveAccessibleDescription(/Invalid date|Field is required/);

      // Digits alone get their slashes; nothing else moves.
      const lastSeen = await typeInto(page, /^Date Last Seen by a Doctor/, '07012020', first);
      await expect(lastSeen).toHaveValue('07/01/2020');
      await expect(lastSeen).not.toHaveAccessibleDescription(/Invalid date/);

      // An ISO date is read as mm/dd/yyyy when the field is left (and 2027 is after today).
      const recovery = await typeInto(page, /^Date of Recovery/, '2027-03-01', first);
      await expect(recovery).toHaveValue('2027-03-01');
      await recovery.press('Tab');
      await expect(recovery).toHaveValue('03/01/2027');
      await expect(recovery).toHaveAccessibleDescription('Date cannot be in the future');
      await expect(first.getByText('Date cannot be in the future')).toBeVisible();

      // An impossible date stays as typed, with the field's error.
      await recovery.clear();
      await typeInto(page, /^Date of Recovery/, '13/45/2030', first);
      await recovery.press('Tab');
      await expect(recovery).toHaveValue('13/45/2030');
      await expect(recovery).toHaveAccessibleDescription('Invalid date');
      await expect(first.getByText('Invalid date')).toBeVisible();
    });

    test('the personal step takes an SSN with dashes and refuses one the SSA never issues', async ({ page }) => {
      await startWizard(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('Field is required');

      const ssn = await typeInto(page, 'SSN', '000-12-3456');
      await expect(ssn).toHaveValue('000-12-3456');
      await expect(ssn).toHaveAccessibleDescription(/Invalid Social Security Number/);
      await expect(page.getByTestId('error-summary').getByRole('link', { name: 'SSN: Invalid Social Security Number' })).toBeVisible();

      await ssn.clear();
      await typeInto(page, 'SSN', '521-84-7306');
      await ssn.press('Tab');
      await expect(ssn).toHaveValue('521-84-7306');
      await expect(ssn).not.toHaveAccessibleDescription(/Invalid Social Security Number|Field is required/);
      await expect(page.getByText('Invalid Social Security Number')).toBeHidden();

      // The prior coverage dates: an ISO date read as mm/dd/yyyy, an impossible one left as typed.
      await page.getByRole('radio', { name: 'Have had Insurance Carrier' }).check();
      const from = await typeInto(page, /^Prior Effective Date/, '2027-03-01');
      await from.press('Tab');
      await expect(from).toHaveValue('03/01/2027');
      const to = await typeInto(page, /^Prior Termination Date/, '13/45/2030');
      await to.press('Tab');
      await expect(to).toHaveValue('13/45/2030');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(to).toHaveAccessibleDescription('Invalid date');
      await expect(from).toHaveAccessibleDescription('Date cannot be in the future');
    });

    test('the contact step takes a phone number typed with parentheses, dashes, spaces or +1', async ({ page }) => {
      const { enrollmentId, api } = await startWizard(page);
      await page.goto(urlOn('localhost', '/enrollment/contact-info'));
      await waitForIdle(page, page.getByRole('heading', { level: 1, name: 'Contact Information' }));
      await page.getByRole('button', { name: 'Next' }).click();
      const phone = page.getByLabel('Contact Number');
      await expect(phone).toHaveAccessibleDescription('Field is required');

      await typeInto(page, 'Contact Number', '(214) 555-0199');
      await expect(phone).toHaveValue('(214) 555-0199');
      await expect(phone).toBeFocused();
      await phone.press('Tab');
      await expect(phone).not.toHaveAccessibleDescription(/Invalid phone number|Field is required/);

      await phone.clear();
      await typeInto(page, 'Contact Number', '+1 214 555 0199');
      await expect(phone).toHaveValue('+1 214 555 0199');
      await phone.press('Tab');
      await expect(phone).toHaveValue('(214) 555-0199');
      await expect(page.getByText('Invalid phone number')).toBeHidden();

      // Saved as its 10 digits.
      await page.getByLabel('Email').fill('maria@example.com');
      await page.getByLabel('Street Address 1').fill('100 Elm St');
      await page.getByLabel(/^City/).fill('Dallas');
      await page.getByLabel(/^State/).selectOption({ label: 'Texas' });
      await page.getByLabel('Zip').fill('75201');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).not.toHaveURL(/contact-info/);
      const fields = await api.call<{ result: { field_name: string; value: unknown }[] }>(
        'GET',
        `/api/v1/get-form-fields-contact-info?enrollment_id=${enrollmentId}`,
      );
      expect(fields.result.find((field) => field.field_name === 'phone_number')?.value).toBe('2145550199');
    });
  });
}
