import { expect, test, type Page } from './support/fixtures';
import { TWO_FACTOR_CODE_WRONG } from '@benefit-store/domain';
import { totpCode } from '../apps/api/src/lib/totp';
import { TWO_FACTOR_REP } from './support/two-factor-rep';
import { urlOn, waitForIdle } from './support/store';

/**
 * Two-factor sign-in for staff (docs/decisions/0051), in the browser: a rep turns it on
 * from the staff bar with a code computed from the key the page shows, signs out, and signs in
 * again with the password and then a code. The e2e server runs on the real clock, so the test
 * computes codes the way an authenticator app would.
 */
const STEP_MS = 30_000;

async function signInWithPassword(page: Page) {
  await page.goto(urlOn('localhost', '/sign-in'));
  await waitForIdle(page);
  await page.getByLabel('E-mail').fill(TWO_FACTOR_REP.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TWO_FACTOR_REP.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A 6-digit code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('a rep turns two-factor sign-in on, then signs in with the password and a code', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });

  await signInWithPassword(page);
  await expect(page).toHaveURL(urlOn('localhost', '/agent-home'));
  await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Show my set-up key' }).click();
  const key = page.getByLabel('Set-up key');
  await expect(key).toBeVisible();
  const secret = (await key.innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('link', { name: 'Open in an authenticator app on this device' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );

  // A wrong code is refused under its field; the current one turns two-factor on.
  const code = page.getByLabel('Authentication code');
  await code.fill(otherCode(totpCode(secret, new Date())));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(code).toHaveAccessibleDescription(TWO_FACTOR_CODE_WRONG);
  const confirmedAt = Date.now();
  await code.fill(totpCode(secret, new Date(confirmedAt)));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page).toHaveURL(urlOn('localhost', '/agent-home'));
  await expect(page.getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // The password alone now asks for a code, in a field of its own; the page keeps what was typed.
  await signInWithPassword(page);
  const signInCode = page.getByLabel('Authentication code');
  await expect(signInCode).toBeVisible();
  await expect(signInCode).toBeFocused();
  await expect(page).toHaveURL(/\/sign-in/);

  // The code used to turn it on cannot sign in; a later step's code can (an app shows it within 30 seconds).
  const now = Date.now();
  const nextCodeAt = Math.floor(now / STEP_MS) > Math.floor(confirmedAt / STEP_MS) ? now : confirmedAt + STEP_MS;
  await signInCode.fill(totpCode(secret, new Date(nextCodeAt)));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(urlOn('localhost', '/agent-home'));
});
