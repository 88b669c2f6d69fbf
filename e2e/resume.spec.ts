import type { Browser } from '@playwright/test';
import { RESUME_MESSAGES } from '@benefit-store/domain';
import { expect, test, type Page } from './support/fixtures';
import { receiveMail } from './support/mail';
import { urlOn, waitForIdle } from './support/store';
import { CONTACT, fillContact, fillPersonal, startWizard } from './support/wizard-setup';

/** One width: the pages here lay out as every other page does, which the screenshot comparison checks at both widths. */
const SIZE = { name: 'desktop', width: 1366, height: 900 };
type Size = typeof SIZE;

/** The continue code's alphabet (no look-alikes), as the e-mail shows it. */
const CODE = /Your enrollment code: ([A-HJ-NP-Z2-9]{8})\b/;
const LINK = /https?:\/\/[^\s"<>]+\/direct-continue\/[A-Za-z0-9_-]{43}\/[A-Za-z0-9_-]+/;
const WRONG_CODE = RESUME_MESSAGES.notOpened;
const USED_LINK = 'This link has already been used. Please continue with the code from your e-mail.';

const { mailTo } = receiveMail();

/** The contact step as it was saved: the resumed browser sees what the applicant typed. */
async function expectSavedContact(page: Page) {
  await expect(page).toHaveURL(urlOn('localhost', '/enrollment/contact-info'));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Information' })).toBeVisible();
  await expect(page.getByLabel(/^City/)).toHaveValue(CONTACT.city);
  await expect(page.getByLabel('Street Address 1')).toHaveValue(CONTACT.street);
  await expect(page.getByLabel('Contact Number')).toHaveValue(CONTACT.phone);
}

/** A fresh browser at the given size: no cookies, no storage. */
async function freshPage(browser: Browser, size: Size) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  return { context, page: await context.newPage() };
}

/** Any other code of the same shape. */
const otherCode = (code: string) => `${code[0] === 'A' ? 'B' : 'A'}${code.slice(1)}`;

test.describe('save and continue later', () => {
  test(`the code and the link from the e-mail bring an applicant back to the contact step (${SIZE.name} ${SIZE.width}x${SIZE.height})`, async ({
    page,
    browser,
  }) => {
    // Two steps, the outbox worker's poll, then three more browsers.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: SIZE.width, height: SIZE.height });
    await startWizard(page);
    await fillPersonal(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/enrollment/contact-info'));
    await waitForIdle(page, page.getByRole('heading', { level: 1, name: 'Contact Information' }));
    await fillContact(page);

    // Save & Continue Later saves the step, then asks where the code goes.
    await page.getByRole('button', { name: 'Save & Continue Later' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save & Continue Later' });
    await expect(dialog.getByText('Please enter the alternate email you want to send Enrollment code to?')).toBeVisible();
    // It starts from the e-mail the step just saved; emptied, it is refused.
    await expect(dialog.getByLabel('Email')).toHaveValue(CONTACT.email);
    await dialog.getByLabel('Email').fill('');
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Enter valid email address');
    const email = `maria.resume.${SIZE.width}.${Date.now()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Information Saved!!! Check your email to continue');
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/enrollment\/contact-info$/);

    // The e-mail reaches the real SMTP server with the code and the link.
    const message = await mailTo(email);
    const code = CODE.exec(message)?.[1];
    expect(code, 'the continue code in the e-mail').toBeDefined();
    const link = LINK.exec(message)?.[0];
    expect(link, 'the direct-continue link in the e-mail').toBeDefined();
    expect(link!.startsWith(urlOn('localhost', '/direct-continue/'))).toBe(true);

    // Another browser: a wrong code is refused under the code, the right one opens the saved step.
    const byCode = await freshPage(browser, SIZE);
    await byCode.page.goto(urlOn('localhost', '/continue-enrollment'));
    await expect(byCode.page.getByRole('heading', { level: 1, name: 'Welcome to the Benefit Store' })).toBeVisible();
    await expect(byCode.page.getByText('Please Enter Your Code and Email Address')).toBeVisible();
    await waitForIdle(byCode.page);
    await byCode.page.getByLabel(/^Code/).fill(otherCode(code!));
    await byCode.page.getByLabel(/^Email Address/).fill(email);
    await byCode.page.getByRole('button', { name: 'Continue' }).click();
    await expect(byCode.page.getByLabel(/^Code/)).toHaveAccessibleDescription(WRONG_CODE);
    await expect(byCode.page.getByLabel(/^Email Address/)).not.toHaveAccessibleDescription(WRONG_CODE);
    await expect(byCode.page).toHaveURL(/\/continue-enrollment$/);
    await byCode.page.getByLabel(/^Code/).fill(code!);
    await byCode.page.getByRole('button', { name: 'Continue' }).click();
    await expectSavedContact(byCode.page);
    await byCode.context.close();

    // The link opens the saved step once, in the first browser that follows it ...
    const byLink = await freshPage(browser, SIZE);
    await byLink.page.goto(link!);
    await expectSavedContact(byLink.page);
    await byLink.context.close();

    // ... and any other browser is told it was used, and offered the code instead.
    const late = await freshPage(browser, SIZE);
    await late.page.goto(link!);
    await expect(late.page.getByRole('heading', { level: 1, name: 'We could not open your enrollment' })).toBeVisible();
    await expect(late.page.getByText(USED_LINK)).toBeVisible();
    await expect(late.page.getByRole('link', { name: 'Continue with your code' })).toBeVisible();
    await expect(late.page.getByRole('heading', { name: 'Contact Information' })).toHaveCount(0);
    expect(await late.page.evaluate(() => localStorage.getItem('tempId'))).toBeNull();
    await late.context.close();
  });
});
