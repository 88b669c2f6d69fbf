import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, min } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture, findPlanByCode } from '../../../test/fixtures';
import { planEvents, plans, policies, prices, pricingOptions } from '../../db/schema';
import {
  DEMO_ACME_PORTAL_ID,
  DEMO_AGENT_ID,
  DEMO_GROUP_IDS,
  DEMO_MEMBER_ID,
  DEMO_MEMBERSHIP_CODES,
  DEMO_STATE_PLAN_CODE,
} from '../../db/seed/demo-ids';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const { bronze, silver, gold } = DEMO_MEMBERSHIP_CODES;
  for (const code of ['DN101', 'DN102', 'DN103', 'VS202', 'VS203', 'AC112', 'LM501', DEMO_STATE_PLAN_CODE, bronze, silver, gold])
    ids[code] = (await findPlanByCode(t.database.db, code)).plan.id;
});
afterAll(() => t.close());

/**
 * Scopes used only by this file: plan_events carry these rep and group numbers, so the seeded
 * history of the demo store does not mix in.
 */
const AGENT = 880_001;
const OTHER_AGENT = 880_002;

type Segment = { state?: string; tier?: string; ageBand?: string; gender?: string };
type EventScope = { agentId?: number; groupId?: number; portalId?: number } & Segment;

/** A cart made through the fixtures, with the cart_add facts add-plan-to-cart records (and enrolled ones when completed). */
async function recordCart(codes: string[], scope: EventScope, { enrolled = false } = {}) {
  const { enrollmentId } = await createEnrollmentFixture(t.database.db);
  for (const code of codes) {
    const { planId } = await addCartItemFixture(t.database.db, enrollmentId, code);
    const fact = { planId, enrollmentId, agentId: null, groupId: null, portalId: null, ...scope };
    await t.database.db.insert(planEvents).values({ kind: 'cart_add', ...fact });
    if (enrolled) await t.database.db.insert(planEvents).values({ kind: 'enrolled', ...fact });
  }
}
const times = async (n: number, fn: () => Promise<unknown>) => {
  for (let i = 0; i < n; i++) await fn();
};

const get = (url: string, cookies?: Record<string, string>) => t.call({ url, ...(cookies ? { cookies } : {}) });
const recsOf = async (url: string, cookies?: Record<string, string>) => {
  const res = await get(url, cookies);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.recs as { plan_id: number; score: number }[];
};

describe('recommendation/association', () => {
  beforeAll(async () => {
    const scope = { agentId: AGENT };
    await times(3, () => recordCart(['DN101', 'VS202'], scope));
    await recordCart(['DN101', 'DN103'], scope);
    await recordCart(['DN101', 'AC112'], scope);
    await times(6, () => recordCart(['DN103', 'LM501'], scope));
    // Another rep's history: DN101 with DN103 all the time; it must not count.
    await times(8, () => recordCart(['DN101', 'DN103'], { agentId: OTHER_AGENT }));
  });

  it('ranks the plans bought with the cart plans by lift, ties by support', async () => {
    // 11 enrollments; DN101 in 5, VS202 in 3 (3 with DN101), AC112 in 1 (with DN101), DN103 in 7 (1 with DN101).
    const recs = await recsOf(`/recommendation/association?agentID=${AGENT}&planID=${ids.DN101}`);
    expect(recs).toEqual([
      { plan_id: ids.VS202, score: 2.2 }, // 3*11/(5*3)
      { plan_id: ids.AC112, score: 2.2 }, // 1*11/(5*1): same lift, lower support
      { plan_id: ids.DN103, score: 0.3143 }, // 1*11/(5*7): most bought overall, weakly associated
    ]);
  });

  it('never recommends what is already in the cart, and learns only from the scope', async () => {
    const recs = await recsOf(`/recommendation/association?agentID=${AGENT}&planID=${ids.DN101},${ids.VS202}`);
    expect(recs.map((r) => r.plan_id)).not.toContain(ids.VS202);
    expect(recs[0]!.plan_id).toBe(ids.AC112);
    const other = await recsOf(`/recommendation/association?agentID=${OTHER_AGENT}&planID=${ids.DN101}`);
    expect(other).toEqual([{ plan_id: ids.DN103, score: 1 }]);
  });

  it('answers nothing without cart plans or co-occurrences', async () => {
    expect(await recsOf(`/recommendation/association?agentID=${AGENT}`)).toEqual([]);
    expect(await recsOf(`/recommendation/association?agentID=${AGENT}&planID=${ids.VS203}`)).toEqual([]);
  });

  it('learns from the demo store without a scope', async () => {
    const recs = await recsOf(`/recommendation/association?planID=${ids.DN101}`);
    expect(recs.length).toBeGreaterThan(0);
    expect(recs.length).toBeLessThanOrEqual(10);
  });
});

