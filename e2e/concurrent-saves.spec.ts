import { expect, test, type Page } from './support/fixtures';
import { receiveMail } from './support/mail';
import { urlOn, waitForIdle } from './support/store';
import { MARIA, fillPersonal, startWizard } from './support/wizard-setup';

/**
 * Two browsers on one enrollment (docs/decisions/0061): the applicant's, and another
 * computer that continued it with the e-mailed code. Both show the personal step with the SSN
 * masked; the first replaces the number, so the second's mask no longer names the number on file
 * and its save is refused with the clear conflict message; after a reload it shows the first
 * browser's save whole.
 */
const STALE = /This enrollment was changed in another window\. Please reload to see the latest version\./;
const CODE = /Your enrollment code: ([A-HJ-NP-Z2-9]{8})\b/;

const { mailTo } = receiveMail();

const personalStep = (page: Page) => expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();

test('a stale window saving the personal step gets the conflict message, then shows the other browser’s save', async ({
  page,
  browser,
}) => {
  // Two browsers, the outbox worker's poll for the code.
  test.setTimeout(90_000);

  // The applicant's browser saves the step with the SSN and sends itself a continue code.
  await startWizard(page);
  await fillPersonal(page);
  await page.getByRole('button', { name: 'Save & Continue Later' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save & Continue Later' });
  const email = `maria.two.windows.${Date.now()}@example.com`;
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Information Saved!!! Check your email to continue');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const code = CODE.exec(await mailTo(email))?.[1];
  expect(code, 'the continue code in the e-mail').toBeDefined();

  // Another computer continues with the code: the same step, the SSN masked.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(urlOn('localhost', '/continue-enrollment'));
  await second.getByLabel(/^Code/).fill(code!);
  await second.getByLabel(/^Email Address/).fill(email);
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second).toHaveURL(urlOn('localhost', '/enrollment/personal-info'));
  await personalStep(second);
  await waitForIdle(second);
  await expect(second.getByLabel('SSN')).toHaveValue('xxxxxxxx6789');

  // The applicant corrects the number and the last name, and goes on.
  await page.reload();
  await personalStep(page);
  await waitForIdle(page);
  await page.getByLabel('SSN').fill('487654321');
  await page.getByLabel('Last Name').fill('Garcia');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(urlOn('localhost', '/enrollment/contact-info'));

  // The other window, still showing the old number's mask, saves a new first name: refused, nothing lost.
  await second.getByLabel('First Name').fill('Mariana');
  await second.getByRole('button', { name: 'Next' }).click();
  await expect(second.getByLabel('SSN')).toHaveAccessibleDescription(STALE);
  await expect(second).toHaveURL(urlOn('localhost', '/enrollment/personal-info'));
  await expect(second.getByLabel('First Name')).toHaveValue('Mariana');

  // Reloaded (the browser asks first: what was typed is not saved), it shows the applicant's save whole.
  second.once('dialog', (dialog) => dialog.accept());
  await second.reload();
  await personalStep(second);
  await waitForIdle(second);
  await expect(second.getByLabel('First Name')).toHaveValue(MARIA.first);
  await expect(second.getByLabel('Last Name')).toHaveValue('Garcia');
  await expect(second.getByLabel('SSN')).toHaveValue('xxxxxxxx4321');
  await other.close();
});
