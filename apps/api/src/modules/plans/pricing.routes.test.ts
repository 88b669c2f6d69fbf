import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICING_ERROR_MESSAGES, PRICING_SERVER_MESSAGES } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEnrollmentFixture, findPlanByCode, setFilterFixture } from '../../../test/fixtures';
import type { FilterInfo } from '../../db/schema';
import { DEMO_FOOTER_PLAN_CODE, DEMO_REPLACED_PLAN_CODE, DEMO_STATE_PLAN_CODE, DEMO_UNDERWRITTEN_LIFE_CODES } from '../../db/seed/demo-ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TX: FilterInfo = { zip: '75201', state: 'TX', dob: '1985-04-12', gender: '0', tier: 'IO' };
const IL: FilterInfo = { zip: '60601', state: 'IL', dob: '1985-04-12', gender: '1', tier: 'IO' };

const planId = async (code: string) => (await findPlanByCode(t.database.db, code)).plan.id;
const pricing = (pid: number, enrollmentId: string | undefined, cookies: Record<string, string>) =>
  t.call({
    url: `/api/v1/get-plan-pricing-detail?pid=${pid}${enrollmentId === undefined ? '' : `&enrollment_id=${enrollmentId}`}`,
    cookies,
  });

async function expectRefusal(res: Awaited<ReturnType<typeof pricing>>, errorCode: string, message: string) {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ status: 'error', errorCode, message, data: [{ target_element: 'pid', error_message: message }] });
}

