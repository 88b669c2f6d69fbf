import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_AGENT_ID, DEMO_GROUP_IDS, DEMO_STAFF } from '../../db/seed/demo-ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) => t.call({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password } });
const sessionCookie = (res: Awaited<ReturnType<typeof signIn>>) => res.cookies.find((c) => c.name === 'bs_session');

describe('staff sign-in', () => {
  it('signs a rep in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await signIn(DEMO_STAFF.agent.email.toUpperCase(), DEMO_STAFF.agent.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'agent', agent_id: DEMO_AGENT_ID });
    const cookie = sessionCookie(res);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const session = await t.call({ url: '/api/v1/auth/session', cookies: { bs_session: cookie!.value } });
    expect(session.json().data.session.email).toBe(DEMO_STAFF.agent.email);
  });

  it('signs a group administrator in', async () => {
    const res = await signIn(DEMO_STAFF.group.email, DEMO_STAFF.group.password);
    expect(res.json().data).toMatchObject({ role: 'group', group_id: DEMO_GROUP_IDS.acme });
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await signIn(DEMO_STAFF.agent.email, 'not-the-password');
    const unknown = await signIn('nobody@example.com', 'whatever');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        status: 'error',
        data: [{ target_element: 'password', error_message: 'Invalid email or password' }],
      });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('gives field errors for missing or malformed input', async () => {
    const res = await t.call({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    const targets = res.json<{ data: { target_element: string }[] }>().data.map((e) => e.target_element);
    expect(targets).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('ends the session on sign-out', async () => {
    const cookie = sessionCookie(await signIn(DEMO_STAFF.agent.email, DEMO_STAFF.agent.password))!;
    await t.call({ method: 'POST', url: '/api/v1/auth/sign-out', cookies: { bs_session: cookie.value } });
    const after = await t.call({ url: '/api/v1/auth/session', cookies: { bs_session: cookie.value } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toEqual({ session: null });
  });

  it('answers a signed-out visitor with no session rather than an error', async () => {
    const res = await t.call({ url: '/api/v1/auth/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { session: null } });
  });

  it('limits sign-in attempts from one address', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    // Another account each time: one account waits after 5 failures (test/abuse-limits.test.ts).
    const attempt = (i: number) =>
      t.call({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email: `nobody.${i}@example.com`, password: 'x' }, headers: from });
    for (let i = 0; i < 10; i += 1) expect((await attempt(i)).statusCode).toBe(401);
    const limited = await attempt(10);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'error', data: [{ target_element: 'email' }] });
  });
});
