import { expect, test } from './support/fixtures';
import { DEMO_EXPIRED_REFERRAL_ID, DEMO_REFERRAL_ID, DEMO_REFERRER_NAME } from '../apps/api/src/db/seed/demo-ids';
import { readStorage, urlOn, waitForIdle } from './support/store';
import { expectNoSeriousViolations } from './support/accessibility';

test.describe('referral landing', () => {
  test('a referral link names the referrer and its filter opens the plans list', async ({ page }) => {
    await page.goto(urlOn('localhost', `/referrals?rid=${DEMO_REFERRAL_ID}`));
    await waitForIdle(page);
    await expect(page.getByText(`(Referred By : ${DEMO_REFERRER_NAME})`)).toBeVisible();
    expect(await readStorage(page, 'referral')).toBe(DEMO_REFERRAL_ID);

    const form = page.getByRole('region', { name: 'Your details' });
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(form.getByText('Field is required').first()).toBeVisible();

    await form.getByLabel('Zip code').fill('00000');
    await form.getByLabel('Date of birth').pressSequentially('03221990');
    await form.getByRole('radio', { name: 'Male', exact: true }).check();
    await form.getByRole('combobox', { name: 'Tier' }).click();
    await page.getByRole('option', { name: 'Member Only' }).click();
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(form.getByText('Invalid Zip code')).toBeVisible();

    await form.getByLabel('Zip code').fill('75201');
    await form.getByRole('button', { name: 'SUBMIT' }).click();

    // Step two: gender (kept from step one) and tobacco use, both needed.
    await expect(form.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(form.getByText('Please fill the both fields.')).toBeVisible();
    await form
      .getByRole('radiogroup', { name: /tobacco/ })
      .getByRole('radio', { name: 'No' })
      .check();
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/plans'));
    expect(await readStorage(page, 'tempId')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('the referral page has no serious accessibility violations', async ({ page }) => {
    await page.goto(urlOn('localhost', `/referrals?rid=${DEMO_REFERRAL_ID}`));
    await waitForIdle(page);
    await expectNoSeriousViolations(page);
  });

  test('an expired referral link says so and names no referrer', async ({ page }) => {
    await page.goto(urlOn('localhost', `/referrals?rid=${DEMO_EXPIRED_REFERRAL_ID}`));
    await waitForIdle(page);
    await expect(page.getByText('This referral link is no longer active')).toBeVisible();
    await expect(page.getByText(/^\(Referred By :/)).toHaveCount(0);
  });

  test('/referrals without rid lands on /404', async ({ page }) => {
    await page.goto(urlOn('localhost', '/referrals'));
    await expect(page).toHaveURL(urlOn('localhost', '/404'));
    await expect(page.getByText('OOPS! Page not found')).toBeVisible();
  });
});
