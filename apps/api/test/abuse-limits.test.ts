/**
 * The abuse limits (docs/decisions/0049, docs/security.md "Abuse limits"), through the real app:
 * two apps on one database stand for two API processes, and every limit is reached with calls
 * taking turns between them, so a count kept in one process's memory would never refuse.
 */
import { lt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTINUE_CODE_ALPHABET } from '@benefit-store/domain';
import { createTestApp, type TestApp } from './test-app';
import { addCartItemFixture, createEnrollmentFixture } from './fixtures';
import { browser } from './responses';
import { abuseCounters } from '../src/db/schema';
import { outboxMail } from './outbox-mail';
import { DEMO_STAFF } from '../src/db/seed/demo-ids';
import { createDataCipher } from '../src/lib/data-cipher';
import { saveEnrollmentTab } from '../src/modules/enrollment/index';
import type { InjectOptions } from 'fastify';
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
  type WindowLimit,
} from '../src/modules/limits/index';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** An hour's start, so each window starts now and its wait is whole. */
const BASE = Date.parse('2027-01-04T15:00:00Z');

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
// Each test two days after the last: every window and every memory of failures has ended.
beforeEach(() => {
  now = new Date(BASE + ++testNumber * 2 * DAY_MS);
});
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
/** The two processes take turns. */
const turn = (i: number) => (i % 2 === 0 ? a : b);

