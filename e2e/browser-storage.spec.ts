import { expect, test, type Page } from './support/fixtures';
import { DEMO_AGENT_ID, DEMO_PORTAL_ID } from '../apps/api/src/db/seed/demo-ids';
import {
  addToCart,
  addUnderwrittenLife,
  answerQuestionsNo,
  apiThroughRequest,
  checkOut,
  createEnrollment,
  pricedPlan,
} from './support/cart-setup';
import { seedStorage, urlOn, waitForIdle } from './support/store';
import {
  addBeneficiary,
  agreeToAll,
  answerHealth,
  BANK,
  drawSignature,
  fillContact,
  fillPersonal,
  MARIA,
  payByBankDraft,
} from './support/wizard-setup';

/**
 * Issue 12 "Browser side": nothing personal in the browser's storage. A shopper goes through the
 * wizard typing an SSN, dates of birth, a health condition, a bank account and a card; then every
 * origin the browser touched is read: local storage, session storage, IndexedDB and cookies. None
 * holds any of those values (DESIGN §5: they stay on the server behind the enrollment id).
 */
const CARD = { number: '4111111111111111', securityCode: '842' };
const CONDITION = { name: 'Sarcoidosis', onset: '03/01/2019' };
/** createEnrollment's date of birth and the beneficiary's (wizard-setup), as typed and as ISO dates. */
const BIRTH_DATES = ['04/12/1985', '1985-04-12', '02/03/2010', '2010-02-03'];
const SSN_FORMS = [MARIA.ssn, `${MARIA.ssn.slice(0, 3)}-${MARIA.ssn.slice(3, 5)}-${MARIA.ssn.slice(5)}`];
const PERSONAL = [
  ...SSN_FORMS,
  ...BIRTH_DATES,
  CONDITION.name,
  CONDITION.onset,
  '2019-03-01',
  BANK.account,
  CARD.number,
  CARD.securityCode,
];

type Stored = { where: string; key: string; value: string };

/** Everything the browser keeps for the page: each origin's local storage, IndexedDB and cookies, and each frame's session storage. */
async function everythingStored(page: Page): Promise<Stored[]> {
  const state = await page.context().storageState({ indexedDB: true });
  const stored: Stored[] = state.cookies.map((cookie) => ({ where: `cookie ${cookie.domain}`, key: cookie.name, value: cookie.value }));
  for (const origin of state.origins) {
    stored.push(...origin.localStorage.map(({ name, value }) => ({ where: `localStorage ${origin.origin}`, key: name, value })));
    // Listed with `indexedDB: true` (Playwright 1.51+), though the origin's published type leaves it out.
    const { indexedDB } = origin as { indexedDB?: unknown[] };
    if (indexedDB?.length) stored.push({ where: `IndexedDB ${origin.origin}`, key: '*', value: JSON.stringify(indexedDB) });
  }
  for (const frame of page.frames()) {
    const session = await frame.evaluate(() => Object.entries(sessionStorage)).catch(() => []);
    stored.push(...session.map(([key, value]) => ({ where: `sessionStorage ${new URL(frame.url()).origin}`, key, value })));
  }
  return stored;
}

/** Stored entries holding a personal value (whole digits or words, so an id's hex never matches a short number by chance). */
async function personalStored(page: Page): Promise<string[]> {
  const stored = await everythingStored(page);
  expect(
    stored.some((entry) => entry.where.startsWith('localStorage') && entry.key === 'tempId'),
    'the storage read is the page’s',
  ).toBe(true);
  return stored.flatMap(({ where, key, value }) =>
    PERSONAL.filter((personal) => new RegExp(`(^|[^\\w-])${personal.replace(/[/-]/g, '\\$&')}($|[^\\w-])`).test(`${key} ${value}`)).map(
      (personal) => `${personal} in ${where} ${key}`,
    ),
  );
}

test('a wizard journey paying by bank draft leaves no SSN, date of birth, health answer or account number in browser storage', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = apiThroughRequest(page.request);
  const enrollmentId = await createEnrollment(api);
  await addUnderwrittenLife(api, enrollmentId);
  await answerQuestionsNo(api, enrollmentId, 'supplemental', 'Evercrest Cancer Care');
  await addToCart(api, enrollmentId, await pricedPlan(api, enrollmentId, 'supplemental', 'Evercrest Cancer Care'));
  await checkOut(api, enrollmentId);
  await seedStorage(page, 'localhost', { tempId: enrollmentId, eprocess: 'applicant' });
  await page.goto(urlOn('localhost', '/enrollment/personal-info'));
  await waitForIdle(page);

  await fillPersonal(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/contact-info/);
  await fillContact(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/beneficiary-info/);
  await addBeneficiary(page, 'Lucia', 'Lopez', '100');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/health-questions/);
  await answerHealth(page, CONDITION.name, CONDITION.onset);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/billing-information/);
  expect(await personalStored(page)).toEqual([]);

  await payByBankDraft(page, 'Maria Lopez');
  expect(await personalStored(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/agreement-signature/);
  await agreeToAll(page, 'Maria Lopez');
  await drawSignature(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/review-confirm/);
  await waitForIdle(page);
  expect(await personalStored(page)).toEqual([]);
});

test('paying by card (an underwritten plan alone) leaves no card number or security code in browser storage', async ({ page }) => {
  test.setTimeout(90_000);
  const api = apiThroughRequest(page.request);
  // The demo rep's portal takes cards (e2e/family.spec.ts pays the same way).
  const enrollmentId = await createEnrollment(api, { agentId: DEMO_AGENT_ID, portalId: DEMO_PORTAL_ID });
  await addUnderwrittenLife(api, enrollmentId);
  await checkOut(api, enrollmentId);
  await seedStorage(page, 'localhost', { tempId: enrollmentId, eprocess: 'applicant' });
  await page.goto(urlOn('localhost', '/enrollment/health-questions'));
  await waitForIdle(page);
  await answerHealth(page, CONDITION.name, CONDITION.onset);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/billing-information/);

  await expect(page.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  await page.getByLabel(/^First Name on Card/).fill('Maria');
  await page.getByLabel(/^Last Name on Card/).fill('Lopez');
  await page.getByLabel(/^Card Number/).fill(CARD.number);
  await page.getByLabel(/^Security Code/).fill(CARD.securityCode);
  await page.getByLabel(/^Expiration Month/).selectOption({ index: 1 });
  await page.getByLabel(/^Expiration Year/).selectOption({ index: 2 });
  await page
    .getByRole('radiogroup', { name: /physical address/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByLabel(/^Street Address 1/).fill('100 Elm St');
  await page.getByLabel(/^City/).fill('Dallas');
  await page.getByLabel(/^State/).selectOption({ label: 'Texas' });
  await page.getByLabel(/^Zip/).fill('75201');
  expect(await personalStored(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/agreement-signature/);
  await waitForIdle(page);
  expect(await personalStored(page)).toEqual([]);
});
