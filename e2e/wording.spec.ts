import { AGREEMENT_TEXTS } from '@benefit-store/domain';
import { expect, test, type Page } from './support/fixtures';
import { DEMO_AGENT_ID } from '../apps/api/src/db/seed/demo-ids';
import { checkOut, type StoreApi } from './support/cart-setup';
import { receiveMail } from './support/mail';
import { apiData, signIn, signInAsDemoRep, urlOn, waitForIdle } from './support/store';
import { contactInfoBody, drawSignature } from './support/wizard-setup';
import { birthdateAged } from './support/dates';
import { addPlan, fewStepsEnrollment, saveSteps, shopperInBrowser, stepUrl } from './visual/setup';

/**
 * Each screen worded for who looks at it, and each plan with the option chosen (docs/decisions/0100):
 * an applicant, a rep and a group administrator, typing as people type, at desktop and phone width.
 */

const { mailTo } = receiveMail();
const DENTAL = { name: 'Bluepine Dental Essentials', option: '$1,000 Annual Max' } as const;
const dentalWithOption = `${DENTAL.name} (${DENTAL.option})`;
let mailbox = 0;
const uniqueAddress = (who: string) => `${who}.wording.${Date.now()}.${++mailbox}@example.com`;

/** The personal, contact (at `email`) and billing steps saved through their calls, as their pages send them. */
async function saveStepsBeforeAgreement(page: Page, api: StoreApi, enrollmentId: string, email: string) {
  await saveSteps(page, api, enrollmentId, ['primary_info']);
  await api.call('POST', '/api/v1/save-contact-info', { enrollment_id: enrollmentId, ...contactInfoBody(), email_address: email });
  await saveSteps(page, api, enrollmentId, ['billing_info']);
}

/** A plan's line in a list: its name, then the option chosen beside it. */
const expectPlanWithOption = async (list: ReturnType<Page['getByRole']>) => {
  const line = list.getByRole('listitem').filter({ hasText: DENTAL.name });
  await expect(line).toContainText(DENTAL.option);
};

