import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_TO_CART_MESSAGES, PRICING_ERROR_MESSAGES, PRICING_SERVER_MESSAGES } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture, findPlanByCode } from '../../../test/fixtures';
import { cartItems, enrollments, planEvents, planRules, pricingOptions, type FilterInfo } from '../../db/schema';
import { DEMO_MEMBER_ID, DEMO_MEMBERSHIP_CODES, DEMO_STATE_PLAN_CODE, DEMO_UNDERWRITTEN_LIFE_CODES } from '../../db/seed/demo-ids';
import { storeToday } from '../../lib/store-date';
import { CART_MESSAGES } from './add-to-cart.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TX: FilterInfo = { zip: '75201', state: 'TX', dob: '1985-04-12', gender: '1', tier: 'IO' };
const LIFE_FILTER: FilterInfo = { ...TX, is_smoker: '0', annual_income_cents: 6_000_000 };

type Cookies = Record<string, string>;
const post = (url: string, payload: object, cookies: Cookies) => t.call({ method: 'POST', url: `/api/v1/${url}`, payload, cookies });
const plan = (code: string) => findPlanByCode(t.database.db, code);
const cartOf = (enrollmentId: string) => t.database.db.select().from(cartItems).where(eq(cartItems.enrollmentId, enrollmentId));

async function answerAllNo(enrollmentId: string, planId: number, cookies: Cookies) {
  const questions = (await t.call({ url: `/api/v1/get-questions?enrollment_id=${enrollmentId}&plan_id=${planId}`, cookies })).json().data;
  const answers = questions.map((q: { question_id: number }) => ({ question_id: q.question_id, yes_no_flag: '0' }));
  expect((await post('save-question-answers', { enrollment_id: enrollmentId, plan_id: planId, answers }, cookies)).statusCode).toBe(200);
}

async function confirmCarrierStatements(enrollmentId: string, planId: number, cookies: Cookies) {
  const statements = (await t.call({ url: `/api/v1/get-aflac-questions?enrollment_id=${enrollmentId}&plan_id=${planId}`, cookies })).json()
    .data;
  const aflac_data = statements.map((s: { qid: number; true_condition: number }) => ({ qid: s.qid, true_condition: s.true_condition }));
  expect((await post('save-aflac-questions', { enrollment_id: enrollmentId, plan_id: planId, aflac_data }, cookies)).statusCode).toBe(200);
}

