import type { Page } from '@playwright/test';
import { addToCart, apiThroughRequest, createEnrollment, pricedPlan } from './cart-setup';
import { seedStorage, urlOn, waitForIdle } from './store';

/** A shopper (Dallas, 41, Member Only) with a dental plan in the cart, bound to this browser, on the wizard's first step. */
export async function startWizard(page: Page, extra: Record<string, string> = {}) {
  const api = apiThroughRequest(page.request);
  const enrollmentId = await createEnrollment(api);
  await addToCart(api, enrollmentId, await pricedPlan(api, enrollmentId, 'dental', 'Bluepine Dental Essentials'));
  await seedStorage(page, 'localhost', { tempId: enrollmentId, eprocess: 'applicant', ...extra });
  await page.goto(urlOn('localhost', '/enrollment/personal-info'));
  await waitForIdle(page);
  return { enrollmentId, api };
}

/** Every required field of the personal step, valid. */
export async function fillPersonal(page: Page) {
  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Marital Status').selectOption({ label: 'Married' });
  await page.getByLabel('SSN').fill('123456789');
  await page.getByLabel('Weight (lbs)').fill('140');
  await page.getByLabel('Height (feet)').fill('5');
  await page.getByLabel('Height (inches)').fill('6');
}

/** The contact step's answers the journeys type (a Dallas address). */
export const CONTACT = { email: 'maria@example.com', street: '100 Elm St Apt 4', city: 'Dallas', phone: '2145550142' };

export async function fillContact(page: Page) {
  await page.getByLabel('Email').fill(CONTACT.email);
  await page.getByLabel('Contact Number').fill(CONTACT.phone);
  await page.getByLabel('Street Address 1').fill(CONTACT.street);
  await page.getByLabel(/^City/).fill(CONTACT.city);
  await page.getByLabel(/^State/).selectOption({ label: 'Texas' });
  await page.getByLabel('Zip').fill('75201');
}