describe('a membership in the cart', () => {
  const MEMBERSHIP_AGENT = 880_020;
  const { bronze, silver, gold } = DEMO_MEMBERSHIP_CODES;
  beforeAll(async () => {
    const scope = { agentId: MEMBERSHIP_AGENT };
    await times(4, () => recordCart(['DN101', gold], scope));
    await times(2, () => recordCart(['DN101', bronze], scope));
    await times(2, () => recordCart(['DN101', 'VS202'], scope));
  });

  it('keeps every other membership level out of the recommendations', async () => {
    const membershipIds = [ids[bronze], ids[silver], ids[gold]];
    const withoutMembership = await recsOf(`/recommendation/association?agentID=${MEMBERSHIP_AGENT}&planID=${ids.DN101}`);
    expect(withoutMembership.map((r) => r.plan_id)).toContain(ids[gold]);

    const url = `agentID=${MEMBERSHIP_AGENT}&planID=${ids.DN101},${ids[silver]}`;
    const association = await recsOf(`/recommendation/association?${url}`);
    expect(association.map((r) => r.plan_id)).toEqual([ids.VS202]);
    const popular = await recsOf(`/recommendation/popularity?${url}`);
    expect(popular.length).toBeGreaterThan(0);
    for (const id of membershipIds) expect(popular.map((r) => r.plan_id)).not.toContain(id);
  });
});

