import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bindResumerFixture, createEnrollmentFixture } from '../../../test/fixtures';
import { DEMO_AGENT_ID, DEMO_STAFF } from '../../db/seed/demo-ids';
import { staffSessions } from '../../db/schema';
import { hashToken } from '../../lib/data-cipher';

/** Staff sessions (docs/decisions/0044): token strength, idle and absolute end, sign-out, cookies. */
let now = new Date('2026-03-02T15:00:00Z');
const clock = () => now;
const minutes = (n: number) => n * 60_000;
const advance = (ms: number) => (now = new Date(now.getTime() + ms));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const signIn = (cookies: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/v1/auth/sign-in', payload: DEMO_STAFF.agent, cookies });
const cookieOf = (res: Awaited<ReturnType<typeof signIn>>, name: string) => res.cookies.find((c) => c.name === name);
const sessionOf = async (bs_session: string) =>
  (await t.call({ url: '/api/v1/auth/session', cookies: { bs_session } })).json().data.session;
const agentGroups = (bs_session: string) => t.call({ url: `/api/v1/get-agent-groups?agent_id=${DEMO_AGENT_ID}`, cookies: { bs_session } });

describe('staff session token', () => {
  it('is 256 random bits, new at every sign-in, and only its hash is stored', async () => {
    const first = cookieOf(await signIn(), 'bs_session')!.value;
    const second = cookieOf(await signIn(), 'bs_session')!.value;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/); // 43 base64url characters: 256 bits (at least 128 asked)
    expect(second).not.toBe(first);
    const rows = await t.database.db.select().from(staffSessions);
    expect(rows.some((row) => row.tokenHash === first)).toBe(false);
    expect(rows.some((row) => row.tokenHash === hashToken(first))).toBe(true);
  });
});

describe('staff session timeouts (server side, by the app clock)', () => {
  it('ends after 15 minutes without a call; each call keeps it alive', async () => {
    const token = cookieOf(await signIn(), 'bs_session')!.value;
    advance(minutes(14));
    expect((await agentGroups(token)).statusCode).toBe(200);
    advance(minutes(14)); // 28 minutes after sign-in, 14 after the last call
    expect(await sessionOf(token)).toMatchObject({ role: 'agent' });
    advance(minutes(15) + 1000);
    expect((await agentGroups(token)).statusCode).toBe(401);
    expect(await sessionOf(token)).toBeNull();
  });

  it('ends 12 hours after sign-in however busy it is', async () => {
    const token = cookieOf(await signIn(), 'bs_session')!.value;
    for (let elapsed = 0; elapsed < 12 * 60 - 10; elapsed += 10) {
      advance(minutes(10));
      expect(await sessionOf(token), `after ${elapsed + 10} minutes`).not.toBeNull();
    }
    advance(minutes(10)); // 12 hours exactly
    expect(await sessionOf(token)).toBeNull();
    expect((await agentGroups(token)).statusCode).toBe(401);
  });
});

