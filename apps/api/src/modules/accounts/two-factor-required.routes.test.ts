import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEnrollmentFixture } from '../../../test/fixtures';
import { DEMO_AGENT_ID, DEMO_GROUP_IDS, DEMO_STAFF } from '../../db/seed/demo-ids';
import { totpCode } from '../../lib/totp';

/** STAFF_TWO_FACTOR=required (docs/decisions/0051): an account without two-factor reaches only its set-up. */
let now = new Date('2026-03-02T15:00:10Z');
const clock = () => now;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, settings: { STAFF_TWO_FACTOR: 'required' } });
});
afterAll(() => t.close());

const signIn = (payload: Record<string, string>) => t.call({ method: 'POST', url: '/api/v1/auth/sign-in', payload });
const sessionCookie = (res: Awaited<ReturnType<typeof signIn>>) => res.cookies.find((c) => c.name === 'bs_session')!.value;
const agentGroups = (bs_session: string) => t.call({ url: `/api/v1/get-agent-groups?agent_id=${DEMO_AGENT_ID}`, cookies: { bs_session } });
const post = (url: string, bs_session: string, payload?: object) =>
  t.call({ method: 'POST', url, cookies: { bs_session }, ...(payload ? { payload } : {}) });

describe('two-factor sign-in required for all staff', () => {
  it('lets an account without it reach nothing but its set-up, then everything once it is on', async () => {
    const res = await signIn(DEMO_STAFF.agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'agent', two_factor: 'setup_required' });
    const session = sessionCookie(res);

    const refused = await agentGroups(session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toEqual([{ target_element: 'two_factor', error_message: 'Please set up two-factor sign-in to continue' }]);
    const sessionState = await t.call({ url: '/api/v1/auth/session', cookies: { bs_session: session } });
    expect(sessionState.json().data.session).toMatchObject({ role: 'agent', two_factor: 'setup_required' });

    const { secret } = (await post('/api/v1/auth/two-factor/enroll', session)).json().data as { secret: string };
    const confirmed = await post('/api/v1/auth/two-factor/confirm', session, { code: totpCode(secret, now) });
    expect(confirmed.json().data).toMatchObject({ two_factor: 'on' });
    expect((await agentGroups(session)).statusCode).toBe(200);

    // From now on the password alone does not sign in.
    expect((await signIn(DEMO_STAFF.agent)).statusCode).toBe(401);
    now = new Date(now.getTime() + 30_000);
    expect((await signIn({ ...DEMO_STAFF.agent, code: totpCode(secret, now) })).statusCode).toBe(200);
  });

  it("reaches a group's enrollment through the administrator's access only once two-factor is on", async () => {
    const session = sessionCookie(await signIn(DEMO_STAFF.group));
    const { enrollmentId } = await createEnrollmentFixture(t.database.db, { groupId: DEMO_GROUP_IDS.acme });
    const cartCount = () => t.call({ url: `/api/v1/get-cart-count?enrollment_id=${enrollmentId}`, cookies: { bs_session: session } });
    expect((await cartCount()).statusCode).toBe(404);

    const { secret } = (await post('/api/v1/auth/two-factor/enroll', session)).json().data as { secret: string };
    expect((await post('/api/v1/auth/two-factor/confirm', session, { code: totpCode(secret, now) })).statusCode).toBe(200);
    expect((await cartCount()).statusCode).toBe(200);
  });
});
