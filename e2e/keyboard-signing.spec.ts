import { expect, test, type Locator, type Page } from './support/fixtures';
import { waitForIdle } from './support/store';
import { fewStepsEnrollment, saveSteps, stepUrl } from './visual/setup';

/**
 * DESIGN "Signatures": a signature drawn or typed, both reachable by keyboard. An applicant signs
 * the agreement with the keyboard alone (Tab moves, Space ticks, the arrow keys choose, typing
 * types, Enter submits), at desktop and phone width; the steps before are saved through the API.
 */

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let press = 0; press < most; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${most} presses of Tab never reached ${target.toString()}`);
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`keyboard signing at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('an applicant agrees, chooses to type the signature, is told it is missing, types it and reaches the review', async ({ page }) => {
      const { api, enrollmentId } = await fewStepsEnrollment(page);
      await saveSteps(page, api, enrollmentId, ['primary_info', 'contact_info', 'billing_info']);
      await page.goto(stepUrl('agreement_info'));
      await waitForIdle(page);

      for (const consent of await page.getByRole('checkbox', { name: /^I agree:/ }).all()) {
        await tabTo(page, consent);
        await page.keyboard.press('Space');
        await expect(consent).toBeChecked();
      }
      await tabTo(page, page.getByLabel(/^Full Name/));
      await page.keyboard.type('Maria Lopez', { delay: 20 });

      // The pad cannot take a keyboard's signature; the choice beside it can.
      const choice = page.getByRole('radiogroup', { name: 'Your signature' });
      await tabTo(page, choice.getByRole('radio', { name: 'Draw your signature' }));
      await page.keyboard.press('ArrowRight');
      await expect(choice.getByRole('radio', { name: 'Type your signature' })).toBeChecked();
      const typed = page.getByRole('textbox', { name: /Type your full name to sign/ });
      await expect(typed).toBeVisible();

      // Next without a signature: the typed field says so, and a screen reader hears it there.
      await tabTo(page, page.getByRole('button', { name: 'Next' }));
      await page.keyboard.press('Enter');
      await expect(typed).toHaveAccessibleDescription(/Signature is required/);
      await expect(page).toHaveURL(/agreement-signature/);

      await tabTo(page, typed);
      await page.keyboard.type('Maria Lopez', { delay: 20 });
      await expect(page.getByRole('img', { name: 'Signature: Maria Lopez' })).toBeVisible();
      await expect(typed).not.toHaveAccessibleDescription(/Signature is required/);
      await tabTo(page, page.getByRole('button', { name: 'Next' }));
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/review-confirm/);
      await waitForIdle(page);
    });
  });
}
