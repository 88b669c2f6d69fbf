import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createEnrollmentFixture } from './fixtures';
import { ALL_CALLS, inputNames, keyOf } from './all-calls';
import { PERSONAL_CACHE, PUBLIC_CATALOG_READS, PUBLIC_READ_CACHE } from '../src/plugins/cache-control';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const calls = ALL_CALLS;

describe('Cache-Control on API answers (docs/decisions/0045)', () => {
  it('walks every call definition, each registered as a route', () => {
    expect(calls.length).toBeGreaterThan(120);
    for (const call of calls)
      expect(t.app.hasRoute({ method: call.method, url: call.path.replace(/\{(\w+)\}/g, ':$1') }), keyOf(call)).toBe(true);
  });

  it('answers no-store on every call but the public catalog reads, with or without the client key, held enrollment or not', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    for (const call of calls) {
      const url = call.path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'planId' ? '1' : enrollmentId));
      const query = `enrollment_id=${enrollmentId}`;
      const asked = [
        await t.call({
          method: call.method,
          url: `${url}?${query}`,
          cookies,
          ...(call.method === 'GET' ? {} : { payload: { enrollment_id: enrollmentId } }),
        }),
        await t.app.inject({ method: call.method, url }),
      ];
      const expected = PUBLIC_CATALOG_READS.has(keyOf(call)) ? PUBLIC_READ_CACHE : PERSONAL_CACHE;
      for (const res of asked) expect(res.headers['cache-control'], `${keyOf(call)} (${res.statusCode})`).toBe(expected);
    }
  });

  it('answers no-store on an enrollment read that succeeds', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const res = await t.call({ url: `/api/v1/get-form-fields-personal-info?enrollment_id=${enrollmentId}`, cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers no-store on staff member lists', async () => {
    const cookies = await t.signIn('agent');
    const res = await t.call({ url: '/api/v1/get-agent-members?agent_id=1', cookies });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers no-store on an unknown API path and on the local mailbox', async () => {
    expect((await t.call({ url: '/api/v1/no-such-call' })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' })).headers['cache-control']).toBe('no-store');
  });

  it('lets a public catalog read be kept, revalidated', async () => {
    const res = await t.call({ url: '/api/v1/get-states' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('counts as public only reads that name no enrollment, member, person or token', () => {
    const personal = /enrollment|member|user|token|device|email|phone|dob|ssn|zip|referral|temp|lead|message|^name$/i;
    for (const call of calls.filter((c) => PUBLIC_CATALOG_READS.has(keyOf(c)))) {
      expect(call.method, keyOf(call)).toBe('GET');
      expect(
        inputNames(call).filter((n) => personal.test(n)),
        keyOf(call),
      ).toEqual([]);
    }
    // Every listed read is a real call (a renamed path cannot leave a stale entry).
    expect(calls.filter((c) => PUBLIC_CATALOG_READS.has(keyOf(c)))).toHaveLength(PUBLIC_CATALOG_READS.size);
  });
});
