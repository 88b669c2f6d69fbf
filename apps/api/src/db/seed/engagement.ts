import { randomUUID } from 'node:crypto';
import type { Tier } from '@benefit-store/domain';
import { cartItems, enrollments, planEvents, referralLinks, staffAccounts } from '../schema';
import type { DataCipher } from '../../lib/data-cipher';
import { sealFilter } from '../../lib/enrollment-contact';
import type { CatalogIndex } from './catalog';
import { ageOn, findRate } from './catalog/plan-seed';
import {
  DEMO_AGENT_ID,
  DEMO_CART_ENROLLMENT_ID,
  DEMO_CART_PLAN_CODES,
  DEMO_EXPIRED_REFERRAL_ID,
  DEMO_GROUP_IDS,
  DEMO_PORTAL_ID,
  DEMO_REFERRAL_ID,
  DEMO_REFERRER_NAME,
  DEMO_STAFF,
} from './demo-ids';
import type { EnrolledPolicy } from './members';
import { AGENT_IDS, PORTAL_IDS } from './parties';
import { insertInChunks, type SeedTx } from './seed-tx';

export const DEMO_REFERRAL_LINKS: (typeof referralLinks.$inferInsert)[] = [
  {
    id: DEMO_REFERRAL_ID,
    agentId: DEMO_AGENT_ID,
    portalId: DEMO_PORTAL_ID,
    referrerName: DEMO_REFERRER_NAME,
    expiresAt: null,
    isActive: 1,
  },
  {
    id: DEMO_EXPIRED_REFERRAL_ID,
    agentId: AGENT_IDS.mgarcia,
    groupId: DEMO_GROUP_IDS.enrollerB,
    portalId: PORTAL_IDS.gccw,
    referrerName: 'Tom Reyes',
    expiresAt: new Date('2024-12-31T23:59:59Z'),
    isActive: 1,
  },
];

/** The shopper of the demo cart: a 40-something man in downtown Dallas, Member Only. */
export const DEMO_CART_FILTER = { zip: '75201', state: 'TX', dob: '1985-04-12', gender: '0', tier: 'IO' as Tier };

/** Age bands of the recommendation history (plan_events.age_band). */
export const AGE_BANDS = [
  { label: '18-29', max: 29 },
  { label: '30-39', max: 39 },
  { label: '40-49', max: 49 },
  { label: '50-64', max: 64 },
  { label: '65+', max: 200 },
] as const;
export const ageBandOf = (age: number) => AGE_BANDS.find((b) => age <= b.max)?.label ?? '65+';

type Scope = { agentId: number; groupId: number | null; portalId: number; states: string[]; worksite: boolean };

const SCOPES: Scope[] = [
  { agentId: AGENT_IDS.jsmith, groupId: null, portalId: PORTAL_IDS.jsmithDirect, states: ['TX', 'TX', 'OK'], worksite: false },
  { agentId: AGENT_IDS.jsmith, groupId: DEMO_GROUP_IDS.acme, portalId: PORTAL_IDS.acme, states: ['TX'], worksite: true },
  { agentId: AGENT_IDS.jsmith, groupId: DEMO_GROUP_IDS.enrollerA, portalId: PORTAL_IDS.lsea, states: ['TX'], worksite: false },
  {
    agentId: AGENT_IDS.house,
    groupId: DEMO_GROUP_IDS.members,
    portalId: PORTAL_IDS.members,
    states: ['OH', 'AZ', 'TX', 'NC', 'FL'],
    worksite: false,
  },
  { agentId: AGENT_IDS.mgarcia, groupId: null, portalId: PORTAL_IDS.garciaDirect, states: ['TX'], worksite: false },
  { agentId: AGENT_IDS.mgarcia, groupId: DEMO_GROUP_IDS.enrollerB, portalId: PORTAL_IDS.gccw, states: ['TX'], worksite: false },
  {
    agentId: AGENT_IDS.mgarcia,
    groupId: DEMO_GROUP_IDS.elevate,
    portalId: PORTAL_IDS.elevate,
    states: ['FL', 'GA', 'TX'],
    worksite: false,
  },
  { agentId: AGENT_IDS.dpatel, groupId: DEMO_GROUP_IDS.riverside, portalId: PORTAL_IDS.riverside, states: ['GA'], worksite: true },
];

/** Plans people tend to buy together; the first bundles are the most common. */
const BUNDLES: string[][] = [
  ['DN101', 'VS201'],
  ['DN101', 'VS201', 'AC111'],
  ['AC111', 'HS121'],
  ['AC111', 'HS121', 'CI101'],
  ['MBR-GOLD', 'TL401'],
  ['MBR-BRONZE', 'TL402'],
  ['AS100', 'LS702'],
  ['LS702', 'RX601'],
  ['MD301', 'DN101', 'VS201'],
  ['DI901', 'AC111'],
  ['PT131', 'PT132'],
  ['SP801', 'CI101'],
  ['LM501', 'RX601', 'LS702'],
  ['L713', 'AC112'],
  ['DN102', 'VS202'],
  ['MBR-SILVER', 'RX602'],
  ['HS122', 'SP803'],
  ['LS704', 'LS703'],
];
const WORKSITE_BUNDLES: string[][] = [
  ['DN104', 'VS201'],
  ['DN104', 'LM502'],
  ['LM502', 'DI903', 'AC111'],
];

