import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems } from '../src/db/schema';
import { createTestApp, type TestApp } from './test-app';
import { addCartItemFixture, createEnrollmentFixture } from './fixtures';
import { ALL_CALLS, keyOf } from './all-calls';
import type { LightMyRequestResponse } from 'fastify';
import { PERSONAL_CACHE, PUBLIC_CATALOG_READS, PUBLIC_READ_CACHE } from '../src/plugins/cache-control';

/**
 * The guards (client key, no-store, session end, overload) hold for the route the router chose,
 * however the path was spelled: the router decodes percent-encoded letters, so `/%61pi/v1/...`
 * reaches the same route as `/api/v1/...` (docs/decisions/0084).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `/api/...` with its first letter percent-encoded, as an attacker spells it to pass a guard that reads the raw path. */
const encodedFirstLetter = (path: string) => `/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`;

/** Other spellings of one path: encoded letters, encoded slashes, double encoding, case changes. */
const SPELLINGS = (path: string) => [
  encodedFirstLetter(path),
  path.replace(/[a-z]/g, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
  path.replace(/[a-z]/g, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`),
  path.replaceAll('/', '%2F'),
  path.replace('/v1/', '%2Fv1%2F'),
  path.replace('/a', '/%2561'),
  path.toUpperCase(),
  path.replace('/api/', '/Api/'),
];

const withoutKey = (url: string, cookies?: Record<string, string>) => t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });

/**
 * What a spelling may answer: the API's refusal or not-found, in the envelope and never stored, or
 * (a path the router decodes to no route, like the double-encoded `/%2561pi/...`) the store's page
 * answered 404, as for any path that is none of its pages (docs/decisions/0110).
 */
function expectNoCallAnswered(res: LightMyRequestResponse, url: string, caches = [PERSONAL_CACHE]) {
  if (String(res.headers['content-type']).startsWith('text/html')) {
    expect(res.statusCode, url).toBe(404);
    expect(res.body, url).toContain('<div id="root">');
    return;
  }
  expect([401, 404], url).toContain(res.statusCode);
  expect(res.json().status, url).toBe('error');
  expect(caches, url).toContain(res.headers['cache-control']);
}

describe('a path spelled another way', () => {
  it('needs the client key on every call, its first letter percent-encoded', async () => {
    for (const call of ALL_CALLS) {
      const path = call.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        name === 'planId' ? '1' : '00000000-0000-4000-8000-000000000000',
      );
      const res = await t.app.inject({ method: call.method, url: encodedFirstLetter(path) });
      expect(res.statusCode, keyOf(call)).toBe(401);
      expect(res.json().data, keyOf(call)).toEqual([{ target_element: 'authorization', error_message: 'Missing or invalid client key' }]);
      expect(res.headers['cache-control'], keyOf(call)).toBe(PUBLIC_CATALOG_READS.has(keyOf(call)) ? PUBLIC_READ_CACHE : PERSONAL_CACHE);
    }
  });

  it('answers a refusal, a not-found or the store page to any spelling without the key, never the call', async () => {
    for (const url of SPELLINGS('/api/v1/get-states')) {
      const res = await withoutKey(url);
      expect(res.body, url).not.toContain('Texas');
      // The catalog read's refusal may be kept like its answer (docs/decisions/0045).
      expectNoCallAnswered(res, url, [PUBLIC_READ_CACHE, PERSONAL_CACHE]);
    }
  });

  it("does not list a rep's members to the session cookie alone", async () => {
    const cookies = await t.signIn('agent');
    for (const url of SPELLINGS('/api/v1/get-agent-members')) {
      const res = await withoutKey(`${url}?agent_id=1`, cookies);
      expect(res.body, url).not.toContain('plan_info');
      expectNoCallAnswered(res, url);
    }
  });

  it("does not empty a shopper's cart from a cross-site link, which carries the cookies but no client key", async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const { planId, pricingOptionId } = await addCartItemFixture(t.database.db, enrollmentId, 'DN101');
    const query = `enrollment_id=${enrollmentId}&plan_id=${planId}&plan_pricing_id=${pricingOptionId}`;
    for (const url of SPELLINGS('/api/v1/remove-plan-from-cart')) {
      expectNoCallAnswered(await withoutKey(`${url}?${query}`, cookies), url);
    }
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.enrollmentId, enrollmentId))).toHaveLength(1);
  });

  it('opens no link (quote, direct continue) without the client key', async () => {
    for (const path of ['/api/v1/quote/0123456789abcdef0123456789abcdef', '/api/v1/direct-continue/00000000-0000-4000-8000-000000000000']) {
      for (const url of SPELLINGS(path)) {
        const res = await withoutKey(url);
        expectNoCallAnswered(res, url);
        expect(res.headers['set-cookie'], url).toBeUndefined();
      }
    }
  });
});
