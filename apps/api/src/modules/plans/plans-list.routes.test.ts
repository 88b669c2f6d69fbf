import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CATEGORIES } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture, findPlanByCode } from '../../../test/fixtures';
import { planEvents, plans, type FilterInfo } from '../../db/schema';
import { DEMO_ACME_PORTAL_ID, DEMO_GROUP_IDS, DEMO_MEMBERSHIP_CODES, DEMO_PORTAL_ID, DEMO_STATE_PLAN_CODE } from '../../db/seed/demo-ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Summary = {
  plan_id: number;
  plan_name: string;
  plan_logo: string | null;
  plan_short_text: string;
  plan_price: string | null;
  plan_category: string;
};
type CategoryPlans = { category: string; label: string; plans: Summary[] };

const TX: FilterInfo = { zip: '75201', state: 'TX', dob: '1985-04-12', gender: '0', tier: 'IO' };
const planId = async (code: string) => (await findPlanByCode(t.database.db, code)).plan.id;
const idsOf = (data: CategoryPlans[]) => data.flatMap((c) => c.plans.map((p) => p.plan_id));

describe('get-filtered-plans', () => {
  it('lists every category in store order with its label and plans in scope, priced "Starting From" for the filter', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    const res = await t.call({ url: `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}`, cookies });
    expect(res.statusCode).toBe(200);
    const data: CategoryPlans[] = res.json().data;
    expect(data.map((c) => c.category)).toEqual(PLAN_CATEGORIES.filter((key) => data.some((c) => c.category === key)));
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(data.find((c) => c.category === 'limitedmed')?.label).toBe('Limited Med');
    for (const category of data) {
      for (const summary of category.plans) {
        expect(summary.plan_category).toBe(category.category);
        // A plan the basic info gets no price for (another state's) is listed without one.
        if (summary.plan_price !== null) expect(summary.plan_price).toMatch(/^\d+\.\d{2}$/);
      }
    }
    // Group-only plans stay out for an enrollment without that group.
    expect(idsOf(data)).not.toContain(await planId('DN104'));
    // Memberships are lifestyle plans.
    expect(data.find((c) => c.category === 'lifestyle')?.plans.map((p) => p.plan_id)).toContain(await planId(DEMO_MEMBERSHIP_CODES.gold));

    const dentalId = await planId('DN101');
    const dental = data.find((c) => c.category === 'dental')!.plans.find((p) => p.plan_id === dentalId)!;
    const priced = await t.call({ url: `/api/v1/get-plan-pricing-detail?pid=${dentalId}&enrollment_id=${enrollmentId}`, cookies });
    expect(priced.statusCode).toBe(200);
    const lowest = Math.min(...priced.json().data.plans.map((row: { plan_price: string }) => Number(row.plan_price)));
    expect(Number(dental.plan_price)).toBe(lowest);
  });

  it('includes the group-only plans for an enrollment of that group', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, {
      filter: TX,
      groupId: DEMO_GROUP_IDS.acme,
      portalId: DEMO_ACME_PORTAL_ID,
      eprocess: 'group',
      enrollType: 'new-group-member',
    });
    const res = await t.call({ url: `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}&categories=dental`, cookies });
    expect(idsOf(res.json().data)).toContain(await planId('DN104'));
  });

  it('keeps to the categories asked for, else to the ones the filter chose', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: { ...TX, categories: ['vision', 'pet'] } });
    const asked = await t.call({ url: `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}&categories=medical,dental`, cookies });
    expect(asked.json().data.map((c: CategoryPlans) => c.category)).toEqual(['dental', 'medical']);
    const chosen = await t.call({ url: `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}&categories=`, cookies });
    expect(chosen.json().data.map((c: CategoryPlans) => c.category)).toEqual(['vision', 'pet']);
  });

  it('lists a plan the basic info gets no price for without a price, and sanitises the short text', async () => {
    const illinois = await createEnrollmentFixture(t.database.db, { filter: { ...TX, zip: '60601', state: 'IL' } });
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    const statePlan = await planId(DEMO_STATE_PLAN_CODE);
    const [saved] = await t.database.db.select({ shortText: plans.shortText }).from(plans).where(eq(plans.id, statePlan));
    await t.database.db
      .update(plans)
      .set({ shortText: '<p onclick="steal()">Great plan<script>alert(1)</script></p>' })
      .where(eq(plans.id, statePlan));
    await t.catalogChanged();
    try {
      const res = await t.call({ url: `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}&categories=medical`, cookies });
      const summary: Summary = res.json().data[0].plans.find((p: Summary) => p.plan_id === statePlan);
      expect(summary.plan_short_text).toBe('<p>Great plan</p>');
      expect(Number(summary.plan_price)).toBeGreaterThan(0);
      const elsewhere = await t.call({
        url: `/api/v1/get-filtered-plans?enrollment_id=${illinois.enrollmentId}&categories=medical`,
        cookies: illinois.cookies,
      });
      const unpriced: Summary = elsewhere.json().data[0].plans.find((p: Summary) => p.plan_id === statePlan);
      expect(unpriced.plan_price).toBeNull();
    } finally {
      await t.database.db.update(plans).set({ shortText: saved!.shortText }).where(eq(plans.id, statePlan));
      await t.catalogChanged();
    }
  });

  it('400s for an unknown category or enrollment id, 404 for a foreign browser', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    const bad = await t.call({ url: `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}&categories=dental,boats`, cookies });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].error_message).toBe('Invalid category');
    expect((await t.call({ url: '/api/v1/get-filtered-plans', cookies })).statusCode).toBe(400);
    expect((await t.call({ url: `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}` })).statusCode).toBe(404);
  });
});

