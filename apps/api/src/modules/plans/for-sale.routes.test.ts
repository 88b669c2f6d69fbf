import { ageOn, isForSale } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEnrollmentFixture, findPlanByCode } from '../../../test/fixtures';
import { inArray } from 'drizzle-orm';
import { planEvents, planRules, prices, type FilterInfo } from '../../db/schema';
import { storeToday } from '../../lib/store-date';
import { DEMO_ACME_PORTAL_ID, DEMO_GROUP_IDS, DEMO_PORTAL_ID, DEMO_STATE_PLAN_CODE } from '../../db/seed/demo-ids';

/**
 * What is for sale (docs/decisions/0039): every list and strip offers only plans the visitor can
 * buy, prices each plan once for the visitor's filter, and never lists a replaced plan.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Summary = { plan_id: number; plan_price: string | null; price_for: string | null };
type CategoryPlans = { plans: Summary[] };
type Scope = { portalId?: number; groupId?: number };

const FAMILY: FilterInfo = { zip: '75201', state: 'TX', dob: '1985-01-12', gender: '0', tier: 'IF' };
const planId = async (code: string) => (await findPlanByCode(t.database.db, code)).plan.id;
const data = async (url: string, cookies?: Record<string, string>) => {
  const res = await t.call({ url, ...(cookies ? { cookies } : {}) });
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};
const scopeQuery = (scope: Scope, names: { portal: string; group: string }) =>
  [scope.portalId ? `${names.portal}=${scope.portalId}` : '', scope.groupId ? `${names.group}=${scope.groupId}` : '']
    .filter(Boolean)
    .join('&');

/** Plans of the catalog this scope cannot buy (other portals' or groups', replaced), by the domain's rule. */
async function notForSaleTo(scope: Scope): Promise<Set<number>> {
  const rules = await t.database.db.select().from(planRules);
  return new Set(rules.filter((rule) => !isForSale(rule.planId, rule, scope)).map((rule) => rule.planId));
}

/** Every plan id the strips and lists of a page offer to this scope, without a filter. */
async function offeredWithoutFilter(scope: Scope): Promise<number[]> {
  const menuScope = scopeQuery(scope, { portal: 'portal_id', group: 'group_id' });
  const recScope = scopeQuery(scope, { portal: 'platformID', group: 'groupID' });
  const featured: Summary[] = await data(`/api/v1/get-featured-plans?${menuScope}`);
  const { recs }: { recs: { plan_id: number }[] } = await data(`/recommendation/popularity?${recScope}`);
  const allIds = (await t.database.db.select({ planId: planRules.planId }).from(planRules)).map((row) => row.planId);
  const details: Summary[] = await data(`/recommendation/plan-details?plan_list=${allIds.join(',')}&${recScope}`);
  const menus: Summary[] = (
    await Promise.all(
      ['dental', 'medical', 'di', 'lifestyle'].map((category) => data(`/api/v1/get-menu-filtered-plans?category=${category}&${menuScope}`)),
    )
  ).flat();
  return [...featured, ...recs, ...details, ...menus].map((plan) => plan.plan_id);
}

describe('only plans the visitor can buy', () => {
  beforeAll(async () => {
    // Make a group-only plan, a worksite plan and the replaced plan the most popular of all.
    const popular = await Promise.all(['DN104', 'DI903', 'DN100'].map(planId));
    await t.database.db
      .insert(planEvents)
      .values(
        popular.flatMap((id) => Array.from({ length: 40 }, () => ({ kind: 'cart_add' as const, planId: id, portalId: DEMO_PORTAL_ID }))),
      );
  });

  it.each([
    ['an anonymous visitor of the public store', { portalId: DEMO_PORTAL_ID }],
    ['a visitor without any portal', {}],
    ["Acme's employees", { portalId: DEMO_ACME_PORTAL_ID, groupId: DEMO_GROUP_IDS.acme }],
  ])('%s: no featured, recommended or menu plan is one they cannot buy', async (_name, scope: Scope) => {
    const excluded = await notForSaleTo(scope);
    expect(excluded.size).toBeGreaterThan(0);
    const offered = await offeredWithoutFilter(scope);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((id) => excluded.has(id))).toEqual([]);
  });

  it('an anonymous visitor is offered neither Acme’s employee plan, a worksite plan nor a replaced plan', async () => {
    const offered = await offeredWithoutFilter({ portalId: DEMO_PORTAL_ID });
    for (const code of ['DN104', 'DI903', 'DN100']) expect(offered, code).not.toContain(await planId(code));
  });

  it("the enrollment's plans list, featured, related and recommended cards offer only what its scope can buy", async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FAMILY, portalId: DEMO_PORTAL_ID });
    const excluded = await notForSaleTo({ portalId: DEMO_PORTAL_ID });
    const grid: CategoryPlans[] = await data(`/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}`, cookies);
    const featured: Summary[] = await data(`/api/v1/get-featured-plans?enrollment_id=${enrollmentId}`, cookies);
    const related: Summary[] = await data(
      `/api/v1/get-related-plans?enrollment_id=${enrollmentId}&plan_id=${await planId('DN101')}`,
      cookies,
    );
    const allIds = [...excluded, await planId('DN101'), await planId('VS201')];
    const cards: Summary[] = await data(
      `/recommendation/plan-details?plan_list=${allIds.join(',')}&enrollment_id=${enrollmentId}`,
      cookies,
    );
    const offered = [...grid.flatMap((c) => c.plans), ...featured, ...related, ...cards].map((plan) => plan.plan_id);
    expect(offered).toContain(await planId('DN101'));
    expect(offered.filter((id) => excluded.has(id))).toEqual([]);
  });
});

