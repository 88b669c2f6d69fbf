import { expect, type Page } from './fixtures';
import { DEMO_AGENT_ID, DEMO_PORTAL_ID } from '../../apps/api/src/db/seed/demo-ids';
import { PERSONAL_INFO_BODY } from '../../apps/api/test/wire-bodies';
import {
  addToCart,
  addUnderwrittenLife,
  answerQuestionsNo,
  apiThroughRequest,
  checkOut,
  createEnrollment,
  pricedPlan,
  type NewEnrollment,
  type StoreApi,
} from './cart-setup';
import { seedStorage, urlOn, waitForIdle } from './store';

/** A shopper (Dallas, 41, Member Only) with a dental plan in the cart, bound to this browser (no store page opened yet). */
export async function seedShopper(page: Page, extra: Record<string, string> = {}) {
  const api = apiThroughRequest(page.request);
  const enrollmentId = await createEnrollment(api);
  await addToCart(api, enrollmentId, await pricedPlan(api, enrollmentId, 'dental', 'Bluepine Dental Essentials'));
  await seedStorage(page, 'localhost', { tempId: enrollmentId, eprocess: 'applicant', ...extra });
  return { enrollmentId, api };
}

/** The shopper of seedShopper on the wizard's first step. */
export async function startWizard(page: Page, extra: Record<string, string> = {}) {
  const { enrollmentId, api } = await seedShopper(page, extra);
  await page.goto(urlOn('localhost', '/enrollment/personal-info'));
  await waitForIdle(page);
  return { enrollmentId, api };
}

export type Applicant = { first: string; last: string; ssn: string };
export const MARIA: Applicant = { first: 'Maria', last: 'Lopez', ssn: '123456789' };

/** Every required field of the personal step, valid. */
export async function fillPersonal(page: Page, who: Applicant = MARIA) {
  await page.getByLabel('First Name').fill(who.first);
  await page.getByLabel('Last Name').fill(who.last);
  await page.getByLabel('Marital Status').selectOption({ label: 'Married' });
  await page.getByLabel('SSN').fill(who.ssn);
  await page.getByLabel('Weight (lbs)').fill('140');
  await page.getByLabel('Height (feet)').fill('5');
  await page.getByLabel('Height (inches)').fill('6');
}

/** The contact step's save as its page sends it for CONTACT, the street lines told or 100 Elm St, Apt 4. */
export function contactInfoBody(street: { address1: string; address2: string } = { address1: '100 Elm St', address2: 'Apt 4' }) {
  return {
    email_address: CONTACT.email,
    phone_number: CONTACT.phone,
    ...street,
    city: CONTACT.city,
    zip: '75201',
    state: 'tx',
    birth_state: '',
    birth_city: '',
    with_validation: '0',
  };
}

/** Saves the personal step (Maria Lopez) through its call, as its page sends it. */
export async function savePersonal(api: StoreApi, enrollmentId: string) {
  await api.call('POST', '/api/v1/save-personal-info', { enrollment_id: enrollmentId, ...PERSONAL_INFO_BODY });
}

/** Saves the personal step and the contact step (CONTACT) through their calls, as their pages send them. */
export async function savePersonalAndContact(api: StoreApi, enrollmentId: string) {
  await savePersonal(api, enrollmentId);
  await api.call('POST', '/api/v1/save-contact-info', { enrollment_id: enrollmentId, ...contactInfoBody() });
}

/** The contact step's answers the journeys type (a Dallas address). */
export const CONTACT = { email: 'maria@example.com', street: '100 Elm St Apt 4', city: 'Dallas', phone: '2145550142' };

export async function fillContact(page: Page, contact: typeof CONTACT = CONTACT) {
  await page.getByLabel('Email').fill(contact.email);
  await page.getByLabel('Contact Number').fill(contact.phone);
  await page.getByLabel('Street Address 1').fill(contact.street);
  await page.getByLabel(/^City/).fill(contact.city);
  await page.getByLabel(/^State/).selectOption({ label: 'Texas' });
  await page.getByLabel('Zip').fill('75201');
}

/** The bank draft the journeys pay by; the routing number is a real one, so the bank's name fills itself in. */
export const BANK = { routing: '021000021', bankName: 'JPMORGAN CHASE BANK, N.A.', account: '000123456789' };

