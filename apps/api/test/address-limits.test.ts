/**
 * The per-address limits declared on routes (`config.addressLimit`, docs/decisions/0062) hold
 * across API processes: two apps on one database stand for two processes behind one proxy, and
 * one address's calls alternate between them, so a count kept in each process's memory would
 * allow twice the limit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from './test-app';
import {
  ACCESS_CODES_PER_ADDRESS,
  CHAT_PER_ADDRESS,
  CHECKS_PER_ADDRESS,
  DIRECT_CONTINUE_PER_ADDRESS,
  FILTERS_PER_ADDRESS,
  LEAD_INFORMATION_PER_ADDRESS,
  QUOTE_LINKS_PER_ADDRESS,
  SAVE_LATER_PER_ADDRESS,
  VERIFICATION_CODES_PER_ADDRESS,
} from '../src/modules/limits/limit-rules';
import type { WindowLimit } from '../src/modules/limits/abuse-limits';

const DAY_MS = 24 * 60 * 60_000;
/** A whole hour: every window (1 or 10 minutes) starts now, so each wait is the whole window. */
const BASE = Date.parse('2027-03-01T09:00:00Z');
const ENROLLMENT = '00000000-0000-4000-8000-000000000000';

let now = new Date(BASE);
let testNumber = 0;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ clock: () => now });
  b = await createTestApp({ clock: () => now, sameDatabaseAs: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});
// Each test a day after the last: every window has ended.
beforeEach(() => {
  now = new Date(BASE + ++testNumber * DAY_MS);
});

type Call = Pick<InjectOptions, 'method' | 'url' | 'payload'>;

/**
 * Every call with an address limit. The limit counts before the call is read, so a call the
 * handler would refuse (an unknown code, a body missing its fields) counts as well.
 */
const LIMITED: [string, WindowLimit, Call][] = [
  ['validate-agent', ACCESS_CODES_PER_ADDRESS, { method: 'GET', url: '/api/v1/validate-agent?agent_code=NOPE' }],
  ['add-filter-for-new-user', FILTERS_PER_ADDRESS, { method: 'POST', url: '/api/v1/add-filter-for-new-user', payload: {} }],
  ['direct-continue', DIRECT_CONTINUE_PER_ADDRESS, { method: 'GET', url: `/api/v1/direct-continue/${ENROLLMENT}` }],
  ['assist/add (chat)', CHAT_PER_ADDRESS, { method: 'POST', url: '/api/v1/assist/add', payload: {} }],
  ['get-lead-information', LEAD_INFORMATION_PER_ADDRESS, { method: 'GET', url: '/api/v1/get-lead-information' }],
  ['validate-member-email', CHECKS_PER_ADDRESS, { method: 'POST', url: '/api/v1/validate-member-email', payload: {} }],
  ['quote link', QUOTE_LINKS_PER_ADDRESS, { method: 'GET', url: '/api/v1/quote/not-a-token' }],
  ['save-enrollment', SAVE_LATER_PER_ADDRESS, { method: 'POST', url: '/api/v1/save-enrollment', payload: {} }],
  [
    'send-agreement-verification-code',
    VERIFICATION_CODES_PER_ADDRESS,
    { method: 'POST', url: '/api/v1/send-agreement-verification-code', payload: {} },
  ],
];

let lastAddress = 0;
const nextAddress = () => `10.62.0.${++lastAddress}`;
const callFrom = (app: TestApp, call: Call, address: string) => app.call({ ...call, headers: { 'x-forwarded-for': address } });
/** The two processes take turns. */
const turn = (i: number) => (i % 2 === 0 ? a : b);

describe('per-address limits, counted by every process together', () => {
  it.each(LIMITED)('%s: the limit is reached with calls spread over two processes', async (_name, limit, call) => {
    const address = nextAddress();
    for (let i = 0; i < limit.max; i += 1) expect((await callFrom(turn(i), call, address)).statusCode).not.toBe(429);
    for (const app of [a, b]) {
      const refused = await callFrom(app, call, address);
      const message = 'Too many requests, please try again later';
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(limit.windowMs / 1000));
      expect(refused.json()).toEqual({ status: 'error', data: [{ target_element: 'request', error_message: message }], message });
    }
    // Another shopper behind the same proxy is not held up, and the window's end opens it again.
    expect((await callFrom(b, call, nextAddress())).statusCode).not.toBe(429);
    now = new Date(now.getTime() + limit.windowMs);
    expect((await callFrom(a, call, address)).statusCode).not.toBe(429);
  });

  it('counts each call on its own, as the in-process counters did', async () => {
    const address = nextAddress();
    const filter = LIMITED[1]![2];
    for (let i = 0; i < FILTERS_PER_ADDRESS.max; i += 1) await callFrom(turn(i), filter, address);
    expect((await callFrom(a, filter, address)).statusCode).toBe(429);
    const memberFilter = { method: 'POST' as const, url: '/api/v1/add-filter-for-member', payload: {} };
    expect((await callFrom(b, memberFilter, address)).statusCode).not.toBe(429);
  });

  it('lets exactly the limit through a burst on both processes at once', async () => {
    const address = nextAddress();
    const call = LIMITED[0]![2];
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => callFrom(turn(i), call, address)));
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - ACCESS_CODES_PER_ADDRESS.max);
  });
});