describe('add-plan-to-cart', () => {
  it('re-prices the plan on the server, puts it in the cart and records a cart_add event with its scope', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    const { plan: dental, options } = await plan('DN101');
    const option = options[1]!;
    const priced = (await t.call({ url: `/api/v1/get-plan-pricing-detail?pid=${dental.id}&enrollment_id=${enrollmentId}`, cookies })).json()
      .data;
    const expected = priced.plans.find((row: { ppid: number }) => row.ppid === option.id).plan_price;

    const res = await post(
      'add-plan-to-cart',
      { enrollment_id: enrollmentId, plan_id: dental.id, plan_pricing_id: option.id, price: '0.01' },
      cookies,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { added: [{ plan_id: dental.id, plan_pricing_id: option.id, price: expected }], cart_count: 1 },
    });
    const [row] = await cartOf(enrollmentId);
    expect(row).toMatchObject({ planId: dental.id, pricingOptionId: option.id, monthlyCents: Math.round(Number(expected) * 100) });
    const events = await t.database.db.select().from(planEvents).where(eq(planEvents.enrollmentId, enrollmentId));
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'cart_add',
        planId: dental.id,
        agentId: 1,
        groupId: null,
        portalId: 1,
        state: 'TX',
        tier: 'IO',
        ageBand: '40-49',
        gender: '1',
      }),
    ]);
  });

  it('replaces the pricing option when the same plan is added again', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    const { plan: dental, options } = await plan('DN101');
    const line = (ppid: number) => ({ enrollment_id: enrollmentId, plan_id: dental.id, plan_pricing_id: ppid });
    expect((await post('add-plan-to-cart', line(options[0]!.id), cookies)).statusCode).toBe(200);
    expect((await post('check-already-in-cart', line(options[0]!.id), cookies)).json().data).toEqual({ status: true });
    expect((await post('check-already-in-cart', line(options[1]!.id), cookies)).json().data).toEqual({ status: false });

    const again = await post('add-plan-to-cart', line(options[1]!.id), cookies);
    expect(again.json().data.cart_count).toBe(1);
    expect((await cartOf(enrollmentId)).map((row) => row.pricingOptionId)).toEqual([options[1]!.id]);
    expect((await post('check-already-in-cart', line(options[0]!.id), cookies)).json().data).toEqual({ status: false });
  });

  it("shoppers adding at the same moment each get their own cart; a shopper naming another one's enrollment gets 404", async () => {
    const shoppers = await Promise.all([1, 2, 3].map(() => createEnrollmentFixture(t.database.db, { filter: TX })));
    const { plan: dental, options } = await plan('DN101');
    await addCartItemFixture(t.database.db, shoppers[1]!.enrollmentId, 'VS201');
    const add = (enrollmentId: string, cookies: Cookies) =>
      post('add-plan-to-cart', { enrollment_id: enrollmentId, plan_id: dental.id, plan_pricing_id: options[0]!.id }, cookies);

    const [first, second, third, intruder] = await Promise.all([
      ...shoppers.map(({ enrollmentId, cookies }) => add(enrollmentId, cookies)),
      add(shoppers[0]!.enrollmentId, shoppers[2]!.cookies),
    ]);

    expect([first, second, third].map((res) => res!.json().data.cart_count)).toEqual([1, 2, 1]);
    expect(intruder!.statusCode).toBe(404);
    expect((await cartOf(shoppers[0]!.enrollmentId)).map((row) => row.planId)).toEqual([dental.id]);
  });

  it('refuses with the pricing errorCode (stateError) and writes nothing', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: { ...TX, zip: '60601', state: 'IL' } });
    const { plan: statePlan, options } = await plan(DEMO_STATE_PLAN_CODE);
    const res = await post(
      'add-plan-to-cart',
      { enrollment_id: enrollmentId, plan_id: statePlan.id, plan_pricing_id: options[0]!.id },
      cookies,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'stateError',
      message: PRICING_ERROR_MESSAGES.stateError,
      data: [{ target_element: 'plan_id', error_message: PRICING_ERROR_MESSAGES.stateError }],
    });
    expect(await cartOf(enrollmentId)).toEqual([]);
  });

  it('refuses inside the blackout window with the server message', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    const { plan: critical, options } = await plan('CI103');
    // The server counts the blackout on the store's (US Eastern) day, not the UTC day.
    const today = storeToday().slice(5, 10);
    const [saved] = await t.database.db.select().from(planRules).where(eq(planRules.planId, critical.id));
    await t.database.db.update(planRules).set({ blackoutStart: today, blackoutEnd: today }).where(eq(planRules.planId, critical.id));
    await t.catalogChanged();
    try {
      const priced = await t.call({ url: `/api/v1/get-plan-pricing-detail?pid=${critical.id}&enrollment_id=${enrollmentId}`, cookies });
      expect(priced.json().data.blackout).toBe(true);
      const res = await post(
        'add-plan-to-cart',
        { enrollment_id: enrollmentId, plan_id: critical.id, plan_pricing_id: options[0]!.id },
        cookies,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errorCode).toBe('blackout');
      expect(res.json().message).toMatch(/^Enrollment in this plan is closed from /);
    } finally {
      await t.database.db
        .update(planRules)
        .set({ blackoutStart: saved!.blackoutStart, blackoutEnd: saved!.blackoutEnd })
        .where(eq(planRules.planId, critical.id));
      await t.catalogChanged();
    }
  });

  it('refuses a plan the existing member already holds as an active policy', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX, enrollType: 'existing-member' });
    await t.database.db.update(enrollments).set({ memberId: DEMO_MEMBER_ID }).where(eq(enrollments.id, enrollmentId));
    const { plan: dental, options } = await plan('DN101');
    const res = await post(
      'add-plan-to-cart',
      { enrollment_id: enrollmentId, plan_id: dental.id, plan_pricing_id: options[0]!.id },
      cookies,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'alreadyActive', message: ADD_TO_CART_MESSAGES['already-active'] });
  });

  it('400s for a pricing option of another plan, 404s for an unknown plan or a foreign browser, 409s once complete', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    const { plan: dental } = await plan('DN101');
    const { options: visionOptions } = await plan('VS201');
    const wrong = await post(
      'add-plan-to-cart',
      { enrollment_id: enrollmentId, plan_id: dental.id, plan_pricing_id: visionOptions[0]!.id },
      cookies,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data[0]).toEqual({ target_element: 'plan_pricing_id', error_message: CART_MESSAGES.invalidOption });
    const checkWrong = await post(
      'check-already-in-cart',
      { enrollment_id: enrollmentId, plan_id: dental.id, plan_pricing_id: visionOptions[0]!.id },
      cookies,
    );
    expect(checkWrong.statusCode).toBe(400);

    expect(
      (await post('add-plan-to-cart', { enrollment_id: enrollmentId, plan_id: 999_999, plan_pricing_id: 1 }, cookies)).statusCode,
    ).toBe(404);
    const body = { enrollment_id: enrollmentId, plan_id: dental.id, plan_pricing_id: visionOptions[0]!.id };
    expect((await post('add-plan-to-cart', body, {})).statusCode).toBe(404);
    expect((await post('check-already-in-cart', body, {})).statusCode).toBe(404);
    const missing = await post('add-plan-to-cart', { enrollment_id: enrollmentId }, cookies);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.map((e: { target_element: string }) => e.target_element)).toContain('plan_id');

    await t.database.db.update(enrollments).set({ status: 'completed' }).where(eq(enrollments.id, enrollmentId));
    const { options } = await plan('DN101');
    const add = { enrollment_id: enrollmentId, plan_id: dental.id, plan_pricing_id: options[0]!.id };
    // Completion ends the browser's hold (docs/decisions/0090); its rep is told it is complete.
    expect((await post('add-plan-to-cart', add, cookies)).statusCode).toBe(404);
    expect((await post('add-plan-to-cart', add, await t.signIn('agent'))).statusCode).toBe(409);
  });

  it('refuses a pricing option that has no rate for this visitor (422 on plan_pricing_id)', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    const { plan: dental } = await plan('DN101');
    const [unrated] = await t.database.db
      .insert(pricingOptions)
      .values({ planId: dental.id, label: 'Unrated option', sortOrder: 99 })
      .returning({ id: pricingOptions.id });
    await t.catalogChanged();
    try {
      const res = await post(
        'add-plan-to-cart',
        { enrollment_id: enrollmentId, plan_id: dental.id, plan_pricing_id: unrated!.id },
        cookies,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().data[0]).toEqual({ target_element: 'plan_pricing_id', error_message: CART_MESSAGES.optionNotOffered });
    } finally {
      await t.database.db.delete(pricingOptions).where(eq(pricingOptions.id, unrated!.id));
      await t.catalogChanged();
    }
  });

  it('puts one membership in the cart: a new level replaces the old one', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    const bronze = await plan(DEMO_MEMBERSHIP_CODES.bronze);
    const gold = await plan(DEMO_MEMBERSHIP_CODES.gold);
    const add = (p: typeof bronze) =>
      post('add-plan-to-cart', { enrollment_id: enrollmentId, plan_id: p.plan.id, plan_pricing_id: p.options[0]!.id }, cookies);
    expect((await add(bronze)).json().data.added[0].price).toBe('5.00');
    expect((await add(gold)).json().data).toMatchObject({ added: [{ price: '16.00' }], cart_count: 1 });
    expect((await cartOf(enrollmentId)).map((row) => row.planId)).toEqual([gold.plan.id]);
  });
});

