import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatUsDate, offeredEffectiveDates } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture, findPlanByCode } from '../../../test/fixtures';
import { cartItems, enrollments, planRules, type FilterInfo } from '../../db/schema';
import { DEMO_MEMBERSHIP_CODES } from '../../db/seed/demo-ids';
import { storeToday } from '../../lib/store-date';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const get = (url: string, cookies: Record<string, string>) => t.call({ url, cookies });
const post = (url: string, payload: object, cookies: Record<string, string>) => t.call({ method: 'POST', url, payload, cookies });

async function cartWith(codes: string[], filter?: FilterInfo) {
  const enrollment = await createEnrollmentFixture(t.database.db, filter ? { filter } : {});
  const items = [];
  for (const code of codes) items.push(await addCartItemFixture(t.database.db, enrollment.enrollmentId, code));
  return { ...enrollment, items };
}

/** Marks a cart row as a membership added for the plan that requires it (what add-plan-to-cart does). */
async function markMembershipFor(enrollmentId: string, membershipPlanId: number, requiredByPlanId: number) {
  await t.database.db
    .update(cartItems)
    .set({ requiredByPlanId })
    .where(and(eq(cartItems.enrollmentId, enrollmentId), eq(cartItems.planId, membershipPlanId)));
}

const rowsOf = async (enrollmentId: string) => t.database.db.select().from(cartItems).where(eq(cartItems.enrollmentId, enrollmentId));

describe('get-plan-cart', () => {
  it('lists the cart with prices, removability, totals and the tier', async () => {
    const { enrollmentId, cookies, items } = await cartWith(['DN101', 'VS201']);
    const rows = await rowsOf(enrollmentId);
    const res = await get(`/api/v1/get-plan-cart?enrollment_id=${enrollmentId}`, cookies);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.result).toHaveLength(2);
    expect(data.result[0]).toMatchObject({
      plan_id: items[0]!.planId,
      plan_pricing_id: items[0]!.pricingOptionId,
      removable: 1,
      one_time_fee: '0.00',
    });
    expect(data.result[0].plan_name).toEqual(expect.any(String));
    const monthly = rows.reduce((sum, row) => sum + row.monthlyCents, 0);
    expect(data.result.map((item: { price: string }) => item.price).sort()).toEqual(
      rows.map((row) => (row.monthlyCents / 100).toFixed(2)).sort(),
    );
    expect(data).toMatchObject({
      recurring_month_cost: (monthly / 100).toFixed(2),
      initial_month_cost: (monthly / 100).toFixed(2),
      administrative_fee: '0.00',
      has_underwritten_life: false,
      tier: 'IO',
      tier_label: 'Member Only',
      effective_date: null,
    });
  });

  it('names the option chosen on each line (docs/decisions/0100)', async () => {
    const enrollment = await createEnrollmentFixture(t.database.db);
    await addCartItemFixture(t.database.db, enrollment.enrollmentId, 'TL401', { option: '$200,000 Coverage' });
    await addCartItemFixture(t.database.db, enrollment.enrollmentId, 'DN101', { option: '$1,500 Annual Max' });
    const data = (await get(`/api/v1/get-plan-cart?enrollment_id=${enrollment.enrollmentId}`, enrollment.cookies)).json().data;
    expect(data.result.map((item: { plan_name: string; option_label: string }) => [item.plan_name, item.option_label])).toEqual([
      ['Harborlight Term Life 10', '$200,000 Coverage'],
      ['Bluepine Dental Essentials', '$1,500 Annual Max'],
    ]);
  });

  it('charges the 3% fee on the underwritten life plan only, inside its price; one-time fees to the first month; keeps its membership', async () => {
    const filter = { zip: '75201', state: 'TX', dob: '1985-04-12', gender: '0', tier: 'IC' };
    const { enrollmentId, cookies, items } = await cartWith(['TL401', DEMO_MEMBERSHIP_CODES.silver, 'L713'], filter);
    const [life, membership, premier] = items;
    await markMembershipFor(enrollmentId, membership!.planId, life!.planId);
    const rows = await rowsOf(enrollmentId);
    const premium = (planId: number) => rows.find((row) => row.planId === planId)!.monthlyCents;
    const fee = Math.floor((premium(life!.planId) * 3 + 50) / 100);
    const plansCents = rows.reduce((sum, row) => sum + row.monthlyCents, 0);
    const oneTime = rows.reduce((sum, row) => sum + row.oneTimeFeeCents, 0);
    expect(oneTime).toBeGreaterThan(0);

    const data = (await get(`/api/v1/get-plan-cart?enrollment_id=${enrollmentId}`, cookies)).json().data;
    expect(data).toMatchObject({
      administrative_fee: (fee / 100).toFixed(2),
      recurring_month_cost: ((plansCents + fee) / 100).toFixed(2),
      initial_month_cost: ((plansCents + fee + oneTime) / 100).toFixed(2),
      has_underwritten_life: true,
      tier: 'IC',
      tier_label: 'Member + 1 Child',
    });
    const priceOf = (planId: number) => data.result.find((item: { plan_id: number }) => item.plan_id === planId).price;
    expect(priceOf(life!.planId)).toBe(((premium(life!.planId) + fee) / 100).toFixed(2));
    expect(priceOf(membership!.planId)).toBe((premium(membership!.planId) / 100).toFixed(2));
    expect(priceOf(premier!.planId)).toBe((premium(premier!.planId) / 100).toFixed(2));
    // The lines add up to the recurring cost: nothing is added on top of the prices shown.
    const linesCents = data.result.reduce((sum: number, item: { price: string }) => sum + Math.round(Number(item.price) * 100), 0);
    expect((linesCents / 100).toFixed(2)).toBe(data.recurring_month_cost);
    const removable = Object.fromEntries(data.result.map((item: { plan_id: number; removable: number }) => [item.plan_id, item.removable]));
    expect(removable).toEqual({ [life!.planId]: 1, [membership!.planId]: 0, [premier!.planId]: 1 });
    expect(data.result.find((item: { plan_id: number }) => item.plan_id === premier!.planId).one_time_fee).toBe('25.00');
  });

  it('refuses missing, malformed, unknown and foreign enrollments', async () => {
    const { enrollmentId } = await cartWith(['DN101']);
    const other = await createEnrollmentFixture(t.database.db);
    expect((await get('/api/v1/get-plan-cart', other.cookies)).statusCode).toBe(400);
    const malformed = await get('/api/v1/get-plan-cart?enrollment_id=42', other.cookies);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data[0]).toEqual({ target_element: 'enrollment_id', error_message: 'Invalid enrollment id' });
    expect((await get(`/api/v1/get-plan-cart?enrollment_id=${UNKNOWN}`, other.cookies)).statusCode).toBe(404);
    const foreign = await get(`/api/v1/get-plan-cart?enrollment_id=${enrollmentId}`, other.cookies);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data[0].target_element).toBe('enrollment_id');
  });
});

