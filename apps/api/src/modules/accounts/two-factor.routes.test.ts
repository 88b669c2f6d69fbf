import { TWO_FACTOR_CODE_NEEDED, TWO_FACTOR_CODE_WRONG } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_GROUP_IDS, DEMO_STAFF } from '../../db/seed/demo-ids';
import { staffAccounts } from '../../db/schema';
import { createDataCipher, sealedAt } from '../../lib/data-cipher';
import { totpCode } from '../../lib/totp';

/** Optional TOTP two-factor sign-in (docs/decisions/0051): set-up, the second step of sign-in, no reuse, the limit. */
let now = new Date('2026-03-02T15:00:10Z');
const clock = () => now;
const advanceSeconds = (n: number) => (now = new Date(now.getTime() + n * 1000));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const ADMIN = DEMO_STAFF.group;
/** Each test signs in from its own address, so the per-address sign-in limit of one does not reach another. */
const signIn = (payload: Record<string, string>, address: string) =>
  t.call({ method: 'POST', url: '/api/v1/auth/sign-in', payload, headers: { 'x-forwarded-for': address } });
const sessionCookie = (res: Awaited<ReturnType<typeof signIn>>) => res.cookies.find((c) => c.name === 'bs_session')?.value;
const post = (url: string, bs_session: string | undefined, payload?: object) =>
  t.call({ method: 'POST', url, cookies: bs_session ? { bs_session } : {}, ...(payload ? { payload } : {}) });
const groupMembers = (bs_session: string) =>
  t.call({ url: `/api/v1/get-group-users?group_id=${DEMO_GROUP_IDS.acme}`, cookies: { bs_session } });
const storedAdmin = async () => (await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, ADMIN.email)))[0]!;

/** The administrator's secret once set-up is confirmed (set by the first describe). */
let secret = '';

