import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_AGENT_ID, DEMO_STAFF } from '../../db/seed/demo-ids';
import { PASSWORD_TOO_COMMON } from '../../lib/password-policy';
import { resetTwoFactor, setStaffPassword } from './staff-admin';
import { totpCode } from '../../lib/totp';

/** The administrator's commands on staff accounts (docs/decisions/0051): a new password, two-factor reset. */
const now = new Date('2026-03-02T15:00:10Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const REP = DEMO_STAFF.agent;
const signIn = (payload: Record<string, string>) => t.call({ method: 'POST', url: '/api/v1/auth/sign-in', payload });
const sessionOf = async (payload: Record<string, string>) => (await signIn(payload)).cookies.find((c) => c.name === 'bs_session')!.value;
const agentGroups = (bs_session: string) => t.call({ url: `/api/v1/get-agent-groups?agent_id=${DEMO_AGENT_ID}`, cookies: { bs_session } });

describe('setting a staff password', () => {
  it('refuses a common one and changes nothing', async () => {
    await expect(setStaffPassword(t.database.db, REP.email, 'Password1234!')).rejects.toMatchObject({
      errors: [{ target_element: 'password', error_message: PASSWORD_TOO_COMMON }],
    });
    expect((await signIn(REP)).statusCode).toBe(200);
  });

  it('sets a good one and ends the sessions signed in with the old one', async () => {
    const session = await sessionOf(REP);
    expect(await setStaffPassword(t.database.db, REP.email.toUpperCase(), 'Blue-Pine-Harbor-71')).toBe(true);
    expect((await agentGroups(session)).statusCode).toBe(401);
    expect((await signIn(REP)).statusCode).toBe(401);
    expect((await signIn({ email: REP.email, password: 'Blue-Pine-Harbor-71' })).statusCode).toBe(200);
  });

  it('answers false for an unknown e-mail', async () => {
    expect(await setStaffPassword(t.database.db, 'nobody@example.com', 'Blue-Pine-Harbor-71')).toBe(false);
  });
});

describe('resetting two-factor sign-in', () => {
  it('turns it off and ends the sessions, so the password alone signs in again', async () => {
    const admin = DEMO_STAFF.group;
    const session = await sessionOf(admin);
    const enroll = await t.call({ method: 'POST', url: '/api/v1/auth/two-factor/enroll', cookies: { bs_session: session } });
    const { secret } = enroll.json().data as { secret: string };
    await t.call({
      method: 'POST',
      url: '/api/v1/auth/two-factor/confirm',
      cookies: { bs_session: session },
      payload: { code: totpCode(secret, now) },
    });
    expect((await signIn(admin)).statusCode).toBe(401);

    expect(await resetTwoFactor(t.database.db, admin.email)).toBe(true);
    expect((await t.call({ url: '/api/v1/auth/session', cookies: { bs_session: session } })).json().data.session).toBeNull();
    const again = await signIn(admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ two_factor: 'off' });
  });
});