/** Small deterministic PRNG, so every fresh demo database has the same history. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
/** Earlier bundles are more likely (roughly 1/rank). */
const pickWeighted = <T>(rand: () => number, list: readonly T[]): T => {
  const weights = list.map((_, i) => 1 / (i + 1));
  let r = rand() * weights.reduce((a, b) => a + b, 0);
  for (const [i, w] of weights.entries()) {
    r -= w;
    if (r <= 0) return list[i] as T;
  }
  return list[list.length - 1] as T;
};

const DAY_MS = 86_400_000;

/** Cart adds and enrollments for the recommendation service, spread over the last 120 days. */
function syntheticEvents(catalog: CatalogIndex, now: Date): (typeof planEvents.$inferInsert)[] {
  const rand = mulberry32(20260101);
  const rows: (typeof planEvents.$inferInsert)[] = [];
  for (let i = 0; i < 90; i++) {
    const scope = pick(rand, SCOPES);
    const bundle = scope.worksite && rand() < 0.5 ? pick(rand, WORKSITE_BUNDLES) : pickWeighted(rand, BUNDLES);
    const enrollmentId = randomUUID();
    const fact = {
      enrollmentId,
      agentId: scope.agentId,
      groupId: scope.groupId,
      portalId: scope.portalId,
      state: pick(rand, scope.states),
      tier: pick(rand, ['IO', 'IO', 'IS', 'IC', 'IF'] as const),
      ageBand: pick(rand, ['18-29', '30-39', '30-39', '40-49', '40-49', '50-64']),
      gender: pick(rand, ['0', '1']),
    };
    const at = new Date(now.getTime() - Math.floor(rand() * 120) * DAY_MS - Math.floor(rand() * DAY_MS));
    const completed = rand() < 0.55;
    for (const code of bundle) {
      rows.push({ kind: 'cart_add', planId: catalog.planId(code), ...fact, at });
      if (completed) rows.push({ kind: 'enrolled', planId: catalog.planId(code), ...fact, at: new Date(at.getTime() + 3_600_000) });
    }
  }
  return rows;
}

export async function insertEngagement(
  tx: SeedTx,
  options: {
    catalog: CatalogIndex;
    enrolled: EnrolledPolicy[];
    hashPassword: (plain: string) => Promise<string>;
    cipher: DataCipher;
    now: Date;
  },
): Promise<void> {
  const { catalog, enrolled, hashPassword, cipher, now } = options;
  await tx.insert(referralLinks).values(DEMO_REFERRAL_LINKS);

  await tx.insert(staffAccounts).values([
    {
      email: DEMO_STAFF.agent.email,
      passwordHash: await hashPassword(DEMO_STAFF.agent.password),
      role: 'agent',
      agentId: DEMO_AGENT_ID,
      displayName: 'John Smith',
    },
    {
      email: DEMO_STAFF.group.email,
      passwordHash: await hashPassword(DEMO_STAFF.group.password),
      role: 'group',
      groupId: DEMO_GROUP_IDS.acme,
      displayName: 'Pat Morgan, Acme HR',
    },
  ]);

  await tx.insert(enrollments).values({
    id: DEMO_CART_ENROLLMENT_ID,
    type: 'new-user',
    enrollType: 'new-member',
    eprocess: 'rep',
    agentId: DEMO_AGENT_ID,
    portalId: DEMO_PORTAL_ID,
    ...sealFilter(cipher, DEMO_CART_ENROLLMENT_ID, DEMO_CART_FILTER),
    status: 'open',
  });
  const today = now.toISOString().slice(0, 10);
  const shopperAge = ageOn(DEMO_CART_FILTER.dob, today);
  const cartFact = {
    enrollmentId: DEMO_CART_ENROLLMENT_ID,
    agentId: DEMO_AGENT_ID,
    groupId: null,
    portalId: DEMO_PORTAL_ID,
    state: DEMO_CART_FILTER.state,
    tier: DEMO_CART_FILTER.tier,
    ageBand: ageBandOf(shopperAge),
    gender: DEMO_CART_FILTER.gender,
  };
  for (const code of DEMO_CART_PLAN_CODES) {
    const plan = catalog.plan(code);
    const option = plan.pricing[0];
    const rate = option && findRate(option, { tier: DEMO_CART_FILTER.tier, age: shopperAge, state: DEMO_CART_FILTER.state });
    const pricingOptionId = catalog.optionIds(code)[0];
    if (!rate || pricingOptionId === undefined) throw new Error(`demo seed: no cart rate for ${code}`);
    await tx.insert(cartItems).values({
      enrollmentId: DEMO_CART_ENROLLMENT_ID,
      planId: catalog.planId(code),
      pricingOptionId,
      monthlyCents: rate.monthlyCents,
      oneTimeFeeCents: plan.oneTimeFeeCents ?? 0,
    });
    await tx.insert(planEvents).values({ kind: 'cart_add', planId: catalog.planId(code), ...cartFact });
  }

  // One pseudo-enrollment per member, so plans bought together co-occur for the association model.
  const enrollmentIdByMember = new Map(enrolled.map(({ member }) => [member.id, randomUUID()]));
  const memberEvents = enrolled.map(({ planId, member, tier, effectiveDate }) => ({
    kind: 'enrolled' as const,
    planId,
    enrollmentId: enrollmentIdByMember.get(member.id) ?? null,
    agentId: member.agentId,
    groupId: member.groupId,
    portalId: member.portalId,
    state: member.state,
    tier,
    ageBand: ageBandOf(ageOn(member.birthdate, effectiveDate)),
    gender: member.gender,
    at: new Date(`${effectiveDate}T12:00:00Z`),
  }));
  await insertInChunks(tx, planEvents, [...memberEvents, ...syntheticEvents(catalog, now)]);
}