async function openStep(page: Page, step: Parameters<typeof stepUrl>[0]) {
  await page.goto(stepUrl(step));
  await waitForIdle(page);
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('an applicant is spoken to as "you", and sees the option chosen from the cart to the receipt and its e-mail', async ({ page }) => {
      test.setTimeout(60_000);
      const email = uniqueAddress('applicant');
      const { api, enrollmentId } = await fewStepsEnrollment(page);

      await page.goto(urlOn('localhost', '/cart'));
      await waitForIdle(page);
      await expectPlanWithOption(page.getByRole('list', { name: 'Plans in your cart' }));
      await expectPlanWithOption(page.getByRole('list', { name: 'Order items' }));

      await saveStepsBeforeAgreement(page, api, enrollmentId, email);
      await openStep(page, 'contact_info');
      await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
        'Your receipt and policy documents go to this address',
      );
      await expect(page.getByText(/^You receive an electronic copy/)).toBeVisible();
      await expect(page.getByText(/client/)).toHaveCount(0);

      await openStep(page, 'agreement_info');
      await expect(page.getByText('Please read each statement, tick it to agree, type your full name and sign below.')).toBeVisible();
      for (const consent of await page.getByRole('checkbox', { name: /^I agree:/ }).all()) await consent.check();
      await page.getByLabel(/^Full Name/).pressSequentially('Maria Lopez');
      await drawSignature(page);
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page).toHaveURL(/review-confirm/);
      await waitForIdle(page);
      const panel = page.getByRole('complementary', { name: 'Your plans' });
      await expect(panel).toContainText(DENTAL.name);
      await expect(panel).toContainText(DENTAL.option);
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page).toHaveURL(/\/enrollment\/receipt$/);
      await expect(page.getByRole('heading', { name: 'Thank you, Maria Lopez!' })).toBeVisible();
      await expect(
        page.getByText(
          /^Your confirmation number is #\d{10}\. A receipt of your enrollment will be sent to you by e-mail with the subject "Enrollment Receipt"$/,
        ),
      ).toBeVisible();
      await expect(page.getByText(/to the client/)).toHaveCount(0);
      await expect(page.getByRole('table', { name: 'Your plans' }).getByRole('row').filter({ hasText: DENTAL.name })).toContainText(
        DENTAL.option,
      );

      expect(await mailTo(email, 'Subject: Enrollment Receipt')).toContain(dentalWithOption);
    });

    test("a rep's agreement asks for the applicant's code, which reaches the applicant with the plans and the agreement", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const client = uniqueAddress('client');
      await signInAsDemoRep(page.request);
      const { api, enrollmentId } = await shopperInBrowser(
        page,
        { eprocess: 'rep', agentId: DEMO_AGENT_ID },
        { agent_id: String(DEMO_AGENT_ID), open_type: 'agent' },
      );
      await addPlan(api, enrollmentId, 'dental', DENTAL.name);
      await checkOut(api, enrollmentId);
      await saveStepsBeforeAgreement(page, api, enrollmentId, client);

      await openStep(page, 'contact_info');
      await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
        "The client's own e-mail address, not yours: the verification code and the receipt go there",
      );

      // The rep signs nothing: the heading does not ask for a signature, and no pad is shown.
      await openStep(page, 'agreement_info');
      await expect(
        page.getByText(/The applicant agrees by giving you the code e-mailed to them with the plans and this agreement/),
      ).toBeVisible();
      await expect(page.getByText(/sign below/i)).toHaveCount(0);
      await expect(page.getByLabel('Signature pad')).toHaveCount(0);
      await page.getByRole('button', { name: 'Send code to applicant' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'A verification code was sent' })).toBeVisible();

      const codeMail = await mailTo(client, 'verification code');
      expect(codeMail).toContain(dentalWithOption);
      for (const text of AGREEMENT_TEXTS) {
        expect(codeMail).toContain(text.text_head);
        expect(codeMail).toContain(text.text_body);
      }
      const code = /this code:\s+(\d{6})/.exec(codeMail)?.[1];
      expect(code, 'the code in the e-mail').toBeDefined();

      for (const consent of await page.getByRole('checkbox', { name: /^I agree:/ }).all()) await consent.check();
      await page.getByLabel(/date of birth/).pressSequentially(birthdateAged(41));
      await page.getByLabel(/^Verification Code/).pressSequentially(code!);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/review-confirm/);
      await waitForIdle(page);
      await page.getByRole('button', { name: 'Next' }).click();

      // The rep reads the specification's own sentence: it is true for them.
      await expect(page).toHaveURL(/\/enrollment\/receipt$/);
      await expect(
        page.getByText(
          /^Your confirmation number is #\d{10}\. A receipt of your enrollment will be sent to you and also to the client with the subject "Enrollment Receipt"$/,
        ),
      ).toBeVisible();
    });

    test("a rep's start says 'Please choose a platform' under the field named so", async ({ page }) => {
      await signInAsDemoRep(page.request);
      await page.goto(urlOn('localhost', '/agent-home'));
      await waitForIdle(page);
      await page.getByRole('button', { name: 'Start Enrollment' }).click();
      const portalStep = page.getByRole('dialog', { name: 'Choose Enrollment Portal' });
      await portalStep.getByRole('button', { name: 'Submit' }).click();
      await expect(portalStep.getByRole('combobox', { name: /^Enrollment platform/ })).toHaveAccessibleDescription(
        'Please choose a platform',
      );
      await portalStep.getByRole('combobox', { name: /^Enrollment platform/ }).selectOption({ label: 'John Smith Direct' });
      await expect(portalStep.getByText('Please choose a platform')).toHaveCount(0);
    });

    test('a group administrator chooses the tier once: on the group home, not again in the plan finder', async ({ page }) => {
      await signIn(page, 'group');
      await page.getByRole('radio', { name: 'Family' }).click();
      await page.getByRole('button', { name: 'Start Enrollment' }).click();
      await expect(page).toHaveURL(urlOn('localhost', '/home?tier=IF'));
      await waitForIdle(page);
      await expect(page.getByRole('region', { name: 'Enrollment details' })).toContainText('Family');

      const finder = page.getByRole('form', { name: 'Find plans' });
      const next = () => finder.getByRole('button', { name: 'Next' }).click();
      await expect(finder.getByText('Step 1 of 5')).toBeVisible();
      await finder.getByLabel("What is the member's zip code?").pressSequentially('75201');
      await next();
      await finder.getByLabel("What is the member's date of birth?").pressSequentially('01/15/1985');
      await next();
      await finder.getByRole('radio', { name: 'Female' }).click();
      await next();
      // Straight from gender to the plan types: the tier was chosen on the group home.
      await expect(finder.getByText('Step 4 of 5')).toBeVisible();
      await expect(page.getByText('Who will the plans cover?')).toHaveCount(0);
      await finder.getByRole('checkbox', { name: 'Dental' }).click();
      await next();
      await finder.getByRole('checkbox', { name: 'Prescription' }).click();
      await finder.getByRole('button', { name: 'Get Custom Plans' }).click();

      await expect(page).toHaveURL(urlOn('localhost', '/plans'));
      const tempId = await page.evaluate(() => localStorage.getItem('tempId'));
      const filter = await apiData<{ result: { tier: string } }>(page.request, '/api/v1/get-enrollment-temp-info', {
        enrollment_id: tempId!,
        column: 'filter_info',
      });
      expect(filter.result.tier).toBe('IF');
    });
  });
}
