import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPRICE_FOR_ZIP } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture } from '../../../test/fixtures';
import { CONTACT_INFO_BODY, EFT_BILLING_BODY } from '../../../test/wire-bodies';
import { DEMO_STATE_PLAN_CODE } from '../../db/seed/demo-ids';
import { createDataCipher } from '../../lib/data-cipher';
import { readEnrollmentTabs } from './tab-storage';

/**
 * The contact address against the cart's price (DESIGN §3 "Contact address", docs/decisions/0103):
 * the step starts from the finder's zip, refuses a zip of another state and a state the cart was
 * not priced for, and a billing address that is the physical one follows the contact address.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Cookies = Record<string, string>;
const post = (url: string, payload: object, cookies: Cookies) => t.call({ method: 'POST', url: `/api/v1/${url}`, payload, cookies });
const get = (url: string, cookies: Cookies) => t.call({ url: `/api/v1/${url}`, cookies });
const storedTabs = async (enrollmentId: string) =>
  (await readEnrollmentTabs(t.database.db, createDataCipher(t.env.dataKeys), enrollmentId)).tabs;
const fieldValues = async (step: 'contact' | 'billing', enrollmentId: string, cookies: Cookies) =>
  Object.fromEntries(
    (await get(`get-form-fields-${step}-info?enrollment_id=${enrollmentId}`, cookies))
      .json()
      .data.result.map((field: { field_name: string; value: unknown }) => [field.field_name, field.value]),
  );

/** A Dallas shopper (the fixture's filter: 75201 TX) with the state-rated plan in the cart. */
async function dallasShopper() {
  const shopper = await createEnrollmentFixture(t.database.db);
  await addCartItemFixture(t.database.db, shopper.enrollmentId, DEMO_STATE_PLAN_CODE);
  return shopper;
}

const MIAMI = { ...CONTACT_INFO_BODY, address1: '200 Biscayne Blvd', city: 'Miami', zip: '33101', state: 'FL' };

describe('the contact step against the price', () => {
  it("starts from the finder's zip and state until a zip is saved", async () => {
    const { enrollmentId, cookies } = await dallasShopper();
    expect(await fieldValues('contact', enrollmentId, cookies)).toMatchObject({ zip: '75201', state: 'TX', address1: null });

    const save = await post('save-contact-info', { ...CONTACT_INFO_BODY, zip: '75202', enrollment_id: enrollmentId }, cookies);
    expect(save.statusCode).toBe(200);
    expect(await fieldValues('contact', enrollmentId, cookies)).toMatchObject({ zip: '75202', state: 'TX', address1: '100 Elm St' });
  });

  it('refuses a zip of another state than the one chosen, under zip, and saves nothing', async () => {
    const { enrollmentId, cookies } = await dallasShopper();
    const res = await post('save-contact-info', { ...CONTACT_INFO_BODY, zip: '10001', enrollment_id: enrollmentId }, cookies);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      data: [{ target_element: 'zip', error_message: '10001 is a New York zip code, not Texas. Please check the zip code or the state.' }],
      message: '10001 is a New York zip code, not Texas. Please check the zip code or the state.',
    });
    expect((await storedTabs(enrollmentId)).contact_info).toBeUndefined();
  });

  it("refuses a zip the store does not know with the specification's message", async () => {
    const { enrollmentId, cookies } = await dallasShopper();
    const res = await post('save-contact-info', { ...CONTACT_INFO_BODY, zip: '00000', enrollment_id: enrollmentId }, cookies);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([{ target_element: 'zip', error_message: 'Invalid Zip code' }]);
  });

  it('refuses a state the cart was not priced for under state, offering to re-price; saves once the cart is re-priced', async () => {
    const { enrollmentId, cookies } = await dallasShopper();
    const refused = await post('save-contact-info', { ...MIAMI, enrollment_id: enrollmentId }, cookies);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: REPRICE_FOR_ZIP,
      data: [
        {
          target_element: 'state',
          error_message:
            'Your plans are priced for Texas (zip 75201). To use an address in Florida, please update your plan prices for zip 33101 first.',
        },
      ],
    });
    expect((await storedTabs(enrollmentId)).contact_info).toBeUndefined();

    expect((await post('reprice-cart-for-zip', { enrollment_id: enrollmentId, zip: '33101' }, cookies)).statusCode).toBe(200);
    const saved = await post('save-contact-info', { ...MIAMI, enrollment_id: enrollmentId }, cookies);
    expect(saved.statusCode).toBe(200);
    expect((await storedTabs(enrollmentId)).contact_info).toMatchObject({ zip: '33101', state: 'FL', city: 'Miami' });
  });
});

describe("billing's physical address follows the contact address", () => {
  it('while the billing step says yes, a corrected contact zip is the billing zip; once it says no, its own address stays', async () => {
    const { enrollmentId, cookies } = await dallasShopper();
    const saveContact = (zip: string) => post('save-contact-info', { ...CONTACT_INFO_BODY, zip, enrollment_id: enrollmentId }, cookies);
    const saveBilling = (address: Record<string, string>) =>
      post('save-billing-info', { ...EFT_BILLING_BODY, ...address, enrollment_id: enrollmentId }, cookies);

    expect((await saveContact('75201')).statusCode).toBe(200);
    expect((await saveBilling({ is_physical_address: 'yes' })).statusCode).toBe(200);
    expect((await storedTabs(enrollmentId)).billing_info).toMatchObject({ is_physical_address: 'yes', zip: '75201' });

    expect((await saveContact('75204')).statusCode).toBe(200);
    expect((await storedTabs(enrollmentId)).billing_info).toMatchObject({
      is_physical_address: 'yes',
      address1: '100 Elm St',
      city: 'Dallas',
      state: 'TX',
      zip: '75204',
      account_number: '55512340987654',
    });
    expect(await fieldValues('billing', enrollmentId, cookies)).toMatchObject({ is_physical_address: 'yes', zip: '75204' });

    const own = { is_physical_address: 'no', address1: '9 Pecan St', city: 'Plano', state: 'TX', zip: '75023' };
    expect((await saveBilling(own)).statusCode).toBe(200);
    expect((await saveContact('75205')).statusCode).toBe(200);
    expect((await storedTabs(enrollmentId)).billing_info).toMatchObject(own);
  });
});