describe('sign-out', () => {
  it("ends the session and the browser's hold on the enrollments it opened", async () => {
    // A rep at a shared computer: the enrollment belongs to this browser and to the rep.
    const rep = await createEnrollmentFixture(t.database.db, { agentId: DEMO_AGENT_ID });
    const browser = rep.cookies.bs_browser;
    const resumed = await createEnrollmentFixture(t.database.db, { agentId: 2 });
    await bindResumerFixture(t.database.db, resumed.enrollmentId, browser);
    const token = cookieOf(await signIn({ bs_browser: browser }), 'bs_session')!.value;
    const cart = (enrollmentId: string, cookies: Record<string, string>) =>
      t.call({ url: `/api/v1/get-cart-count?enrollment_id=${enrollmentId}`, cookies });
    expect((await cart(rep.enrollmentId, { bs_browser: browser, bs_session: token })).statusCode).toBe(200);
    expect((await cart(resumed.enrollmentId, { bs_browser: browser })).statusCode).toBe(200);

    const out = await t.call({ method: 'POST', url: '/api/v1/auth/sign-out', cookies: { bs_browser: browser, bs_session: token } });
    expect(out.statusCode).toBe(200);
    expect(await sessionOf(token)).toBeNull();
    const newBrowser = cookieOf(out, 'bs_browser')!;
    expect(newBrowser.value).not.toBe(browser);
    expect(newBrowser.httpOnly).toBe(true);
    // The next person: with the new cookie, or with the old one kept (the server ended its holds too).
    for (const cookies of [{ bs_browser: newBrowser.value }, { bs_browser: browser }]) {
      expect((await cart(rep.enrollmentId, cookies)).statusCode).toBe(404);
      expect((await cart(resumed.enrollmentId, cookies)).statusCode).toBe(404);
    }
    // The rep, signed in again elsewhere, still reaches the enrollment that is theirs.
    const again = cookieOf(await signIn(), 'bs_session')!.value;
    expect((await cart(rep.enrollmentId, { bs_session: again })).statusCode).toBe(200);
  });

  it('happens by itself when the session ended idle: the next call finds the holds ended', async () => {
    const rep = await createEnrollmentFixture(t.database.db, { agentId: DEMO_AGENT_ID });
    const browser = rep.cookies.bs_browser;
    const signedIn = await signIn({ bs_browser: browser });
    // The cookie outlives the session (the server must see it to end the holds).
    expect(cookieOf(signedIn, 'bs_session')!.maxAge).toBeGreaterThan(12 * 60 * 60);
    const cookies = { bs_browser: browser, bs_session: cookieOf(signedIn, 'bs_session')!.value };
    const cart = (with_: Record<string, string>) =>
      t.call({ url: `/api/v1/get-cart-count?enrollment_id=${rep.enrollmentId}`, cookies: with_ });
    expect((await cart(cookies)).statusCode).toBe(200);
    advance(minutes(16)); // the rep walked away
    const next = await cart(cookies);
    expect(next.statusCode).toBe(404);
    expect(cookieOf(next, 'bs_browser')!.value).not.toBe(browser);
    expect(cookieOf(next, 'bs_session')!.value).toBe(''); // cleared
    expect((await cart({ bs_browser: browser })).statusCode).toBe(404);
  });

  it("leaves a shopper's holds alone when no staff session is signed out", async () => {
    const shopper = await createEnrollmentFixture(t.database.db);
    const out = await t.call({ method: 'POST', url: '/api/v1/auth/sign-out', cookies: shopper.cookies });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out, 'bs_browser')).toBeUndefined();
    const cart = await t.call({ url: `/api/v1/get-cart-count?enrollment_id=${shopper.enrollmentId}`, cookies: shopper.cookies });
    expect(cart.statusCode).toBe(200);
  });
});

describe('session cookies', () => {
  it('without TLS: HttpOnly, SameSite=Lax, not Secure', async () => {
    const res = await signIn();
    for (const name of ['bs_session', 'bs_browser']) {
      const cookie = cookieOf(res, name);
      expect(cookie, name).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure, name).toBeFalsy();
    }
  });

  it('behind TLS: Secure, with the __Host- prefix, and only the prefixed cookie is read', async () => {
    const tls = await createTestApp({ clock, settings: { PUBLIC_URL: 'https://store.example' } });
    try {
      const res = await tls.call({ method: 'POST', url: '/api/v1/auth/sign-in', payload: DEMO_STAFF.agent });
      expect(res.statusCode).toBe(200);
      for (const name of ['__Host-bs_session', '__Host-bs_browser']) {
        const cookie = cookieOf(res, name);
        expect(cookie, name).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
        expect(cookie?.domain, name).toBeUndefined();
      }
      expect(cookieOf(res, 'bs_session')).toBeUndefined();
      const token = cookieOf(res, '__Host-bs_session')!.value;
      const session = (cookies: Record<string, string>) => tls.call({ url: '/api/v1/auth/session', cookies });
      expect((await session({ '__Host-bs_session': token })).json().data.session).toMatchObject({ role: 'agent' });
      expect((await session({ bs_session: token })).json().data.session).toBeNull();
    } finally {
      await tls.close();
    }
  });
});
