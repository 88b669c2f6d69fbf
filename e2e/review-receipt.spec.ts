import { REVIEW_CARD_TITLES, REVIEW_MESSAGES, type ReviewCardTab } from '@benefit-store/domain';
import { test, expect, type Locator, type Page } from './support/fixtures';
import { everyStepEnrollment, saveSteps, stepUrl, WIZARD_STEPS } from './visual/setup';
import { waitForIdle } from './support/store';

/**
 * The review as a check-your-answers page and the receipt that follows it (DESIGN §3 "Receipt",
 * docs/decisions/0098): an applicant (Member + Spouse) whose cart needs every step, each step
 * saved through the API; the person opens every popup, submits, and keeps the receipt on a reload.
 */

type Summary = { plans: { plan_name: string; option_label: string; price: string }[]; tier_label: string; effective_date: string };

/** What each popup must say, label then answer, in the step's words. */
const EXPECTED: Record<ReviewCardTab, [label: string, answer: string][]> = {
  primary_info: [
    ['First Name', 'Maria'],
    ['Marital Status', 'Married'],
    ['Gender', 'Female'],
    ['Height', '5 ft 6 in'],
  ],
  contact_info: [
    ['City', 'Dallas'],
    ['State', 'Texas'],
  ],
  employer_info: [
    ['Average Work Week', '40 hours or more'],
    ['Employment Status', 'Active'],
    ['Compensation Type', '$10 to $20 an hour'],
    ['Holiday Policy', 'Standard 6, Birthday'],
  ],
  beneficiary_info: [
    ['First Name', 'Lucia'],
    ['Beneficiary Percentage', '100%'],
  ],
  primary_health_info: [],
  dependent_info: [
    ['Relationship', 'Spouse'],
    ['First Name', 'Daniel'],
    ['Gender', 'Male'],
  ],
  billing_info: [
    ['Payment Type', 'EFT (Bank Draft)'],
    ['Bill Date', '15th of month'],
    ['Account Type', 'Checking'],
    ['Account Holder Type', 'Individual'],
  ],
  agreement_info: [['Full Name', 'Maria Lopez']],
};

/** Stored codes and internal names, as the popups once showed them. */
const RAW = [/Marital Status\s*\d/i, /G40/, /Presendents/i, /eprocess/i, /sha256/i, /user.?agent/i, /with.?validation/i, /\beft\b/, /\bchecking\b/, /Employment Status\s*A\b/];

async function expectAnswer(popup: Locator, label: string, answer: string) {
  const term = popup.locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[$+()]/g, '\\$&')}$`) }).first();
  await expect(term).toBeVisible();
  await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(answer);
}

async function openPopup(page: Page, tab: ReviewCardTab) {
  const title = REVIEW_CARD_TITLES[tab];
  await page.getByRole('button', { name: `${title} View details` }).click();
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup.getByRole('button', { name: REVIEW_MESSAGES.editDetails })).toBeVisible();
  await expect(popup.locator('dt').first()).toBeVisible();
  return popup;
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the review shows every answer in words, then the receipt lists what was enrolled and survives a reload', async ({ page }) => {
      const { api, enrollmentId } = await everyStepEnrollment(page);
      await saveSteps(page, api, enrollmentId, WIZARD_STEPS.filter((step) => step !== 'review_info'));
      const summary = await api.call<Summary>('GET', `/api/v1/get-review-summary?enrollment_id=${enrollmentId}`);
      expect(summary.tier_label).toBe('Member + Spouse');

      await page.goto(stepUrl('review_info'));
      await waitForIdle(page);
      await expect(page.getByText(REVIEW_MESSAGES.nextSubmits)).toBeVisible();

      // The side panel: the tier by name, the effective date, each plan with its chosen option.
      const panel = page.getByRole('complementary', { name: 'Your plans' });
      await expect(panel).toContainText('Member + Spouse');
      await expect(panel).toContainText(summary.effective_date);
      for (const plan of summary.plans) {
        await expect(panel).toContainText(plan.plan_name);
        if (plan.option_label) await expect(panel).toContainText(plan.option_label);
      }

      for (const [tab, answers] of Object.entries(EXPECTED) as [ReviewCardTab, [string, string][]][]) {
        const popup = await openPopup(page, tab);
        for (const [label, answer] of answers) await expectAnswer(popup, label, answer);
        if (tab === 'agreement_info') {
          const signature = popup.getByRole('img', { name: 'Signature' });
          await expect(signature).toBeVisible();
          expect(await signature.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
        }
        const text = (await popup.innerText()).replace(/\s+/g, ' ');
        for (const raw of RAW) expect(text, `${REVIEW_CARD_TITLES[tab]} shows ${raw}`).not.toMatch(raw);
        await page.keyboard.press('Escape');
        await expect(popup).toBeHidden();
      }

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/enrollment\/receipt$/);
      const expectReceipt = async () => {
        await expect(page.getByRole('heading', { name: 'Thank you, Maria Lopez!' })).toBeVisible();
        await expect(page.getByText(/Your confirmation number is #\d{10}\./)).toBeVisible();
        const plans = page.getByRole('table', { name: 'Your plans' });
        for (const plan of summary.plans) {
          const row = plans.getByRole('row').filter({ hasText: plan.plan_name });
          await expect(row).toContainText(plan.option_label);
          await expect(row).toContainText(`$${plan.price}`);
        }
        await expect(page.getByText('Confirmation number', { exact: true })).toBeVisible();
        await expect(page.getByText(summary.effective_date)).toBeVisible();
        await expect(page.getByText(REVIEW_MESSAGES.firstMonthTotalCost)).toBeVisible();
        await expect(page.getByText(REVIEW_MESSAGES.recurringMonthlyCost)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
      };
      await expectReceipt();

      // A reload, and Back then Forward, show the receipt again to this browser.
      await page.reload();
      await expectReceipt();
      await page.goBack();
      await page.goForward();
      await expect(page).toHaveURL(/\/enrollment\/receipt$/);
      await expectReceipt();

      // Printed, the receipt stands alone: no site header or footer, no buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('header').first()).toBeHidden();
      await expect(page.locator('footer').first()).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(page.getByRole('table', { name: 'Your plans' })).toBeVisible();
      await page.emulateMedia({ media: 'screen' });
    });
  });
}