describe('without two-factor sign-in', () => {
  it('signs in with the password alone, as before, and says two-factor is off', async () => {
    const res = await signIn(DEMO_STAFF.agent, '198.51.100.1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'agent', two_factor: 'off' });
  });
});

describe('two-factor set-up', () => {
  it('needs a signed-in account', async () => {
    expect((await post('/api/v1/auth/two-factor/enroll', undefined)).statusCode).toBe(401);
    expect((await post('/api/v1/auth/two-factor/confirm', undefined, { code: '123456' })).statusCode).toBe(401);
  });

  it('shows the secret once as an otpauth URI and keeps it sealed at rest', async () => {
    const session = sessionCookie(await signIn(ADMIN, '198.51.100.2'));
    const res = await post('/api/v1/auth/two-factor/enroll', session);
    expect(res.statusCode).toBe(200);
    const { otpauth_uri, secret: shown } = res.json().data as { otpauth_uri: string; secret: string };
    expect(shown).toMatch(/^[A-Z2-7]{32}$/); // 160 bits, base32
    const uri = new URL(otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(shown);
    expect(uri.searchParams.get('issuer')).toBe('Benefit Store');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');

    const row = await storedAdmin();
    expect(row.totpSecret).not.toContain(shown);
    expect(createDataCipher(t.env.dataKeys).decrypt(row.totpSecret!, sealedAt('staff_accounts:totp_secret', row.id))).toBe(shown);
    expect(row.totpConfirmedAt).toBeNull();
    // Not on until confirmed: the password alone still signs in.
    expect((await signIn(ADMIN, '198.51.100.2')).statusCode).toBe(200);
  });

  it('refuses a wrong code, then turns two-factor on with the current one', async () => {
    const session = sessionCookie(await signIn(ADMIN, '198.51.100.3'));
    secret = (await post('/api/v1/auth/two-factor/enroll', session)).json().data.secret;

    const badFormat = await post('/api/v1/auth/two-factor/confirm', session, { code: '12ab' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().data).toEqual([
      { target_element: 'code', error_message: 'Please enter the 6-digit code from your authenticator app' },
    ]);
    const wrong = await post('/api/v1/auth/two-factor/confirm', session, { code: wrongCode(totpCode(secret, now)) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data).toEqual([{ target_element: 'code', error_message: TWO_FACTOR_CODE_WRONG }]);

    const confirmed = await post('/api/v1/auth/two-factor/confirm', session, { code: totpCode(secret, now) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ role: 'group', two_factor: 'on' });
    expect((await storedAdmin()).totpConfirmedAt).not.toBeNull();
    expect((await post('/api/v1/auth/two-factor/enroll', session)).statusCode).toBe(409);
  });
});

describe('sign-in with two-factor on', () => {
  it('answers that a code is needed after the right password, without a session', async () => {
    advanceSeconds(30);
    const res = await signIn(ADMIN, '198.51.100.4');
    expect(res.statusCode).toBe(401);
    expect(res.json().data).toEqual([{ target_element: 'code', error_message: TWO_FACTOR_CODE_NEEDED }]);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('does not tell a wrong password from a right one by the code', async () => {
    const res = await signIn({ ...ADMIN, password: 'Not-the-password-2026', code: totpCode(secret, now) }, '198.51.100.5');
    expect(res.statusCode).toBe(401);
    expect(res.json().data).toEqual([{ target_element: 'password', error_message: 'Invalid email or password' }]);
  });

  it('refuses a wrong code, and codes more than one step (30 seconds) before or after the app clock', async () => {
    const wrong = await signIn({ ...ADMIN, code: wrongCode(totpCode(secret, now)) }, '198.51.100.6');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().data).toEqual([{ target_element: 'code', error_message: TWO_FACTOR_CODE_WRONG }]);
    expect(sessionCookie(wrong)).toBeUndefined();
    const stale = await signIn({ ...ADMIN, code: totpCode(secret, new Date(now.getTime() - 60_000)) }, '198.51.100.6');
    expect(stale.statusCode).toBe(401);
    const early = await signIn({ ...ADMIN, code: totpCode(secret, new Date(now.getTime() + 60_000)) }, '198.51.100.6');
    expect(early.statusCode).toBe(401);
  });

  it('completes with the password and the current code, by the app clock', async () => {
    // The five refusals above (code needed, wrong password, wrong, stale and early codes) made the
    // account wait a minute (docs/decisions/0049); that minute passes.
    advanceSeconds(90);
    const res = await signIn({ ...ADMIN, code: totpCode(secret, now) }, '198.51.100.7');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'group', two_factor: 'on' });
    expect((await groupMembers(sessionCookie(res)!)).statusCode).toBe(200);
  });

  it('refuses a code that was used once, and an older one, within their 30 seconds', async () => {
    advanceSeconds(30);
    const code = totpCode(secret, now);
    expect((await signIn({ ...ADMIN, code }, '198.51.100.8')).statusCode).toBe(200);
    const again = await signIn({ ...ADMIN, code }, '198.51.100.8');
    expect(again.statusCode).toBe(401);
    expect(again.json().data).toEqual([{ target_element: 'code', error_message: TWO_FACTOR_CODE_WRONG }]);
    // The previous step's code is inside the drift window, but a later code was used: refused too.
    expect((await signIn({ ...ADMIN, code: totpCode(secret, new Date(now.getTime() - 30_000)) }, '198.51.100.8')).statusCode).toBe(401);
    advanceSeconds(30);
    expect((await signIn({ ...ADMIN, code: totpCode(secret, now) }, '198.51.100.8')).statusCode).toBe(200);
  });

  it("counts wrong codes toward the account's sign-in limit, from any address", async () => {
    advanceSeconds(30);
    for (let i = 0; i < 5; i += 1)
      expect((await signIn({ ...ADMIN, code: wrongCode(totpCode(secret, now)) }, `198.51.100.${20 + i}`)).statusCode).toBe(401);
    const limited = await signIn({ ...ADMIN, code: totpCode(secret, now) }, '198.51.100.30');
    expect(limited.statusCode).toBe(429);
  });

  it('answers a malformed code with a field error', async () => {
    const res = await signIn({ ...ADMIN, code: 'abcdef' }, '198.51.100.10');
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      { target_element: 'code', error_message: 'Please enter the 6-digit code from your authenticator app' },
    ]);
  });
});

/** A 6-digit code that is not `code`. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
