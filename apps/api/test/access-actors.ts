import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { enrollments, staffAccounts } from '../src/db/schema';
import { hashToken } from '../src/lib/data-cipher';
import { DEMO_AGENT_ID, DEMO_ACME_PORTAL_ID, DEMO_GROUP_IDS, DEMO_MEMBER_ID, DEMO_STAFF } from '../src/db/seed/demo-ids';
import { AGENT_IDS } from '../src/db/seed/parties';
import { hashPassword } from '../src/lib/password';
import type { SampleIds } from './access-requests';
import { createEnrollmentFixture, findPlanByCode } from './fixtures';
import type { TestApp } from './test-app';

/** Who tries each call in the access matrix (apps/api/test/access-matrix.test.ts). */
export const ACTORS = ['anon', 'owner', 'other', 'repA', 'repB', 'grpA', 'grpB', 'link'] as const;
export type Actor = (typeof ACTORS)[number];

/** Rep B (Maria Garcia) serves none of rep A's groups; group B (2556) is hers, not rep A's. */
const REP_B = { email: 'rep-b@benefitstore.example', password: 'Matrix-Rep-B-2026!' };
const GROUP_B = { email: 'admin-b@local2556.example', password: 'Matrix-Group-B-2026!' };
export const REP_B_AGENT_ID = AGENT_IDS.mgarcia;
export const GROUP_B_ID = DEMO_GROUP_IDS.enrollerB;

export type ActorWorld = {
  /** An open enrollment of rep A for group A (Acme), started in the owner's browser. */
  enrollmentId: string;
  /** Acme member Emily Carter: rep A's and group A's; the link actor holds a member link for her. */
  memberId: string;
  /** The member link the link actor opened (its token), for the calls that take one. */
  memberToken: string;
  /** Sends a request as the actor: its cookies and its own client address (so no actor uses up another's limits). */
  as(actor: Actor, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Signs the four staff actors in again (after sign-out was tried), each in a fresh browser. */
  signStaffIn(): Promise<void>;
  /** Gives the owner's browser its enrollment back (after "Not you? Start over" was tried). */
  restoreOwner(): Promise<void>;
};

const newBrowserToken = () => randomBytes(32).toString('base64url');

async function signIn(t: TestApp, credentials: { email: string; password: string }): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/v1/auth/sign-in', payload: credentials });
  const cookie = res.cookies.find((c) => c.name === 'bs_session');
  if (!cookie) throw new Error(`sign-in failed: ${res.statusCode}`);
  return cookie.value;
}

/**
 * Sets up every actor once: two more staff accounts beside the demo rep and group administrator,
 * an enrollment held by the owner's browser, and a browser that opened a member link.
 */
export async function createActorWorld(t: TestApp): Promise<ActorWorld> {
  const db = t.database.db;
  await db.insert(staffAccounts).values([
    { ...REP_B, passwordHash: await hashPassword(REP_B.password), role: 'agent', agentId: REP_B_AGENT_ID, displayName: 'Rep B' },
    { ...GROUP_B, passwordHash: await hashPassword(GROUP_B.password), role: 'group', groupId: GROUP_B_ID, displayName: 'Group B' },
  ]);
  const { enrollmentId, cookies: ownerCookies } = await createEnrollmentFixture(db, {
    agentId: DEMO_AGENT_ID,
    groupId: DEMO_GROUP_IDS.acme,
    portalId: DEMO_ACME_PORTAL_ID,
  });
  const cookiesOf: Record<Actor, Record<string, string> | undefined> = {
    anon: undefined,
    owner: ownerCookies,
    other: { bs_browser: newBrowserToken() },
    repA: undefined,
    repB: undefined,
    grpA: undefined,
    grpB: undefined,
    link: { bs_browser: newBrowserToken() },
  };
  const signStaffIn = async () => {
    const staff = [
      ['repA', DEMO_STAFF.agent],
      ['repB', REP_B],
      ['grpA', DEMO_STAFF.group],
      ['grpB', GROUP_B],
    ] as const;
    const sessions = await Promise.all(staff.map(([, credentials]) => signIn(t, credentials)));
    staff.forEach(([actor], index) => (cookiesOf[actor] = { bs_session: sessions[index]!, bs_browser: newBrowserToken() }));
  };
  await signStaffIn();
  const as = (actor: Actor, options: InjectOptions) =>
    t.call({
      ...options,
      ...(cookiesOf[actor] ? { cookies: cookiesOf[actor] } : {}),
      headers: { 'x-forwarded-for': `10.0.0.${ACTORS.indexOf(actor) + 1}`, ...(options.headers ?? {}) },
    });

  // Rep A sends Emily her member link; she opens it in her browser (the link actor).
  const issued = await as('repA', { method: 'POST', url: '/api/v1/issue-member-link', payload: { user_id: DEMO_MEMBER_ID, tier: 'IO' } });
  const memberToken = new URL(issued.json<{ data: { url: string } }>().data.url).searchParams.get('t');
  if (!memberToken) throw new Error(`no member link: ${issued.body}`);
  const opened = await as('link', {
    url: `/api/v1/get-member-info?user_id=${DEMO_MEMBER_ID}&member_token=${encodeURIComponent(memberToken)}`,
  });
  if (opened.statusCode !== 200) throw new Error(`member link refused: ${opened.body}`);

  const restoreOwner = async () => {
    await db
      .update(enrollments)
      .set({ ownerTokenHash: hashToken(ownerCookies.bs_browser) })
      .where(eq(enrollments.id, enrollmentId));
  };

  return { enrollmentId, memberId: DEMO_MEMBER_ID, memberToken, as, signStaffIn, restoreOwner };
}

/** The ids a request of the matrix names: the world's enrollment and member, and a plan with one of its pricing options. */
export async function sampleIdsOf(t: TestApp, world: ActorWorld): Promise<SampleIds> {
  const { plan, options } = await findPlanByCode(t.database.db, 'DN101');
  return {
    enrollmentId: world.enrollmentId,
    memberId: world.memberId,
    memberToken: world.memberToken,
    planId: plan.id,
    pricingId: options[0]!.id,
  };
}