/** Fills the billing step's bank draft (the account holder's name given), the billing address being the physical one. */
export async function payByBankDraft(page: Page, holder: string) {
  await page.getByLabel(/^Routing Number/).fill(BANK.routing);
  await page.getByLabel(/^Account Holder Name/).click();
  await expect(page.getByLabel(/^Bank Name/)).toHaveValue(BANK.bankName);
  await page.getByLabel(/^Account Holder Name/).fill(holder);
  await page.getByLabel(/^Account Number/).fill(BANK.account);
  await page.getByLabel(/^Account Type/).selectOption({ label: 'Checking' });
  await page.getByLabel(/^Account Holder Type/).selectOption({ label: 'Individual' });
  await page
    .getByRole('radiogroup', { name: /physical address/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
}

/** The test card the journeys pay by (a Visa test number) with its security code. */
export const CARD = { number: '4111111111111111', securityCode: '842' };

/**
 * Fills the billing step's card (the default method when an underwritten plan is alone), holder
 * Maria Lopez, with a billing address of its own in Dallas.
 */
export async function payByCard(page: Page, card: typeof CARD = CARD) {
  await expect(page.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  await page.getByLabel(/^First Name on Card/).fill('Maria');
  await page.getByLabel(/^Last Name on Card/).fill('Lopez');
  await page.getByLabel(/^Card Number/).fill(card.number);
  await page.getByLabel(/^Security Code/).fill(card.securityCode);
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
}

/** Checks every consent of the agreement step and types the signer's full name. */
export async function agreeToAll(page: Page, fullName: string) {
  await expect(page.getByRole('checkbox', { name: /^I agree:/ }).first()).toBeVisible();
  for (const consent of await page.getByRole('checkbox', { name: /^I agree:/ }).all()) await consent.check();
  await page.getByLabel(/^Full Name/).fill(fullName);
}

/** Draws a zigzag on the signature pad with the mouse, as a person signing would. */
export async function drawSignature(page: Page) {
  const pad = page.getByLabel('Signature pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + 20 + step * 18, box.y + box.height / 2 + (step % 2 ? 14 : -14));
  await page.mouse.up();
}

/** Answers every health question 'No', then the first 'Yes' (its details left empty); answers the first question's group. */
export async function answerFirstHealthQuestionYes(page: Page) {
  const noes = page.getByRole('radio', { name: 'No' });
  await expect(noes.first()).toBeVisible();
  for (const radio of await noes.all()) await radio.check();
  const first = page
    .getByRole('group')
    .filter({ has: page.getByRole('radio', { name: 'Yes' }) })
    .first();
  await first.getByRole('radio', { name: 'Yes' }).check();
  return first;
}

/**
 * Answers the health step: every question 'No' except the first, which names a condition with
 * its date of onset, under treatment and without medication. Answers the first question's group.
 */
export async function answerHealth(page: Page, condition: string, onset: string) {
  const first = await answerFirstHealthQuestionYes(page);
  await first.getByLabel(/^Health Condition/).fill(condition);
  await first.getByLabel(/^Date of Onset/).fill(onset);
  await first
    .getByRole('radiogroup', { name: /Currently Under Treatment/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await first
    .getByRole('radiogroup', { name: /Taking Medication/ })
    .getByRole('radio', { name: 'No' })
    .check();
  return first;
}

/** Adds a beneficiary through the step's popup (a child born 2010 unless told). */
export async function addBeneficiary(page: Page, first: string, last: string, percentage: string) {
  await page.getByRole('button', { name: '+ Add Beneficiary' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First Name').fill(first);
  await dialog.getByLabel('Last Name').fill(last);
  await dialog.getByLabel('Date of Birth').fill('02/03/2010');
  await dialog.getByLabel(/^Relationship/).selectOption({ label: 'Child' });
  await dialog.getByLabel('Beneficiary Percentage').fill(percentage);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A shopper with the life journey's cart, bound to this browser (no store page opened yet): an
 * underwritten life plan (with its membership) and a cancer plan, checked out.
 */
export async function lifeShopperCheckedOut(page: Page) {
  const api = apiThroughRequest(page.request);
  const enrollmentId = await createEnrollment(api);
  await addUnderwrittenLife(api, enrollmentId);
  await answerQuestionsNo(api, enrollmentId, 'supplemental', 'Evercrest Cancer Care');
  await addToCart(api, enrollmentId, await pricedPlan(api, enrollmentId, 'supplemental', 'Evercrest Cancer Care'));
  await checkOut(api, enrollmentId);
  await seedStorage(page, 'localhost', { tempId: enrollmentId, eprocess: 'applicant' });
  return { api, enrollmentId };
}

export type ShopperPlan = { tier: NonNullable<NewEnrollment['tier']>; category: string; name: string };

/**
 * A shopper (Dallas) of `tier` with one plan checked out, bound to this browser, on the wizard's
 * step at `route` ('dependent-information', 'beneficiary-info'): a late step reached through the API.
 */
export async function shopperAtStep(page: Page, route: string, { tier, category, name }: ShopperPlan) {
  const api = apiThroughRequest(page.request);
  const enrollmentId = await createEnrollment(api, { tier });
  await addToCart(api, enrollmentId, await pricedPlan(api, enrollmentId, category, name));
  await checkOut(api, enrollmentId);
  await seedStorage(page, 'localhost', { tempId: enrollmentId, eprocess: 'applicant' });
  await page.goto(urlOn('localhost', `/enrollment/${route}`));
  await waitForIdle(page);
  return { api, enrollmentId };
}

/** A shopper of the demo rep's portal (it takes cards) with an underwritten life plan checked out, on the health step. */
export async function cardShopperAtHealth(page: Page) {
  const api = apiThroughRequest(page.request);
  const enrollmentId = await createEnrollment(api, { agentId: DEMO_AGENT_ID, portalId: DEMO_PORTAL_ID });
  await addUnderwrittenLife(api, enrollmentId);
  await checkOut(api, enrollmentId);
  await seedStorage(page, 'localhost', { tempId: enrollmentId, eprocess: 'applicant' });
  await page.goto(urlOn('localhost', '/enrollment/health-questions'));
  await waitForIdle(page);
  return { api, enrollmentId };
}

/**
 * A shopper of the demo rep's portal (it takes cards) with an underwritten life plan checked out,
 * brought to the billing step by answering the health step with `condition`.
 */
export async function cardShopperAtBilling(page: Page, condition: { name: string; onset: string }) {
  const { api, enrollmentId } = await cardShopperAtHealth(page);
  await answerHealth(page, condition.name, condition.onset);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/billing-information/);
  return { api, enrollmentId };
}
