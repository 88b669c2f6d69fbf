import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEnrollmentFixture, findPlanByCode, readFilterFixture } from '../../../test/fixtures';
import { cartItems, enrollments } from '../../db/schema';
import { DEMO_STATE_PLAN_CODE } from '../../db/seed/demo-ids';

/** reprice-cart-for-zip (docs/decisions/0103): the cart priced for the zip the contact address moved to. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Cookies = Record<string, string>;
const post = (url: string, payload: object, cookies: Cookies) => t.call({ method: 'POST', url: `/api/v1/${url}`, payload, cookies });
const get = (url: string, cookies: Cookies) => t.call({ url: `/api/v1/${url}`, cookies });

/** The plan's first option as the pricing call answers it for the enrollment now. */
async function priceNow(enrollmentId: string, planId: number, cookies: Cookies): Promise<{ ppid: number; plan_price: string }> {
  const res = await get(`get-plan-pricing-detail?pid=${planId}&enrollment_id=${enrollmentId}`, cookies);
  return res.json().data.plans[0];
}

/** A Dallas shopper (the fixture's filter: 75201 TX) with the state-rated plan and a dental plan in the cart, added as the plan page adds them. */
async function dallasCart() {
  const shopper = await createEnrollmentFixture(t.database.db);
  const added: Record<string, { planId: number; price: string }> = {};
  for (const code of [DEMO_STATE_PLAN_CODE, 'DN101']) {
    const { plan } = await findPlanByCode(t.database.db, code);
    const { ppid, plan_price } = await priceNow(shopper.enrollmentId, plan.id, shopper.cookies);
    const res = await post(
      'add-plan-to-cart',
      { enrollment_id: shopper.enrollmentId, plan_id: plan.id, plan_pricing_id: ppid },
      shopper.cookies,
    );
    expect(res.statusCode).toBe(200);
    added[code] = { planId: plan.id, price: plan_price };
  }
  return { ...shopper, added };
}

const cartPrices = async (enrollmentId: string, cookies: Cookies) =>
  Object.fromEntries(
    (await get(`get-plan-cart?enrollment_id=${enrollmentId}`, cookies))
      .json()
      .data.result.map((line: { plan_id: number; price: string }) => [line.plan_id, line.price]),
  );

describe('reprice-cart-for-zip', () => {
  it('moves the filter to the zip and its state and each line to its rate there, answering the prices that moved', async () => {
    const { enrollmentId, cookies, added } = await dallasCart();
    const state = added[DEMO_STATE_PLAN_CODE]!;
    const dental = added.DN101!;

    const res = await post('reprice-cart-for-zip', { enrollment_id: enrollmentId, zip: '33101' }, cookies);

    expect(res.statusCode).toBe(200);
    const miamiPrice = (await priceNow(enrollmentId, state.planId, cookies)).plan_price;
    expect(miamiPrice).not.toBe(state.price);
    expect(res.json().data).toEqual({
      zip: '33101',
      state: 'FL',
      message: 'Your plan prices are now for zip 33101 in Florida.',
      price_changes: [{ plan_id: state.planId, plan_name: 'Lantana Sunbelt Care Gold', old_price: state.price, new_price: miamiPrice }],
    });
    expect(await readFilterFixture(t.database.db, enrollmentId)).toMatchObject({ zip: '33101', state: 'FL' });
    // The cart shows the new zip's prices; a plan priced alike in every state keeps its own.
    expect(await cartPrices(enrollmentId, cookies)).toEqual({ [state.planId]: miamiPrice, [dental.planId]: dental.price });
  });

  it('refuses a zip where a plan in the cart is not offered, naming it, and changes nothing', async () => {
    const { enrollmentId, cookies, added } = await dallasCart();
    const before = await t.database.db.select().from(cartItems).where(eq(cartItems.enrollmentId, enrollmentId));
    const versionOf = async () =>
      (await t.database.db.select({ version: enrollments.version }).from(enrollments).where(eq(enrollments.id, enrollmentId)))[0]?.version;
    const version = await versionOf();

    const res = await post('reprice-cart-for-zip', { enrollment_id: enrollmentId, zip: '10001' }, cookies);

    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      {
        target_element: 'zip',
        error_message:
          'Lantana Sunbelt Care Gold is not offered for zip 10001 in New York. Please remove it from your cart to use this address.',
      },
    ]);
    expect(await readFilterFixture(t.database.db, enrollmentId)).toMatchObject({ zip: '75201', state: 'TX' });
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.enrollmentId, enrollmentId))).toEqual(before);
    expect(await versionOf()).toBe(version);
    expect(await cartPrices(enrollmentId, cookies)).toEqual({
      [added[DEMO_STATE_PLAN_CODE]!.planId]: added[DEMO_STATE_PLAN_CODE]!.price,
      [added.DN101!.planId]: added.DN101!.price,
    });
  });

  it.each([
    ['00000', 'Invalid Zip code'],
    ['3310', 'Enter 5 digit zip code'],
  ])('refuses the zip %j under zip with %j', async (zip, message) => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const res = await post('reprice-cart-for-zip', { enrollment_id: enrollmentId, zip }, cookies);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([{ target_element: 'zip', error_message: message }]);
  });

  it("answers another browser's enrollment as unknown and a completed one as complete", async () => {
    const { enrollmentId } = await dallasCart();
    const stranger = await createEnrollmentFixture(t.database.db);
    expect((await post('reprice-cart-for-zip', { enrollment_id: enrollmentId, zip: '33101' }, stranger.cookies)).statusCode).toBe(404);

    await t.database.db.update(enrollments).set({ status: 'completed' }).where(eq(enrollments.id, enrollmentId));
    const completed = await post('reprice-cart-for-zip', { enrollment_id: enrollmentId, zip: '33101' }, await t.signIn('agent'));
    expect(completed.statusCode).toBe(409);
    expect(await readFilterFixture(t.database.db, enrollmentId)).toMatchObject({ zip: '75201', state: 'TX' });
  });
});
