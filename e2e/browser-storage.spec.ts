import { expect, test } from './support/fixtures';
import { personalStored, SHOPPER_BIRTH_DATES } from './support/browser-storage';
import { waitForIdle } from './support/store';
import { CARD, cardShopperAtBilling, payByCard } from './support/wizard-setup';

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
  // The demo rep's portal takes cards (e2e/family.spec.ts pays the same way).
  await cardShopperAtBilling(page, CONDITION);

  await payByCard(page, CARD);
  expect(await personalStored(page, PERSONAL)).toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/agreement-signature/);
  await waitForIdle(page, page.getByRole('heading', { level: 1, name: /Agreement/ }));
  expect(await personalStored(page, PERSONAL)).toEqual([]);
});