describe('get-cart-effective-dates and cart-checkout', () => {
  it('offers the 1st and 15th from tomorrow to 60 days ahead, the earliest selected', async () => {
    const { enrollmentId, cookies } = await cartWith(['DN101']);
    const res = await get(`/api/v1/get-cart-effective-dates?enrollment_id=${enrollmentId}`, cookies);
    expect(res.statusCode).toBe(200);
    const expected = offeredEffectiveDates({ asOf: storeToday() });
    expect(res.json().data).toEqual(expected.map((value, i) => ({ value, label: formatUsDate(value), selected: i === 0 })));
  });

  it('leaves out dates inside a blackout window of a plan in the cart', async () => {
    const { enrollmentId, cookies, items } = await cartWith(['PT133']);
    const first = offeredEffectiveDates({ asOf: storeToday() })[0]!;
    const window = { blackoutStart: first.slice(5), blackoutEnd: first.slice(5) };
    await t.database.db
      .insert(planRules)
      .values({ planId: items[0]!.planId, ...window })
      .onConflictDoUpdate({ target: planRules.planId, set: window });
    await t.catalogChanged();
    try {
      const values = (await get(`/api/v1/get-cart-effective-dates?enrollment_id=${enrollmentId}`, cookies))
        .json()
        .data.map((d: { value: string }) => d.value);
      expect(values).not.toContain(first);
      expect(values.length).toBeGreaterThan(0);
      const refused = await post('/api/v1/cart-checkout', { enrollment_id: enrollmentId, effective_date: first }, cookies);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data[0].target_element).toBe('effective_date');
    } finally {
      await t.database.db.update(planRules).set({ blackoutStart: null, blackoutEnd: null }).where(eq(planRules.planId, items[0]!.planId));
      await t.catalogChanged();
    }
  });

  it('records the chosen date, which is then selected and shown in the cart', async () => {
    const { enrollmentId, cookies } = await cartWith(['DN101']);
    const dates = offeredEffectiveDates({ asOf: storeToday() });
    const chosen = dates[dates.length - 1]!;
    const res = await post('/api/v1/cart-checkout', { enrollment_id: enrollmentId, effective_date: chosen }, cookies);
    expect(res.statusCode).toBe(200);
    // (The fixture's cart line is not at the shopper's rate: checkout re-rates it, catalog-import.test.ts.)
    expect(res.json().data).toMatchObject({
      effective_date: chosen,
      message: `Your plans will be effective as of ${formatUsDate(chosen)}`,
    });
    const listed = (await get(`/api/v1/get-cart-effective-dates?enrollment_id=${enrollmentId}`, cookies)).json().data;
    expect(listed.filter((d: { selected: boolean }) => d.selected)).toEqual([
      { value: chosen, label: formatUsDate(chosen), selected: true },
    ]);
    expect((await get(`/api/v1/get-plan-cart?enrollment_id=${enrollmentId}`, cookies)).json().data.effective_date).toBe(chosen);
    const [row] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
    expect(row!.version).toBe(2);
  });

  it('accepts the date as mm/dd/yyyy too', async () => {
    const { enrollmentId, cookies } = await cartWith(['DN101']);
    const first = offeredEffectiveDates({ asOf: storeToday() })[0]!;
    const res = await post('/api/v1/cart-checkout', { enrollment_id: enrollmentId, effective_date: formatUsDate(first) }, cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.effective_date).toBe(first);
  });

  it('refuses an empty cart under enrollment_id', async () => {
    const { enrollmentId, cookies } = await cartWith([]);
    const first = offeredEffectiveDates({ asOf: storeToday() })[0]!;
    const res = await post('/api/v1/cart-checkout', { enrollment_id: enrollmentId, effective_date: first }, cookies);
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0]).toEqual({ target_element: 'enrollment_id', error_message: 'Your cart is empty. Please add a plan first.' });
  });

  it.each([
    ['a date that is not offered', () => '2020-01-01', /is not an available effective date\. Please choose one of: /],
    [
      'the 2nd of a month',
      () => offeredEffectiveDates({ asOf: storeToday() })[0]!.slice(0, 8) + '02',
      /is not an available effective date/,
    ],
    ['an impossible date', () => '2026-02-30', /^Please choose a valid effective date$/],
    ['text', () => 'soon', /^Please choose a valid effective date$/],
    ['nothing', () => '', /^Field is required$/],
  ])('refuses %s under effective_date', async (_name, date, message) => {
    const { enrollmentId, cookies } = await cartWith(['DN101']);
    const res = await post('/api/v1/cart-checkout', { enrollment_id: enrollmentId, effective_date: date() }, cookies);
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0].target_element).toBe('effective_date');
    expect(res.json().data[0].error_message).toMatch(message);
  });

  it('refuses unknown and foreign enrollments', async () => {
    const { enrollmentId } = await cartWith(['DN101']);
    const other = await createEnrollmentFixture(t.database.db);
    const first = offeredEffectiveDates({ asOf: storeToday() })[0]!;
    expect((await get(`/api/v1/get-cart-effective-dates?enrollment_id=${enrollmentId}`, other.cookies)).statusCode).toBe(404);
    expect((await get('/api/v1/get-cart-effective-dates?enrollment_id=x', other.cookies)).statusCode).toBe(400);
    expect((await post('/api/v1/cart-checkout', { enrollment_id: enrollmentId, effective_date: first }, other.cookies)).statusCode).toBe(
      404,
    );
    expect((await post('/api/v1/cart-checkout', { enrollment_id: UNKNOWN, effective_date: first }, other.cookies)).statusCode).toBe(404);
  });

  it('refuses a completed enrollment: unknown to its browser (completion ended its hold), 409 to its rep', async () => {
    const { enrollmentId, cookies } = await cartWith(['DN101']);
    await t.database.db.update(enrollments).set({ status: 'completed' }).where(eq(enrollments.id, enrollmentId));
    const first = offeredEffectiveDates({ asOf: storeToday() })[0]!;
    const checkout = { enrollment_id: enrollmentId, effective_date: first };
    expect((await post('/api/v1/cart-checkout', checkout, cookies)).statusCode).toBe(404);
    expect((await post('/api/v1/cart-checkout', checkout, await t.signIn('agent'))).statusCode).toBe(409);
  });
});