describe('get-menu-filtered-plans', () => {
  it('lists one category in the portal / group scope with the lowest rate as Starting From', async () => {
    const res = await t.call({
      url: `/api/v1/get-menu-filtered-plans?category=dental&portal_id=${DEMO_PORTAL_ID}&agent_id=1&eprocess=rep&open_type=agent`,
    });
    expect(res.statusCode).toBe(200);
    const data: Summary[] = res.json().data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.plan_category === 'dental' && /^\d+\.\d{2}$/.test(p.plan_price ?? ''))).toBe(true);
    expect(data.map((p) => p.plan_id)).not.toContain(await planId('DN104'));

    const acme = await t.call({
      url: `/api/v1/get-menu-filtered-plans?category=dental&group_id=${DEMO_GROUP_IDS.acme}&portal_id=${DEMO_ACME_PORTAL_ID}`,
    });
    expect(acme.json().data.map((p: Summary) => p.plan_id)).toContain(await planId('DN104'));
  });

  it('400s without a category or with an unknown one', async () => {
    expect((await t.call({ url: '/api/v1/get-menu-filtered-plans' })).json().data[0].target_element).toBe('category');
    const bad = await t.call({ url: '/api/v1/get-menu-filtered-plans?category=boats' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0]).toEqual({ target_element: 'category', error_message: 'Invalid category' });
  });
});

describe('get-left-side-filter-fields', () => {
  it('gives the categories in scope with labels, marking the ones the filter chose', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: { ...TX, categories: ['dental', 'pet'] } });
    const res = await t.call({ url: `/api/v1/get-left-side-filter-fields?enrollment_id=${enrollmentId}`, cookies });
    expect(res.statusCode).toBe(200);
    const categories: { key: string; label: string; selected: boolean }[] = res.json().data.result.categories;
    expect(categories[0]).toEqual({ key: 'dental', label: 'Dental', selected: true });
    expect(categories.filter((c) => c.selected).map((c) => c.key)).toEqual(['dental', 'pet']);
    expect(categories.find((c) => c.key === 'di')?.label).toBe('Disability Income');
  });

  it('404s for a foreign browser and 400s without an enrollment', async () => {
    const { enrollmentId } = await createEnrollmentFixture(t.database.db, { filter: TX });
    expect((await t.call({ url: `/api/v1/get-left-side-filter-fields?enrollment_id=${enrollmentId}` })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/v1/get-left-side-filter-fields' })).statusCode).toBe(400);
  });
});

describe('get-related-plans', () => {
  it('suggests plans bought together first, then the same category, never the plan, the cart or memberships', async () => {
    const dental = await planId('DN101');
    const pet = await planId('PT133');
    // Many other shoppers added DN101 and PT133 together (more than any seeded pair).
    for (let n = 0; n < 60; n += 1) {
      const enrollmentId = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      await t.database.db.insert(planEvents).values([
        { kind: 'cart_add', planId: dental, enrollmentId },
        { kind: 'cart_add', planId: pet, enrollmentId },
      ]);
    }
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    const { planId: inCart } = await addCartItemFixture(t.database.db, enrollmentId, 'DN102');
    const res = await t.call({ url: `/api/v1/get-related-plans?enrollment_id=${enrollmentId}&plan_id=${dental}`, cookies });
    expect(res.statusCode).toBe(200);
    const data: Summary[] = res.json().data;
    expect(data[0]!.plan_id).toBe(pet);
    expect(data.length).toBeLessThanOrEqual(5);
    const ids = data.map((p) => p.plan_id);
    expect(ids).not.toContain(dental);
    expect(ids).not.toContain(inCart);
    expect(ids).not.toContain(await planId('DN104'));
    expect(ids).not.toContain(await planId(DEMO_MEMBERSHIP_CODES.bronze));
    expect(data.length).toBe(5);
  });

  it('404s for an unknown plan or a foreign browser', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    expect((await t.call({ url: `/api/v1/get-related-plans?enrollment_id=${enrollmentId}&plan_id=999999`, cookies })).statusCode).toBe(404);
    expect(
      (await t.call({ url: `/api/v1/get-related-plans?enrollment_id=${enrollmentId}&plan_id=${await planId('DN101')}` })).statusCode,
    ).toBe(404);
  });
});
