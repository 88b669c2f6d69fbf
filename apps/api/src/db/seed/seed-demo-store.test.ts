import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PLAN_CATEGORIES, SITE_SETTING_KEYS, TierSchema } from '@benefit-store/domain';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataCipher, sealedAt } from '../../lib/data-cipher';
import { singleKeyRing } from '../../lib/data-keys';
import { openDatabase, type Database } from '../client';
import * as schema from '../schema';
import { DEMO_BANKS } from './bank-directory';
import {
  DEMO_AGENT_CODE,
  DEMO_AGENT_LANDING,
  DEMO_AGENT_NO_LANDING_CODE,
  DEMO_CART_ENROLLMENT_ID,
  DEMO_FOOTER_PLAN_CODE,
  DEMO_GROUP_CODE,
  DEMO_GROUP_IDS,
  DEMO_GROUP_NO_LANDING_CODE,
  DEMO_MEMBER_ID,
  DEMO_REFERRAL_ID,
  DEMO_SITE_DOMAINS,
  DEMO_STAFF,
  PREMIER_PLAN_CODE,
} from './demo-ids';
import { seedDemoStore } from './seed-demo-store';
import { REFERENCE_SEED_NAME, seedReferenceData } from './seed-reference-data';

const assetsDir = fileURLToPath(new URL('../../../assets', import.meta.url));
const cipher = createDataCipher(singleKeyRing(randomBytes(32)));
/** A fast stand-in for argon2id: the seed only stores what it is given. */
const hashPassword = async (plain: string) => `test-hash:${plain.length}`;

const COUNTED_TABLES = [
  'agents',
  'groups',
  'agent_groups',
  'portals',
  'sites',
  'site_settings',
  'landing_pages',
  'carriers',
  'plans',
  'plan_rules',
  'pricing_options',
  'prices',
  'memberships',
  'plan_questions',
  'plan_question_options',
  'carrier_questions',
  'health_questions',
  'ethnic_categories',
  'agreement_texts',
  'banks',
  'chat_questions',
  'members',
  'member_dependents',
  'member_beneficiaries',
  'member_employers',
  'payment_methods',
  'policies',
  'referral_links',
  'staff_accounts',
  'enrollments',
  'cart_items',
  'plan_events',
  'seed_runs',
] as const;

let database: Database;

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