describe('remove-plan-from-cart', () => {
  const remove = (enrollmentId: string, planId: number, pricingId: number, cookies: Record<string, string>) =>
    get(`/api/v1/remove-plan-from-cart?enrollment_id=${enrollmentId}&plan_id=${planId}&plan_pricing_id=${pricingId}`, cookies);

  it('removes a plan and answers the new count', async () => {
    const { enrollmentId, cookies, items } = await cartWith(['DN101', 'VS201']);
    const res = await remove(enrollmentId, items[0]!.planId, items[0]!.pricingOptionId, cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { result: 1 } });
    expect((await rowsOf(enrollmentId)).map((row) => row.planId)).toEqual([items[1]!.planId]);
  });

  it('refuses a plan that is not in the cart (or with another pricing option) with 404', async () => {
    const { enrollmentId, cookies, items } = await cartWith(['DN101']);
    const vision = await findPlanByCode(t.database.db, 'VS201');
    expect((await remove(enrollmentId, vision.plan.id, vision.options[0]!.id, cookies)).statusCode).toBe(404);
    const wrongOption = await remove(enrollmentId, items[0]!.planId, items[0]!.pricingOptionId + 100_000, cookies);
    expect(wrongOption.statusCode).toBe(404);
    expect(wrongOption.json().data[0]).toEqual({ target_element: 'plan_id', error_message: 'This plan is not in your cart' });
  });

  it('keeps a membership while the plan that requires it is in the cart, and removes it with that plan', async () => {
    const { enrollmentId, cookies, items } = await cartWith(['DN101', 'TL401', DEMO_MEMBERSHIP_CODES.gold]);
    const [dental, life, membership] = items;
    await markMembershipFor(enrollmentId, membership!.planId, life!.planId);

    const refused = await remove(enrollmentId, membership!.planId, membership!.pricingOptionId, cookies);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data[0].target_element).toBe('plan_id');
    expect(refused.json().data[0].error_message).toMatch(/cannot be removed while .+ is in your cart/);

    const res = await remove(enrollmentId, life!.planId, life!.pricingOptionId, cookies);
    expect(res.json()).toEqual({ status: 'success', data: { result: 1 } });
    expect((await rowsOf(enrollmentId)).map((row) => row.planId)).toEqual([dental!.planId]);
  });

  it('keeps the membership for another plan in the cart that also requires one', async () => {
    const { enrollmentId, cookies, items } = await cartWith(['TL401', 'TL402', DEMO_MEMBERSHIP_CODES.bronze]);
    const [first, second, membership] = items;
    await markMembershipFor(enrollmentId, membership!.planId, first!.planId);
    const res = await remove(enrollmentId, first!.planId, first!.pricingOptionId, cookies);
    expect(res.json().data.result).toBe(2);
    const rows = await rowsOf(enrollmentId);
    expect(rows.find((row) => row.planId === membership!.planId)?.requiredByPlanId).toBe(second!.planId);
    expect((await remove(enrollmentId, membership!.planId, membership!.pricingOptionId, cookies)).statusCode).toBe(400);
  });

  it('refuses a row the add call marked non-removable', async () => {
    const { enrollmentId, cookies, items } = await cartWith(['DN101']);
    await t.database.db.update(cartItems).set({ isRemovable: false }).where(eq(cartItems.enrollmentId, enrollmentId));
    const res = await remove(enrollmentId, items[0]!.planId, items[0]!.pricingOptionId, cookies);
    expect(res.statusCode).toBe(400);
    expect((await get(`/api/v1/get-plan-cart?enrollment_id=${enrollmentId}`, cookies)).json().data.result[0].removable).toBe(0);
  });

  it('refuses bad, unknown, foreign and completed enrollments', async () => {
    const { enrollmentId, cookies, items } = await cartWith(['DN101']);
    const other = await createEnrollmentFixture(t.database.db);
    const { planId, pricingOptionId } = items[0]!;
    const missing = await get(`/api/v1/remove-plan-from-cart?enrollment_id=${enrollmentId}&plan_id=${planId}`, cookies);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data[0]).toEqual({ target_element: 'plan_pricing_id', error_message: 'Field is required' });
    expect(
      (await get(`/api/v1/remove-plan-from-cart?enrollment_id=${enrollmentId}&plan_id=abc&plan_pricing_id=1`, cookies)).statusCode,
    ).toBe(400);
    expect((await remove(UNKNOWN, planId, pricingOptionId, cookies)).statusCode).toBe(404);
    expect((await remove(enrollmentId, planId, pricingOptionId, other.cookies)).statusCode).toBe(404);
    await t.database.db.update(enrollments).set({ status: 'completed' }).where(eq(enrollments.id, enrollmentId));
    expect((await remove(enrollmentId, planId, pricingOptionId, cookies)).statusCode).toBe(404);
    expect((await remove(enrollmentId, planId, pricingOptionId, await t.signIn('agent'))).statusCode).toBe(409);
    expect(await rowsOf(enrollmentId)).toHaveLength(1);
  });
});