describe('recommendation/popularity', () => {
  const GROUP = 990_001;
  const OTHER_GROUP = 990_002;
  beforeAll(async () => {
    await times(3, () => recordCart(['DN102'], { agentId: 880_010, groupId: GROUP }));
    await times(2, () => recordCart(['VS203'], { agentId: 880_010, groupId: GROUP }, { enrolled: true }));
    await recordCart([DEMO_STATE_PLAN_CODE], { agentId: 880_010, groupId: GROUP });
    await times(10, () => recordCart(['AC112'], { agentId: 880_010, groupId: OTHER_GROUP }));
  });

  it('counts cart adds once and completed enrollments twice, within the scope only', async () => {
    expect(await recsOf(`/recommendation/popularity?groupID=${GROUP}`)).toEqual([
      { plan_id: ids.VS203, score: 6 },
      { plan_id: ids.DN102, score: 3 },
      { plan_id: ids[DEMO_STATE_PLAN_CODE]!, score: 1 },
    ]);
    expect(await recsOf(`/recommendation/popularity?agentID=880010&groupID=${GROUP}`)).toHaveLength(3);
    expect(await recsOf(`/recommendation/popularity?agentID=880011&groupID=${GROUP}`)).toEqual([]);
    expect(await recsOf(`/recommendation/popularity?groupID=${OTHER_GROUP}`)).toEqual([{ plan_id: ids.AC112, score: 10 }]);
  });

  it('follows new adds and enrollments', async () => {
    await times(2, () => recordCart(['DN102'], { agentId: 880_010, groupId: GROUP }, { enrolled: true }));
    const recs = await recsOf(`/recommendation/popularity?groupID=${GROUP}`);
    expect(recs[0]).toEqual({ plan_id: ids.DN102, score: 9 });
  });

  it('leaves out the cart plans and plans not sold in the state', async () => {
    const inCart = await recsOf(`/recommendation/popularity?groupID=${GROUP}&planID=${ids.DN102}`);
    expect(inCart.map((r) => r.plan_id)).toEqual([ids.VS203, ids[DEMO_STATE_PLAN_CODE]]);
    const ohio = await recsOf(`/recommendation/popularity?groupID=${GROUP}&state=oh`);
    expect(ohio.map((r) => r.plan_id)).not.toContain(ids[DEMO_STATE_PLAN_CODE]);
    const texas = await recsOf(`/recommendation/popularity?groupID=${GROUP}&state=TX`);
    expect(texas.map((r) => r.plan_id)).toContain(ids[DEMO_STATE_PLAN_CODE]);
  });

  it("leaves out plans the member already holds, for the member's rep; anyone else sees the same as without userID", async () => {
    const [held] = await t.database.db
      .select({ planId: policies.planId })
      .from(policies)
      .where(and(eq(policies.memberId, DEMO_MEMBER_ID), eq(policies.status, 'ACTIVE')))
      .orderBy(asc(policies.planId));
    const scope = { groupId: 990_004 };
    await times(2, async () => {
      const { enrollmentId } = await createEnrollmentFixture(t.database.db);
      await t.database.db.insert(planEvents).values({ kind: 'cart_add', planId: held!.planId, enrollmentId, ...scope });
    });
    await recordCart(['DN103'], scope);
    expect((await recsOf('/recommendation/popularity?groupID=990004')).map((r) => r.plan_id)).toEqual([held!.planId, ids.DN103]);
    const forMember = `/recommendation/popularity?groupID=990004&userID=${DEMO_MEMBER_ID}`;
    expect((await recsOf(forMember, await t.signIn('agent'))).map((r) => r.plan_id)).toEqual([ids.DN103]);
    expect((await recsOf(forMember)).map((r) => r.plan_id)).toEqual([held!.planId, ids.DN103]);
  });

  it('answers at most 10 from the whole store without a scope', async () => {
    const recs = await recsOf('/recommendation/popularity?platformID=&agentID=&groupID=&enroll_type=new-member');
    expect(recs).toHaveLength(10);
    expect(recs.map((r) => r.score)).toEqual([...recs.map((r) => r.score)].sort((x, y) => y - x));
  });

  it.each([
    ['planID', 'planID=1,abc', 'Invalid plan list'],
    ['agentID', 'agentID=x', 'Invalid id'],
    ['groupID', 'groupID=-3', 'Invalid id'],
    ['userID', 'userID=123', 'Invalid user id'],
    ['state', 'state=Texas', 'Invalid state'],
  ])('refuses a bad %s', async (target, query, message) => {
    const res = await get(`/recommendation/popularity?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0]).toEqual({ target_element: target, error_message: message });
  });
});

describe('recommendation/filter', () => {
  const GROUP = 990_003;
  beforeAll(async () => {
    const like = { groupId: GROUP, state: 'TX', tier: 'IO', ageBand: '30-39', gender: '0' };
    await times(2, () => recordCart(['DN102'], like));
    await times(3, () => recordCart(['VS203'], { ...like, state: 'FL' }));
    await recordCart(['AC112'], { ...like, gender: '1' });
  });

  it('counts only shoppers like this one: state, tier, age band and gender', async () => {
    expect(await recsOf(`/recommendation/filter?groupID=${GROUP}&state=TX&tier=IO&age=35&gender=0`)).toEqual([
      { plan_id: ids.DN102, score: 2 },
    ]);
    expect(await recsOf(`/recommendation/filter?groupID=${GROUP}&tier=IO&age=31&gender=0`)).toEqual([
      { plan_id: ids.VS203, score: 3 },
      { plan_id: ids.DN102, score: 2 },
    ]);
    expect(await recsOf(`/recommendation/filter?groupID=${GROUP}&state=TX&gender=1`)).toEqual([{ plan_id: ids.AC112, score: 1 }]);
    expect(await recsOf(`/recommendation/filter?groupID=${GROUP}&state=TX&age=70`)).toEqual([]);
    expect(await recsOf(`/recommendation/filter?groupID=${GROUP}&age=12`)).toEqual([]);
    expect(await recsOf(`/recommendation/filter?groupID=${GROUP}&tier=IF`)).toEqual([]);
  });

  it.each([
    ['tier', 'tier=XX'],
    ['gender', 'gender=9'],
    ['age', 'age=old'],
  ])('refuses a bad %s', async (target, query) => {
    const res = await get(`/recommendation/filter?groupID=${GROUP}&${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0].target_element).toBe(target);
  });
});