describe('get-plan-pricing-detail', () => {
  it('prices every option of a plan for the filter, with the plan page flags', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    const { plan, options } = await findPlanByCode(t.database.db, 'DN101');
    const res = await pricing(plan.id, enrollmentId, cookies);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.plans.length).toBe(options.length);
    for (const row of data.plans) {
      expect(row).toMatchObject({ pid: plan.id, is_prudential: false });
      expect(options.map((o) => o.id)).toContain(row.ppid);
      expect(row.plan_price).toMatch(/^\d+\.\d{2}$/);
    }
    expect(data).toMatchObject({
      requires_membership: false,
      has_membership: false,
      has_questions: false,
      questions_answered: true,
      is_underwritten_life: false,
      has_carrier_questions: false,
      carrier_questions_answered: true,
      is_disability: false,
      already_active: false,
      blackout: false,
      cart_ppid: null,
    });
  });

  it('refuses the state plan for an Illinois filter, then prices it once the filter is in Texas', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: IL });
    const pid = await planId(DEMO_STATE_PLAN_CODE);
    await expectRefusal(await pricing(pid, enrollmentId, cookies), 'stateError', PRICING_ERROR_MESSAGES.stateError);

    await setFilterFixture(t.database.db, enrollmentId, TX);
    const res = await pricing(pid, enrollmentId, cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.plans).toHaveLength(1);
    expect(Number(res.json().data.plans[0].plan_price)).toBeGreaterThan(0);
  });

  it('sends a replaced plan to its successor (changePid with the new pid)', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    const res = await pricing(await planId(DEMO_REPLACED_PLAN_CODE), enrollmentId, cookies);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'changePid', message: PRICING_SERVER_MESSAGES.changePid });
    expect(res.json().data[0]).toMatchObject({ target_element: 'pid', new_pid: await planId('DN101') });
  });

  it('answers enrollmentIdError without an enrollment, with a malformed one or with an incomplete filter', async () => {
    const pid = await planId('DN101');
    const message = PRICING_SERVER_MESSAGES.enrollmentIdError;
    await expectRefusal(await pricing(pid, undefined, {}), 'enrollmentIdError', message);
    await expectRefusal(await pricing(pid, 'not-a-tempid', {}), 'enrollmentIdError', message);
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: { zip: '75201', gender: '0' } });
    await expectRefusal(await pricing(pid, enrollmentId, cookies), 'enrollmentIdError', message);
  });

  it.each([
    ['salaryError', 'DI901', { ...TX, working_hours: 40 }],
    ['hourError', 'DI901', { ...TX, annual_income_cents: 5_000_000 }],
    ['ageError', 'LM501', { ...TX, dob: '1950-01-01' }],
    ['tierError', 'AC113', TX],
    ['metError', 'MD305', { ...IL }],
    ['planAgeError', 'CI102', { ...TX, dob: '1963-01-01' }],
    ['smokerError', 'SP801', TX],
    ['newQuestionsError', 'SP801', { ...TX, is_smoker: '0' }],
  ] as const)('answers %s (%s) with its message', async (errorCode, code, filter) => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter });
    await expectRefusal(await pricing(await planId(code), enrollmentId, cookies), errorCode, PRICING_SERVER_MESSAGES[errorCode]);
  });

  it("says the plan's minimum annual income with salaryError, before and after a too-low income", async () => {
    for (const filter of [
      { ...TX, working_hours: 40 },
      { ...TX, working_hours: 40, annual_income_cents: 1_000_000 },
    ]) {
      const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter });
      const res = await pricing(await planId('DI901'), enrollmentId, cookies);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errorCode: 'salaryError', message: PRICING_SERVER_MESSAGES.salaryError });
      expect(res.json().data[0]).toMatchObject({ target_element: 'pid', min_annual_income: '20000.00' });
    }
  });

  it('answers portalError for a group-only plan outside that group', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    await expectRefusal(await pricing(await planId('DN104'), enrollmentId, cookies), 'portalError', PRICING_SERVER_MESSAGES.portalError);
  });

  it('flags an underwritten life plan once its questions are answered: membership, carrier statements, prudential rows', async () => {
    const pid = await planId(DEMO_UNDERWRITTEN_LIFE_CODES[0]);
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, {
      filter: { ...TX, is_smoker: '0', annual_income_cents: 6_000_000 },
    });
    await expectRefusal(await pricing(pid, enrollmentId, cookies), 'newQuestionsError', PRICING_SERVER_MESSAGES.newQuestionsError);
    const questions = (
      await t.call({ url: `/api/v1/get-questions?enrollment_id=${enrollmentId}&plan_id=${pid}&type=save`, cookies })
    ).json().data;
    const saved = await t.call({
      method: 'POST',
      url: '/api/v1/save-question-answers',
      cookies,
      payload: {
        enrollment_id: enrollmentId,
        plan_id: pid,
        answers: questions.map((q: { question_id: number }) => ({ question_id: q.question_id, yes_no_flag: '0' })),
      },
    });
    expect(saved.statusCode).toBe(200);
    const res = await pricing(pid, enrollmentId, cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      requires_membership: true,
      has_membership: false,
      has_questions: true,
      questions_answered: true,
      is_underwritten_life: true,
      has_carrier_questions: true,
      carrier_questions_answered: false,
    });
    expect(res.json().data.plans.every((row: { is_prudential: boolean }) => row.is_prudential)).toBe(true);
  });

  it('404s for an unknown plan, an unknown enrollment and a browser that does not hold the enrollment', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    expect((await pricing(999_999, enrollmentId, cookies)).statusCode).toBe(404);
    expect((await pricing(await planId('DN101'), '00000000-0000-4000-8000-000000000000', cookies)).statusCode).toBe(404);
    const foreign = await pricing(await planId('DN101'), enrollmentId, {});
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data[0].target_element).toBe('enrollment_id');
  });

  it('400s without a pid', async () => {
    const res = await t.call({ url: '/api/v1/get-plan-pricing-detail' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0].target_element).toBe('pid');
  });
});

describe('get-plan-pricing-detail-elevate', () => {
  it("prices the store's featured association plan", async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    const res = await t.call({ url: `/api/v1/get-plan-pricing-detail-elevate?enrollment_id=${enrollmentId}`, cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.plans[0]).toMatchObject({ pid: await planId(DEMO_FOOTER_PLAN_CODE), plan_price: '9.95' });
  });

  it('answers enrollmentIdError without an enrollment and 404 for a foreign one', async () => {
    const res = await t.call({ url: '/api/v1/get-plan-pricing-detail-elevate' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('enrollmentIdError');
    const { enrollmentId } = await createEnrollmentFixture(t.database.db, { filter: TX });
    expect((await t.call({ url: `/api/v1/get-plan-pricing-detail-elevate?enrollment_id=${enrollmentId}` })).statusCode).toBe(404);
  });
});