describe('one price per plan for a known filter', () => {
  it('the grid, the featured plans, the recommended cards and the plan page agree, and say what the price is for', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FAMILY, portalId: DEMO_PORTAL_ID });
    const grid: Summary[] = ((await data(`/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}`, cookies)) as CategoryPlans[]).flatMap(
      (c) => c.plans,
    );
    const featured: Summary[] = await data(`/api/v1/get-featured-plans?enrollment_id=${enrollmentId}&portal_id=${DEMO_PORTAL_ID}`, cookies);
    const cards: Summary[] = await data(
      `/recommendation/plan-details?plan_list=${grid.map((p) => p.plan_id).join(',')}&platformID=${DEMO_PORTAL_ID}&enrollment_id=${enrollmentId}`,
      cookies,
    );
    const gridPrice = new Map(grid.map((plan) => [plan.plan_id, plan.plan_price]));
    expect(featured.length).toBeGreaterThan(0);
    for (const strip of [featured, cards]) {
      for (const plan of strip) expect(plan.plan_price, `plan ${plan.plan_id}`).toBe(gridPrice.get(plan.plan_id));
    }
    for (const plan of [...grid, ...featured, ...cards]) expect(plan.price_for).toMatch(/^Family, age \d+, zip 75201$/);

    // Bluepine Dental Essentials: the Family price, not Member Only's, and the plan page's lowest option.
    const dental = await planId('DN101');
    const page = await data(`/api/v1/get-plan-pricing-detail?pid=${dental}&enrollment_id=${enrollmentId}`, cookies);
    const lowest = Math.min(...page.plans.map((row: { plan_price: string }) => Number(row.plan_price)));
    expect(Number(gridPrice.get(dental))).toBe(lowest);
    const memberOnly: Summary[] = await data(`/api/v1/get-featured-plans?portal_id=${DEMO_PORTAL_ID}`);
    expect(Number(memberOnly.find((plan) => plan.plan_id === dental)!.plan_price)).toBeLessThan(lowest);
    expect(memberOnly.every((plan) => plan.price_for === null)).toBe(true);
  });

  it("a life plan's listed price is its plan page's price, the 3% fee included in both", async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, {
      filter: { ...FAMILY, tier: 'IO', is_smoker: '0' },
      portalId: DEMO_PORTAL_ID,
    });
    const life = await findPlanByCode(t.database.db, 'TL401');
    expect(life.plan.isUnderwrittenLife).toBe(true);
    const [card]: Summary[] = await data(`/recommendation/plan-details?plan_list=${life.plan.id}&enrollment_id=${enrollmentId}`, cookies);
    // The lowest Member Only, non-tobacco rate of the visitor's age in Texas, plus 3% of it.
    const age = ageOn(FAMILY.dob!, storeToday(new Date()));
    const rates = await t.database.db
      .select()
      .from(prices)
      .where(
        inArray(
          prices.pricingOptionId,
          life.options.map((option) => option.id),
        ),
      );
    const premium = Math.min(
      ...rates
        .filter(
          (row) => row.tier === 'IO' && row.minAge <= age && age <= row.maxAge && row.tobacco !== true && (row.state ?? 'TX') === 'TX',
        )
        .map((row) => row.monthlyCents),
    );
    expect(Math.round(Number(card!.plan_price) * 100)).toBe(premium + Math.floor((premium * 3 + 50) / 100));
  });
});

describe('a plan the basic info gets no price for', () => {
  it('is listed without a price in the plans list (its page offers the fix) and offered in no strip', async () => {
    const statePlan = await planId(DEMO_STATE_PLAN_CODE);
    const illinois = { ...FAMILY, zip: '60601', state: 'IL' };
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: illinois, portalId: DEMO_PORTAL_ID });
    const grid: CategoryPlans[] = await data(`/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}&categories=medical`, cookies);
    expect(grid.flatMap((c) => c.plans).find((plan) => plan.plan_id === statePlan)?.plan_price).toBeNull();
    const cards: Summary[] = await data(`/recommendation/plan-details?plan_list=${statePlan}&enrollment_id=${enrollmentId}`, cookies);
    const featured: Summary[] = await data(`/api/v1/get-featured-plans?enrollment_id=${enrollmentId}`, cookies);
    expect([...cards, ...featured].map((plan) => plan.plan_id)).not.toContain(statePlan);
    expect([...cards, ...featured].every((plan) => plan.plan_price !== null)).toBe(true);
  });
});

describe('replaced plans', () => {
  it('are listed nowhere, and their old link answers changePid with the plan that replaced them', async () => {
    const replaced = await planId('DN100');
    const successor = await planId('DN101');
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FAMILY, portalId: DEMO_PORTAL_ID });
    const grid: CategoryPlans[] = await data(`/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}&categories=dental`, cookies);
    const menu: Summary[] = await data(`/api/v1/get-menu-filtered-plans?category=dental&portal_id=${DEMO_PORTAL_ID}`);
    const related: Summary[] = await data(`/api/v1/get-related-plans?enrollment_id=${enrollmentId}&plan_id=${successor}`, cookies);
    const cards: Summary[] = await data(`/recommendation/plan-details?plan_list=${replaced},${successor}`);
    const listed = [...grid.flatMap((c) => c.plans), ...menu, ...related, ...cards].map((plan) => plan.plan_id);
    expect(listed).toContain(successor);
    expect(listed).not.toContain(replaced);

    const old = await t.call({ url: `/api/v1/get-plan-pricing-detail?pid=${replaced}&enrollment_id=${enrollmentId}`, cookies });
    expect(old.json()).toMatchObject({ errorCode: 'changePid', data: [{ new_pid: successor }] });
  });
});