describe('recommendation/plan-details and decrypt-detail', () => {
  const USER = '11111111-2222-4333-8444-555555555555';

  it('summarises the plans in the order asked, with the Starting From price and a deep link', async () => {
    const res = await get(`/recommendation/plan-details?plan_list=${ids.VS202},${ids.DN101},999999`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((p: { plan_id: number }) => p.plan_id)).toEqual([ids.VS202, ids.DN101]);
    const [plan] = await t.database.db.select().from(plans).where(eq(plans.id, ids.DN101!));
    const [from] = await t.database.db
      .select({ cents: min(prices.monthlyCents) })
      .from(prices)
      .innerJoin(pricingOptions, eq(pricingOptions.id, prices.pricingOptionId))
      .where(inArray(pricingOptions.planId, [ids.DN101!]));
    expect(data[1]).toMatchObject({
      plan_id: ids.DN101,
      plan_name: plan!.name,
      plan_logo: plan!.logo,
      plan_category: 'dental',
      plan_price: (from!.cents! / 100).toFixed(2),
    });
    expect(data[1].link).toMatch(new RegExp(`^/plan/${ids.DN101}/[a-z0-9-]+\\?planId=v2\\.k1\\.[A-Za-z0-9_.-]+$`));
  });

  it('sanitises the short text', async () => {
    await t.database.db
      .update(plans)
      .set({ shortText: '<p>Good <script>alert(1)</script><a href="javascript:x" onclick="y">plan</a></p>' })
      .where(eq(plans.id, ids.LM501!));
    await t.catalogChanged();
    const [summary] = (await get(`/recommendation/plan-details?plan_list=${ids.LM501}`)).json().data;
    expect(summary.plan_short_text).not.toMatch(/script|javascript|onclick/);
    expect(summary.plan_short_text).toContain('Good');
  });

  it('puts the context into the link as tokens that decrypt-detail opens', async () => {
    const res = await get(
      `/recommendation/plan-details?plan_list=${ids.DN101}&platformID=${DEMO_ACME_PORTAL_ID}&agentID=${DEMO_AGENT_ID}&groupID=${DEMO_GROUP_IDS.acme}&userID=${USER}`,
    );
    const link: string = res.json().data[0].link;
    const tokens = Object.fromEntries(new URL(link, 'http://x').searchParams);
    expect(Object.keys(tokens).sort()).toEqual(['agentId', 'groupId', 'planId', 'portalId', 'userID']);
    expect(JSON.stringify(tokens)).not.toContain(USER);
    const opened = await t.call({ method: 'POST', url: '/recommendation/decrypt-detail', payload: tokens });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toEqual([
      { portalId: DEMO_ACME_PORTAL_ID, planId: ids.DN101, userID: USER, agentId: DEMO_AGENT_ID, groupId: DEMO_GROUP_IDS.acme },
    ]);

    const partial = await t.call({
      method: 'POST',
      url: '/recommendation/decrypt-detail',
      payload: { planId: tokens.planId, agentId: '' },
    });
    expect(partial.json().data).toEqual([{ portalId: null, planId: ids.DN101, userID: null, agentId: null, groupId: null }]);
  });

  it('refuses tampered, moved and made-up tokens under their field', async () => {
    const link: string = (
      await get(`/recommendation/plan-details?plan_list=${ids.DN101}&agentID=${DEMO_AGENT_ID}&groupID=${DEMO_GROUP_IDS.acme}`)
    ).json().data[0].link;
    const tokens = Object.fromEntries(new URL(link, 'http://x').searchParams);
    const last = tokens.agentId!.at(-1) === 'A' ? 'B' : 'A';
    const tampered = tokens.agentId!.slice(0, -1) + last;
    for (const [payload, target] of [
      [{ agentId: tampered }, 'agentId'],
      [{ agentId: tokens.groupId }, 'agentId'],
      [{ planId: 'v1.abc.def.ghi' }, 'planId'],
      [{ userID: '42' }, 'userID'],
    ] as const) {
      const res = await t.call({ method: 'POST', url: '/recommendation/decrypt-detail', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().data[0]).toEqual({ target_element: target, error_message: 'This link is not valid' });
    }
  });

  it('refuses a missing or bad plan list', async () => {
    const missing = await get('/recommendation/plan-details');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data[0]).toEqual({ target_element: 'plan_list', error_message: 'Field is required' });
    expect((await get('/recommendation/plan-details?plan_list=1;2')).json().data[0]).toEqual({
      target_element: 'plan_list',
      error_message: 'Invalid plan list',
    });
  });
});