describe('seedDemoStore', () => {
  let firstCounts: Record<string, number>;

  beforeAll(async () => {
    database = await openDatabase({});
    const first = await seedDemoStore({ db: database.db, cipher, hashPassword });
    expect(first).toEqual({ applied: true });
    firstCounts = await countRows();
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps a demo database from before the reference data had a seed of its own: only the mark is written', async () => {
    await database.db.delete(schema.seedRuns).where(eq(schema.seedRuns.name, REFERENCE_SEED_NAME));
    expect(await seedReferenceData(database.db)).toEqual({ applied: false });
    expect(await countRows()).toEqual(firstCounts);
  });

  it('applies once: a second run changes nothing', async () => {
    const second = await seedDemoStore({ db: database.db, cipher, hashPassword });
    expect(second).toEqual({ applied: false });
    expect(await countRows()).toEqual(firstCounts);
    // reference-v1 (seeded first), demo-v1 and the cleaning pass it makes unneeded (clean-stored-text.ts)
    expect(firstCounts.seed_runs).toBe(3);
  });

  it('seeds at least 40 plans, three memberships and the special plans', async () => {
    expect(firstCounts.plans).toBeGreaterThanOrEqual(40);
    expect(firstCounts.memberships).toBe(3);
    const rows = await database.db.select().from(schema.plans);
    const byCode = new Map(rows.map((p) => [p.code, p]));
    expect(byCode.get(PREMIER_PLAN_CODE)?.isPremier).toBe(true);
    expect(byCode.get(DEMO_FOOTER_PLAN_CODE)?.isFooterPlan).toBe(true);
    expect(rows.filter((p) => p.isFooterPlan)).toHaveLength(1);
    const underwritten = rows.filter((p) => p.isUnderwrittenLife);
    expect(underwritten).toHaveLength(2);
    for (const plan of underwritten) {
      expect(plan).toMatchObject({ requiresMembership: true, isMedicallyUnderwritten: true, hasLifeBenefit: true });
      const statements = await database.db.select().from(schema.carrierQuestions).where(eq(schema.carrierQuestions.planId, plan.id));
      expect(statements.length).toBeGreaterThan(0);
    }
    expect(rows.some((p) => p.isDisability && p.needsEmployment)).toBe(true);
    expect(rows.some((p) => p.oneTimeFeeCents > 0)).toBe(true);
  });

  it('gives every category an active plan priced for every tier its rules allow', async () => {
    const rows = await database.db.execute<{ category: string; code: string; rule_tiers: string[] | null; tiers: string[] }>(sql`
      select p.category, p.code, r.tiers as rule_tiers, array_agg(distinct pr.tier) as tiers
      from plans p
      left join plan_rules r on r.plan_id = p.id
      join pricing_options o on o.plan_id = p.id
      join prices pr on pr.pricing_option_id = o.id
      where p.is_active
      group by p.category, p.code, r.tiers`);
    for (const category of PLAN_CATEGORIES) {
      const inCategory = rows.rows.filter((r) => r.category === category);
      expect(inCategory.length, category).toBeGreaterThan(0);
      for (const plan of inCategory) {
        const allowed = plan.rule_tiers ?? TierSchema.options;
        expect([...plan.tiers].sort(), plan.code).toEqual([...allowed].sort());
      }
      expect(
        inCategory.some((p) => p.rule_tiers === null && p.tiers.length === 4),
        `${category} has a plan for all four tiers`,
      ).toBe(true);
    }
  });

  it('exercises every eligibility rule', async () => {
    const rules = await database.db.select().from(schema.planRules);
    expect(rules.some((r) => JSON.stringify(r.states) === JSON.stringify(['TX', 'FL', 'GA']))).toBe(true);
    expect(rules.some((r) => r.tiers)).toBe(true);
    expect(rules.some((r) => r.minAge !== null && r.maxAge !== null)).toBe(true);
    expect(rules.some((r) => r.planMaxAge !== null)).toBe(true);
    expect(rules.some((r) => r.minAnnualIncomeCents !== null)).toBe(true);
    expect(rules.some((r) => r.minWeeklyHours !== null)).toBe(true);
    expect(rules.some((r) => r.metroZipPrefixes?.includes('752'))).toBe(true);
    expect(rules.some((r) => r.requiresTobaccoAnswer)).toBe(true);
    expect(rules.some((r) => r.portalIds?.length)).toBe(true);
    expect(rules.some((r) => r.groupIds?.length)).toBe(true);
    expect(rules.some((r) => r.blackoutStart && r.blackoutEnd)).toBe(true);
    expect(rules.some((r) => r.replacedByPlanId !== null)).toBe(true);
    const declining = await database.db.select().from(schema.planQuestions).where(eq(schema.planQuestions.declinesOnYes, true));
    expect(declining.length).toBeGreaterThan(0);
    expect(declining.every((q) => q.declineMessage)).toBe(true);
  });

  it('prices memberships at $5 / $12 / $16 for the whole family', async () => {
    const rows = await database.db.execute<{ level: string; term_life_cents: number; cents: number[] }>(sql`
      select m.level, m.term_life_cents, array_agg(distinct pr.monthly_cents) as cents
      from memberships m join pricing_options o on o.plan_id = m.plan_id join prices pr on pr.pricing_option_id = o.id
      group by m.level, m.term_life_cents order by m.term_life_cents`);
    expect(rows.rows.map((r) => [r.level, r.term_life_cents, r.cents])).toEqual([
      ['bronze', 500_000, [500]],
      ['silver', 700_000, [1200]],
      ['gold', 1_000_000, [1600]],
    ]);
  });

  it('has the business ids the specification names', async () => {
    const groups = await database.db.select().from(schema.groups);
    const ids = groups.map((g) => g.id);
    for (const id of [DEMO_GROUP_IDS.members, DEMO_GROUP_IDS.enrollerA, DEMO_GROUP_IDS.enrollerB]) expect(ids).toContain(id);
    expect(
      groups
        .filter((g) => g.requiresEnrollerCode)
        .map((g) => g.id)
        .sort(),
    ).toEqual([2512, 2556]);
    expect(groups.find((g) => g.id === DEMO_GROUP_IDS.elevate)?.isElevate).toBe(true);
    expect(groups.find((g) => g.code === DEMO_GROUP_CODE)?.landingPage).toBeTruthy();
    expect(groups.find((g) => g.code === DEMO_GROUP_NO_LANDING_CODE)?.landingPage).toBeNull();

    const agents = await database.db.select().from(schema.agents);
    expect(agents.find((a) => a.agentCode === DEMO_AGENT_CODE)?.landingPage).toBe(DEMO_AGENT_LANDING);
    expect(agents.find((a) => a.agentCode === DEMO_AGENT_NO_LANDING_CODE)?.landingPage).toBeNull();

    const healthIds = (await database.db.select({ id: schema.healthQuestions.id }).from(schema.healthQuestions)).map((r) => r.id);
    expect(healthIds).toEqual(expect.arrayContaining([145, 146, 147]));
    const other = await database.db.select().from(schema.ethnicCategories).where(eq(schema.ethnicCategories.id, 12));
    expect(other[0]?.name).toBe('Other');

    const domains = (await database.db.select({ domain: schema.sites.domain }).from(schema.sites)).map((s) => s.domain);
    expect(domains).toEqual(expect.arrayContaining(Object.values(DEMO_SITE_DOMAINS)));
    const referral = await database.db.select().from(schema.referralLinks).where(eq(schema.referralLinks.id, DEMO_REFERRAL_ID));
    expect(referral[0]?.expiresAt).toBeNull();
  });

  it('sets a store-wide default for every site-setting key', async () => {
    const defaults = await database.db.select().from(schema.siteSettings).where(isNull(schema.siteSettings.siteId));
    expect(defaults.map((s) => s.key).sort()).toEqual([...SITE_SETTING_KEYS].sort());
  });

  it('stores SSNs and account numbers encrypted, with last 4 beside them', async () => {
    const members = await database.db.select().from(schema.members);
    expect(members.length).toBeGreaterThanOrEqual(10);
    for (const m of members) {
      expect(m.ssnEnc).not.toMatch(/\d{9}/);
      const ssn = cipher.decrypt(m.ssnEnc ?? '', sealedAt('members:ssn_enc', m.id));
      expect(ssn).toMatch(/^\d{9}$/);
      expect(ssn.slice(-4)).toBe(m.ssnLast4);
    }
    const dependents = await database.db.select().from(schema.memberDependents);
    for (const d of dependents) expect(cipher.decrypt(d.ssnEnc ?? '', sealedAt('member_dependents:ssn_enc', d.id))).toMatch(/^\d{9}$/);
    const payments = await database.db.select().from(schema.paymentMethods);
    for (const pm of payments) {
      const sealed = pm.kind === 'bank' ? pm.accountNumberEnc : pm.cardNumberEnc;
      expect(sealed).not.toMatch(/\d{8}/);
      const column = pm.kind === 'bank' ? 'payment_methods:account_number_enc' : 'payment_methods:card_number_enc';
      expect(cipher.decrypt(sealed ?? '', sealedAt(column, pm.id)).slice(-4)).toBe(pm.last4);
    }
  });

  it('gives the demo member active policies and a group with two pages of members', async () => {
    const own = await database.db.select().from(schema.policies).where(eq(schema.policies.memberId, DEMO_MEMBER_ID));
    expect(own.some((p) => p.status === 'ACTIVE')).toBe(true);
    expect(own.some((p) => p.status !== 'ACTIVE')).toBe(true);
    expect(own.every((p) => p.id > 70_000_000)).toBe(true);
    const acme = await database.db.select().from(schema.members).where(eq(schema.members.groupId, DEMO_GROUP_IDS.acme));
    expect(acme.length).toBeGreaterThan(5);
  });

  it('prepares a demo cart with two priced items and a recommendation history', async () => {
    const items = await database.db.select().from(schema.cartItems).where(eq(schema.cartItems.enrollmentId, DEMO_CART_ENROLLMENT_ID));
    expect(items).toHaveLength(2);
    expect(items.every((i) => i.monthlyCents > 0)).toBe(true);
    expect(firstCounts.plan_events).toBeGreaterThan(100);
  });

  it('creates the demo sign-ins with hashed passwords', async () => {
    const accounts = await database.db.select().from(schema.staffAccounts);
    expect(accounts.map((a) => a.email).sort()).toEqual([DEMO_STAFF.group.email, DEMO_STAFF.agent.email].sort());
    for (const a of accounts) expect(a.passwordHash).not.toContain('Demo-');
  });

  it('lists banks whose routing numbers pass the ABA checksum', () => {
    for (const { routingNumber } of DEMO_BANKS) {
      const d = routingNumber.split('').map(Number);
      const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
      expect(sum % 10, routingNumber).toBe(0);
    }
  });

  it('references only image files that exist under apps/api/assets', async () => {
    const paths = await database.db.execute<{ path: string }>(sql`
      select logo as path from plans union select logo from carriers
      union select unnest(array[logo, image, banner_image]) from agents
      union select unnest(array[logo, image, banner_image]) from groups
      union select value from site_settings`);
    const assetPaths = paths.rows.map((r) => r.path).filter((p): p is string => typeof p === 'string' && p.startsWith('/assets/'));
    expect(assetPaths.length).toBeGreaterThan(60);
    const missing = assetPaths.filter((p) => !existsSync(`${assetsDir}/${p.slice('/assets/'.length)}`));
    expect(missing).toEqual([]);
  });
});

describe('seedReferenceData (docs/decisions/0106)', () => {
  it('gives a new store what every store needs and nothing of the demo, once', async () => {
    const fresh = await openDatabase({});
    try {
      const count = async (table: string) =>
        (await fresh.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]!.n;
      expect(await seedReferenceData(fresh.db)).toEqual({ applied: true });
      expect(await seedReferenceData(fresh.db)).toEqual({ applied: false });
      const reference = ['health_questions', 'ethnic_categories', 'agreement_texts', 'chat_questions', 'site_settings'];
      for (const table of reference) expect(await count(table), table).toBeGreaterThan(0);
      const demo = COUNTED_TABLES.filter((table) => !reference.includes(table) && table !== 'seed_runs');
      for (const table of demo) expect(await count(table), table).toBe(0);
      const agreements = await fresh.db.select().from(schema.agreementTexts);
      expect(agreements.every((text) => text.portalId === null)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