describe('the underwritten life plan: questions, membership, carrier statements, then both in the cart', () => {
  it('walks every refusal to the two-plan add', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: LIFE_FILTER });
    const life = await plan(DEMO_UNDERWRITTEN_LIFE_CODES[0]);
    const silver = await plan(DEMO_MEMBERSHIP_CODES.silver);
    const lifeLine = { enrollment_id: enrollmentId, plan_id: life.plan.id, plan_pricing_id: life.options[0]!.id };
    const both = {
      enrollment_id: enrollmentId,
      plan_id1: silver.plan.id,
      plan_pricing_id1: silver.options[0]!.id,
      plan_id: life.plan.id,
      plan_pricing_id: life.options[0]!.id,
    };

    const unanswered = await post('add-plan-to-cart', lifeLine, cookies);
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json()).toMatchObject({ errorCode: 'newQuestionsError', message: PRICING_SERVER_MESSAGES.newQuestionsError });
    await answerAllNo(enrollmentId, life.plan.id, cookies);

    const needsMembership = await post('add-plan-to-cart', lifeLine, cookies);
    expect(needsMembership.statusCode).toBe(422);
    expect(needsMembership.json()).toMatchObject({ errorCode: 'membershipRequired', message: ADD_TO_CART_MESSAGES['membership-required'] });

    const unconfirmed = await post('add-plan-to-cart-prudentials', both, cookies);
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json()).toMatchObject({ errorCode: 'carrierQuestionsError', message: CART_MESSAGES.carrierQuestions });
    expect(await cartOf(enrollmentId)).toEqual([]);
    expect((await t.call({ url: `/api/v1/check-prudential-cart?enrollment_id=${enrollmentId}`, cookies })).json().data).toEqual({
      status: false,
    });

    await confirmCarrierStatements(enrollmentId, life.plan.id, cookies);
    const res = await post('add-plan-to-cart-prudentials', both, cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      added: [
        { plan_id: silver.plan.id, plan_pricing_id: silver.options[0]!.id, price: '12.00' },
        { plan_id: life.plan.id, plan_pricing_id: life.options[0]!.id },
      ],
      cart_count: 2,
    });
    const rows = await cartOf(enrollmentId);
    expect(rows.find((row) => row.planId === silver.plan.id)?.requiredByPlanId).toBe(life.plan.id);
    expect(rows.find((row) => row.planId === life.plan.id)?.requiredByPlanId).toBeNull();
    expect((await t.call({ url: `/api/v1/check-prudential-cart?enrollment_id=${enrollmentId}`, cookies })).json().data).toEqual({
      status: true,
    });
    const events = await t.database.db.select().from(planEvents).where(eq(planEvents.enrollmentId, enrollmentId));
    expect(events.map((e) => e.planId).sort()).toEqual([silver.plan.id, life.plan.id].sort());

    // With the membership in the cart, the plan alone may now change its coverage.
    const other = await post('add-plan-to-cart', { ...lifeLine, plan_pricing_id: life.options[1]!.id }, cookies);
    expect(other.statusCode).toBe(200);
    expect(other.json().data.cart_count).toBe(2);
  });

  it('refuses the plan alone while its carrier statements are unconfirmed, even with a membership in the cart', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: LIFE_FILTER });
    const life = await plan(DEMO_UNDERWRITTEN_LIFE_CODES[1]);
    const bronze = await plan(DEMO_MEMBERSHIP_CODES.bronze);
    expect(
      (
        await post(
          'add-plan-to-cart',
          { enrollment_id: enrollmentId, plan_id: bronze.plan.id, plan_pricing_id: bronze.options[0]!.id },
          cookies,
        )
      ).statusCode,
    ).toBe(200);
    await answerAllNo(enrollmentId, life.plan.id, cookies);
    const res = await post(
      'add-plan-to-cart',
      { enrollment_id: enrollmentId, plan_id: life.plan.id, plan_pricing_id: life.options[0]!.id },
      cookies,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'carrierQuestionsError', data: [{ target_element: 'plan_id' }] });
    await confirmCarrierStatements(enrollmentId, life.plan.id, cookies);
    const added = await post(
      'add-plan-to-cart',
      { enrollment_id: enrollmentId, plan_id: life.plan.id, plan_pricing_id: life.options[0]!.id },
      cookies,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().data.cart_count).toBe(2);
  });

  it('writes neither plan when the main plan is refused', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, {
      filter: { ...LIFE_FILTER, annual_income_cents: 100_000 },
    });
    const life = await plan(DEMO_UNDERWRITTEN_LIFE_CODES[1]);
    const bronze = await plan(DEMO_MEMBERSHIP_CODES.bronze);
    const res = await post(
      'add-plan-to-cart-prudentials',
      {
        enrollment_id: enrollmentId,
        plan_id1: bronze.plan.id,
        plan_pricing_id1: bronze.options[0]!.id,
        plan_id: life.plan.id,
        plan_pricing_id: life.options[0]!.id,
      },
      cookies,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'salaryError', data: [{ target_element: 'plan_id' }] });
    expect(await cartOf(enrollmentId)).toEqual([]);
  });

  it('lets an existing-member enrollment add the membership alone, and nobody else', async () => {
    const bronze = await plan(DEMO_MEMBERSHIP_CODES.bronze);
    const existing = await createEnrollmentFixture(t.database.db, { filter: TX, enrollType: 'existing-member' });
    const alone = (enrollmentId: string) => ({
      enrollment_id: enrollmentId,
      plan_id1: bronze.plan.id,
      plan_pricing_id1: bronze.options[0]!.id,
    });
    const ok = await post('add-plan-to-cart-prudentials', alone(existing.enrollmentId), existing.cookies);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ added: [{ plan_id: bronze.plan.id }], cart_count: 1 });

    const fresh = await createEnrollmentFixture(t.database.db, { filter: TX });
    const refused = await post('add-plan-to-cart-prudentials', alone(fresh.enrollmentId), fresh.cookies);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data[0]).toEqual({ target_element: 'plan_id', error_message: 'Field is required' });
  });

  it('400s when plan_id1 is not a membership or plan_id comes without its pricing id; 404 for a foreign browser', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    const dental = await plan('DN101');
    const notMembership = await post(
      'add-plan-to-cart-prudentials',
      { enrollment_id: enrollmentId, plan_id1: dental.plan.id, plan_pricing_id1: dental.options[0]!.id },
      cookies,
    );
    expect(notMembership.statusCode).toBe(400);
    expect(notMembership.json().data[0]).toEqual({ target_element: 'plan_id1', error_message: CART_MESSAGES.chooseMembership });
    const bronze = await plan(DEMO_MEMBERSHIP_CODES.bronze);
    const half = await post(
      'add-plan-to-cart-prudentials',
      { enrollment_id: enrollmentId, plan_id1: bronze.plan.id, plan_pricing_id1: bronze.options[0]!.id, plan_id: dental.plan.id },
      cookies,
    );
    expect(half.statusCode).toBe(400);
    expect(half.json().data[0].target_element).toBe('plan_pricing_id');
    const foreign = await post(
      'add-plan-to-cart-prudentials',
      { enrollment_id: enrollmentId, plan_id1: bronze.plan.id, plan_pricing_id1: bronze.options[0]!.id },
      {},
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('check-prudential-cart', () => {
  it('is false for a cart without an underwritten life plan, 404 for a foreign browser', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    await addCartItemFixture(t.database.db, enrollmentId, 'DN101');
    expect((await t.call({ url: `/api/v1/check-prudential-cart?enrollment_id=${enrollmentId}`, cookies })).json().data).toEqual({
      status: false,
    });
    expect((await t.call({ url: `/api/v1/check-prudential-cart?enrollment_id=${enrollmentId}` })).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.enrollmentId, enrollmentId)));
    expect(rows).toHaveLength(1);
  });
});
