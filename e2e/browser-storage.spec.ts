import { expect, test } from './support/fixtures';
import { DEMO_AGENT_ID, DEMO_PORTAL_ID } from '../apps/api/src/db/seed/demo-ids';
import { addUnderwrittenLife, apiThroughRequest, checkOut, createEnrollment } from './support/cart-setup';
import { personalStored, SHOPPER_BIRTH_DATES } from './support/browser-storage';
import { seedStorage, urlOn, waitForIdle } from './support/store';
import { answerHealth, CARD, payByCard } from './support/wizard-setup';

/**
 * Nothing personal in the browser's storage (docs/decisions/0050): a card typed on the billing step,
 * and a health answer before it, are in no storage of the browser's. (The bank-draft journey through
 * every step checks the same for the SSN, dates of birth, health answer and account number:
 * e2e/wizard.spec.ts, the life plan journey.)
 */
const CONDITION = { name: 'Sarcoidosis', onset: '03/01/2019' };
const PERSONAL = [...SHOPPER_BIRTH_DATES, CONDITION.name, CONDITION.onset, '2019-03-01', CARD.number, CARD.securityCode];

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

  await payByCard(page, CARD);
  expect(await personalStored(page, PERSONAL)).toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/agreement-signature/);
  await waitForIdle(page, page.getByRole('heading', { level: 1, name: /Agreement/ }));
  expect(await personalStored(page, PERSONAL)).toEqual([]);
});