let lastAddress = 0;
const nextAddress = () => `10.9.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

type Res = Awaited<ReturnType<TestApp['call']>>;
function expectRefused(res: Res, target: string, message: string, retryAfterSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(res.json()).toEqual({ status: 'error', data: [{ target_element: target, error_message: message }], message });
}

const WRONG_CODE = { code: 'ABCD2345', email: 'nobody@example.com' };
const continueWith = (app: TestApp, remoteAddress: string, payload: object = WRONG_CODE) =>
  app.call({ method: 'POST', url: '/api/v1/continue-enrollment', payload, cookies: browser(), remoteAddress });

const signInWith = (app: TestApp, email: string, password: string, address = nextAddress()) =>
  app.call({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password }, headers: { 'x-forwarded-for': address } });

type Fixture = Awaited<ReturnType<typeof createEnrollmentFixture>>;
const saveLater = (app: TestApp, fixture: Fixture, email: string) =>
  app.call({
    method: 'POST',
    url: '/api/v1/save-enrollment',
    payload: { enrollment_id: fixture.enrollmentId, email, tab: 'health_info' },
    cookies: fixture.cookies,
    remoteAddress: nextAddress(),
  });

const mailCountTo = async (address: string) => (await outboxMail(a, { to: address })).length;

describe('continue codes', () => {
  it('takes 10 tries in 10 minutes from one client address, counted by both processes together', async () => {
    const address = '203.0.113.10';
    for (let i = 0; i < 10; i++) expect((await continueWith(turn(i), address)).statusCode).toBe(400);
    expectRefused(
      await continueWith(a, address),
      'code',
      'Too many codes were tried from your network. Please wait 10 minutes and try again.',
      600,
    );
    expect((await continueWith(b, '203.0.113.11')).statusCode).toBe(400);
    later(10 * MINUTE_MS);
    expect((await continueWith(b, address)).statusCode).toBe(400);
  });

  it('counts a burst from both processes at once exactly (one statement adds each try)', async () => {
    const address = '203.0.113.12';
    const burst = await Promise.all(Array.from({ length: 16 }, (_, i) => continueWith(turn(i), address)));
    expect(burst.map((res) => res.statusCode).sort()).toEqual([...Array<number>(10).fill(400), ...Array<number>(6).fill(429)]);
  });

  it('ends a code after 5 wrong tries for its enrollment, whichever process counts them', async () => {
    const fixture = await createEnrollmentFixture(a.database.db);
    const email = 'continue.limit@example.com';
    expect((await saveLater(a, fixture, email)).statusCode).toBe(200);
    const [mail] = await outboxMail(a, { to: email });
    const code = /Your enrollment code: ([A-Z0-9]{8})/.exec(mail!.text)![1]!;
    for (let i = 0; i < 5; i++) {
      expect((await continueWith(turn(i), nextAddress(), { code, email: 'someone.else@example.com' })).statusCode).toBe(400);
    }
    const locked = await continueWith(b, nextAddress(), { code, email });
    expect(locked.statusCode).toBe(410);
    expect(locked.json().message).toBe(
      'This code no longer works after too many wrong tries. Please save your enrollment again to get a new code.',
    );
  });

  it('refuses 300 guesses from 30 rotated addresses past the store-wide ceiling, while the right code with its address still resumes', async () => {
    const fixture = await createEnrollmentFixture(a.database.db);
    const email = 'ceiling.owner@example.com';
    expect((await saveLater(a, fixture, email)).statusCode).toBe(200);
    const [mail] = await outboxMail(a, { to: email });
    const code = /Your enrollment code: ([A-Z0-9]{8})/.exec(mail!.text)![1]!;
    const token = /\/direct-continue\/([A-Za-z0-9_-]{43})\//.exec(mail!.text)![1]!;
    const guess = (i: number) =>
      Array.from({ length: 8 }, (_, k) => CONTINUE_CODE_ALPHABET[(i * 7 + k * 11 + (i >> k)) % CONTINUE_CODE_ALPHABET.length]).join('');
    const ceiling = 'Too many wrong codes were tried on this store. Please wait 1 hour and try again, or use the link in your e-mail.';

    // 30 addresses, 10 tries each (each address within its own limit), the two processes taking turns.
    const answers: Res[] = [];
    for (let i = 0; i < 300; i++) {
      answers.push(await continueWith(turn(i), `198.51.100.${(i % 30) + 1}`, { code: guess(i), email: `shopper.${i}@example.com` }));
    }
    expect(answers.slice(0, 100).every((res) => res.statusCode === 400)).toBe(true);
    for (const res of answers.slice(100)) expectRefused(res, 'code', ceiling, 3600);

    // The owner is let in by the right code with its address, on either process.
    const owner = await continueWith(b, nextAddress(), { code, email });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.result.enrollment_id).toBe(fixture.enrollmentId);

    // Guessing at the owner's address: 5 wrong tries are checked (and refused alike), then its tries are not
    // checked until the hour ends; the e-mailed link still opens the enrollment.
    for (let i = 0; i < 5; i++)
      expectRefused(await continueWith(turn(i), nextAddress(), { code: guess(1000 + i), email }), 'code', ceiling, 3600);
    expectRefused(await continueWith(a, nextAddress(), { code, email }), 'code', ceiling, 3600);
    const link = await a.call({ url: `/api/v1/direct-continue/${token}`, cookies: browser(), remoteAddress: nextAddress() });
    expect(link.statusCode).toBe(200);

    later(HOUR_MS);
    expect((await continueWith(a, nextAddress(), { code: guess(2000), email: 'shopper.x@example.com' })).statusCode).toBe(400);
    expect((await continueWith(b, nextAddress(), { code, email })).statusCode).toBe(200);
  });
});

describe('sign-in', () => {
  it('makes an account wait 1, then 2 minutes after 5 failures in a row, from any address and process; a success resets', async () => {
    const { email, password } = DEMO_STAFF.group;
    const refusal = (wait: string) => `Too many failed sign-ins for this account. Please wait ${wait} and try again.`;
    for (let i = 0; i < 5; i++) expect((await signInWith(turn(i), email, 'wrong-password')).statusCode).toBe(401);
    // Refused before the password is checked: the right one does not get in either.
    expectRefused(await signInWith(b, email.toUpperCase(), password), 'email', refusal('1 minute'), 60);

    later(MINUTE_MS);
    expect((await signInWith(a, email, 'wrong-password')).statusCode).toBe(401);
    expectRefused(await signInWith(b, email, password), 'email', refusal('2 minutes'), 120);
    later(90_000);
    expectRefused(await signInWith(a, email, password), 'email', refusal('1 minute'), 30);

    later(30_000);
    expect((await signInWith(b, email, password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signInWith(turn(i), email, 'wrong-password')).statusCode).toBe(401);
    expectRefused(await signInWith(a, email, password), 'email', refusal('1 minute'), 60);
  });

  it('makes an unknown account wait the same way, so waiting tells nothing about which accounts exist', async () => {
    const email = 'no.such.rep@example.com';
    for (let i = 0; i < 5; i++) expect((await signInWith(turn(i), email, 'guess')).statusCode).toBe(401);
    expectRefused(
      await signInWith(a, email, 'guess'),
      'email',
      'Too many failed sign-ins for this account. Please wait 1 minute and try again.',
      60,
    );
  });

  it('takes 10 attempts in 5 minutes from one client address, whatever the account', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < 10; i++) expect((await signInWith(turn(i), `guess.${i}@example.com`, 'guess', address)).statusCode).toBe(401);
    const refused = await signInWith(a, DEMO_STAFF.agent.email, DEMO_STAFF.agent.password, address);
    expectRefused(refused, 'email', 'Too many sign-in attempts from your network. Please wait 5 minutes and try again.', 300);
    later(5 * MINUTE_MS);
    expect((await signInWith(b, DEMO_STAFF.agent.email, DEMO_STAFF.agent.password, address)).statusCode).toBe(200);
  });
});

describe('e-mails', () => {
  it('sends 5 save-later e-mails an hour for one enrollment; a refused one is not sent', async () => {
    const fixture = await createEnrollmentFixture(a.database.db);
    for (let i = 0; i < 5; i++) expect((await saveLater(turn(i), fixture, `saver.${testNumber}.${i}@example.com`)).statusCode).toBe(200);
    const sixth = `saver.${testNumber}.5@example.com`;
    expectRefused(
      await saveLater(b, fixture, sixth),
      'enrollment_id',
      'This enrollment was e-mailed too many times this hour. Please wait 1 hour and try again.',
      3600,
    );
    expect(await mailCountTo(sixth)).toBe(0);
    later(HOUR_MS);
    expect((await saveLater(a, fixture, sixth)).statusCode).toBe(200);
  });

  it('sends one address 10 e-mails an hour of any kind (save-later, quote, verification code), whatever its case', async () => {
    const recipient = `Often.Mailed.${testNumber}@example.com`;
    const refusal = 'Too many e-mails were sent to this address. Please wait 1 hour and try again.';
    // Two enrollments, each within its own limit of 5.
    const savers = [await createEnrollmentFixture(a.database.db), await createEnrollmentFixture(a.database.db)];
    for (let i = 0; i < 10; i++) {
      const address = i % 2 === 0 ? recipient : recipient.toUpperCase();
      expect((await saveLater(turn(i), savers[Math.floor(i / 5)]!, address)).statusCode).toBe(200);
    }

    const quote = await quoteTo(b, recipient.toLowerCase());
    expectRefused(quote, 'email', refusal, 3600);
    const code = await verificationCodeTo(a, recipient);
    expectRefused(code, 'verification_code', refusal, 3600);
    expect(await mailCountTo(recipient)).toBe(10);

    later(HOUR_MS);
    expect((await quoteTo(b, recipient)).statusCode).toBe(200);
    expect((await verificationCodeTo(a, recipient)).statusCode).toBe(200);
  });

  it('sends 5 verification codes an hour for one enrollment', async () => {
    const fixture = await createEnrollmentFixture(a.database.db, { eprocess: 'rep' });
    await withContactEmail(fixture, `applicant.${testNumber}@example.com`);
    const send = (app: TestApp) =>
      app.call({
        method: 'POST',
        url: '/api/v1/send-agreement-verification-code',
        payload: { enrollment_id: fixture.enrollmentId },
        cookies: fixture.cookies,
        headers: { 'x-forwarded-for': nextAddress() },
      });
    for (let i = 0; i < 5; i++) expect((await send(turn(i))).statusCode).toBe(200);
    expectRefused(
      await send(b),
      'verification_code',
      'Too many codes were sent for this enrollment. Please wait 1 hour and send a new one.',
      3600,
    );
    later(HOUR_MS);
    expect((await send(a)).statusCode).toBe(200);
  });
});

describe('the counters', () => {
  it('hold no address, account or e-mail in the clear, and ended windows are pruned', async () => {
    await continueWith(a, '198.18.7.7');
    await signInWith(b, 'private.person@example.com', 'guess', '198.18.7.8');
    const keys = (await a.database.db.select({ key: abuseCounters.key }).from(abuseCounters)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^[a-z-]+:[a-z-]+:[0-9a-f]{64}$/);
    expect(keys.join(' ')).not.toMatch(/198\.18|private\.person|example\.com/);

    later(2 * DAY_MS);
    await continueWith(b, '198.18.7.7');
    expect(await a.database.db.select().from(abuseCounters).where(lt(abuseCounters.expiresAt, now))).toEqual([]);
  });
});

async function withContactEmail(fixture: Fixture, email: string) {
  const cipher = createDataCipher(a.env.dataKeys);
  const contact = { address1: '1200 Elm St', city: 'Dallas', state: 'TX', zip: '75201', phone_number: '2145550100', email_address: email };
  await saveEnrollmentTab(a.database.db, cipher, { enrollmentId: fixture.enrollmentId, tab: 'contact_info', data: contact, asOf: now });
}

/** A rep's quote of a one-plan cart to `email`, signed in at this moment. */
async function quoteTo(app: TestApp, email: string) {
  const fixture = await createEnrollmentFixture(a.database.db, { eprocess: 'rep' });
  await addCartItemFixture(a.database.db, fixture.enrollmentId, 'DN101');
  const session = await app.signIn('agent');
  return app.call({
    method: 'POST',
    url: '/api/v1/save-enrollment',
    payload: { enrollment_id: fixture.enrollmentId, email, name: 'Maria', tab: 'cart_info' },
    cookies: { ...fixture.cookies, ...session },
    remoteAddress: nextAddress(),
  });
}

/** An agreement verification code to `email`, the contact step's address of a fresh rep enrollment. */
async function verificationCodeTo(app: TestApp, email: string) {
  const fixture = await createEnrollmentFixture(a.database.db, { eprocess: 'rep' });
  await withContactEmail(fixture, email);
  return app.call({
    method: 'POST',
    url: '/api/v1/send-agreement-verification-code',
    payload: { enrollment_id: fixture.enrollmentId },
    cookies: fixture.cookies,
    headers: { 'x-forwarded-for': nextAddress() },
  });
}

const SOME_ENROLLMENT = '00000000-0000-4000-8000-000000000000';
type Call = Pick<InjectOptions, 'method' | 'url' | 'payload'>;

/**
 * Every call with an address limit. The limit counts before the call is read, so a call the
 * handler would refuse (an unknown code, a body missing its fields) counts as well.
 */
const LIMITED: [string, WindowLimit, Call][] = [
  ['validate-agent', ACCESS_CODES_PER_ADDRESS, { method: 'GET', url: '/api/v1/validate-agent?agent_code=NOPE' }],
  ['add-filter-for-new-user', FILTERS_PER_ADDRESS, { method: 'POST', url: '/api/v1/add-filter-for-new-user', payload: {} }],
  ['direct-continue', DIRECT_CONTINUE_PER_ADDRESS, { method: 'GET', url: `/api/v1/direct-continue/${SOME_ENROLLMENT}` }],
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

const callFrom = (app: TestApp, call: Call, address: string) => app.call({ ...call, headers: { 'x-forwarded-for': address } });

/*
 * The per-address flood brakes declared on routes (`config.addressLimit`, docs/decisions/0062):
 * they were counters in each process's memory; now both processes count one address together.
 */
describe('per-address limits on routes, counted by every process together', () => {
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
    later(limit.windowMs);
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
