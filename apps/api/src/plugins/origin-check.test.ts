import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_STAFF } from '../db/seed/demo-ids';

/** State-changing requests from another origin are refused (docs/decisions/0044). */
let t: TestApp;
beforeAll(async () => {
  // shop.example: the name a TLS proxy forwards, answered as ALLOWED_HOSTS says (docs/decisions/0085).
  t = await createTestApp({ settings: { PUBLIC_URL: 'https://store.example', ALLOWED_HOSTS: 'shop.example' } });
});
afterAll(() => t.close());

const signIn = (headers: Record<string, string>) =>
  t.call({ method: 'POST', url: '/api/v1/auth/sign-in', payload: DEMO_STAFF.agent, headers: { host: 'localhost:3000', ...headers } });
const REFUSED = {
  status: 'error',
  data: [{ target_element: 'origin', error_message: 'Requests from another site are not allowed' }],
  message: 'Requests from another site are not allowed',
};

describe('Origin check', () => {
  it.each([['https://evil.example'], ['http://localhost:3001'], ['https://localhost:3000'], ['null'], ['not a url']])(
    'refuses a sign-in whose Origin is %s with 403 in the error envelope',
    async (origin) => {
      const res = await signIn({ origin });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(REFUSED);
      expect(res.cookies.find((c) => c.name.endsWith('bs_session'))).toBeUndefined();
    },
  );

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('refuses %s from another origin before anything else', async (method) => {
    const res = await t.call({ method, url: '/api/v1/auth/sign-out', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it('refuses a foreign write even without the client key (no hint that the key is missing)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
  });

  it('lets same-origin writes through: the Host the request was sent to, or PUBLIC_URL', async () => {
    expect((await signIn({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await signIn({ origin: 'https://store.example' })).statusCode).toBe(200);
    expect((await signIn({ origin: 'https://store.example:443' })).statusCode).toBe(200);
    // Behind the TLS proxy (TRUST_PROXY): the forwarded scheme and host.
    expect(
      (await signIn({ origin: 'https://shop.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' })).statusCode,
    ).toBe(200);
  });

  it('lets writes without an Origin through (server to server)', async () => {
    expect((await signIn({})).statusCode).toBe(200);
  });

  it('lets reads from another origin through (they change nothing)', async () => {
    const res = await t.call({ url: '/api/v1/auth/session', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});
