import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, members } from '../../db/schema';
import { DEMO_MEMBER_ID } from '../../db/seed/demo-ids';
import { createDataCipher } from '../../lib/data-cipher';
import { openMemberContact } from '../../lib/member-contact';
import { offlineEmailVerifier, type EmailVerifier } from '../../providers/email-verifier';
import { createEnrollmentFixture } from '../../../test/fixtures';
import { browser } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CHECKS_PER_ADDRESS } from '../limits/index';
import { NO_ZIP_NEARBY } from './checks.service';

/** A paid e-mail service's stand-in in the adapter slot: it knows one domain whose mailboxes do not exist. */
const UNDELIVERABLE_DOMAIN = 'no-mailbox.example.com';
const mailboxChecking: EmailVerifier = {
  verify: (email) => (email.endsWith(`@${UNDELIVERABLE_DOMAIN}`) ? Promise.resolve('undeliverable') : offlineEmailVerifier.verify(email)),
};

let t: TestApp;
let memberEmail: string;
beforeAll(async () => {
  t = await createTestApp({ checks: { email: mailboxChecking } });
  const [member] = await t.database.db.select().from(members).where(eq(members.id, DEMO_MEMBER_ID));
  memberEmail = openMemberContact(createDataCipher(t.env.dataKeys), member!).email;
});
afterAll(() => t.close());

/** Each case from its own client address, so the rate limit (tested on its own) never interferes. */
let callerNumber = 0;
const caller = () => ({ 'x-forwarded-for': `203.0.113.${(callerNumber += 1) % 250}` });

const phoneCheck = (phone?: string) =>
  t.call({ url: '/api/v1/validate-phone-numverify', query: phone === undefined ? {} : { phone }, headers: caller() });
const emailCheck = (payload: object) => t.call({ method: 'POST', url: '/api/v1/validate-email-neverbounce', payload, headers: caller() });
const memberEmailCheck = (payload: object, cookies?: Record<string, string>) =>
  t.call({ method: 'POST', url: '/api/v1/validate-member-email', payload, headers: caller(), ...(cookies ? { cookies } : {}) });
const bankLookup = (q?: string) =>
  t.call({ url: '/api/v3/routing-number-bank-lookup', query: q === undefined ? {} : { q }, headers: caller() });

/** The error answer of the e-mail and phone checks: envelope field error plus the signup-style lists (spec 001 §8). */
const signupError = (field: 'email' | 'phone', message: string) => ({
  status: 'error',
  data: [{ target_element: field, error_message: message }],
  message,
  errors: { email: field === 'email' ? [message] : [], phone: field === 'phone' ? [message] : [] },
});

describe('GET /api/v1/validate-phone-numverify', () => {
  it.each(['(212) 555-0123', '212-555-0123', '+1 212 555 0123', '2125550123'])('accepts the US number %s in its formats', async (phone) => {
    const res = await phoneCheck(phone);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        valid: true,
        number: '12125550123',
        local_format: '2125550123',
        international_format: '+12125550123',
        country_prefix: '+1',
        country_code: 'US',
      },
    });
  });

  it.each([
    ['555-0123', 'seven digits'],
    ['0125550123', 'an area code starting with 0'],
    ['+44 20 7946 0958', 'a UK number'],
    ['phone', 'letters'],
    ['', 'nothing'],
  ])("refuses %s (%s) with 'Invalid phone number' under phone", async (phone) => {
    const res = await phoneCheck(phone);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(signupError('phone', 'Invalid phone number'));
  });

  it('refuses a call without a phone under phone, not with a 500', async () => {
    const res = await phoneCheck();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', data: [{ target_element: 'phone', error_message: 'Invalid phone number' }] });
  });
});

describe('POST /api/v1/validate-email-neverbounce', () => {
  it('accepts a well-formed address at a permanent domain', async () => {
    const res = await emailCheck({ email: ' jane.doe@gmail.com ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { valid: true } });
  });

  it.each(['jane.doe@', 'jane.doe', 'jane doe@gmail.com', '@gmail.com', ''])(
    "refuses the malformed %j with the specification's 'Email is not in correct format'",
    async (email) => {
      const res = await emailCheck({ email });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(signupError('email', 'Email is not in correct format'));
    },
  );

  it.each(['jane@mailinator.com', 'JANE@YOPMAIL.COM', 'jane@inbox.guerrillamail.com'])(
    'refuses the disposable address %s',
    async (email) => {
      const res = await emailCheck({ email });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(signupError('email', 'Please use a permanent email address, not a disposable one'));
    },
  );

  it('refuses a call without an e-mail under email', async () => {
    const res = await emailCheck({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      data: [{ target_element: 'email', error_message: 'Email is not in correct format' }],
    });
  });

  it("answers with the provider in the app context: a paid service's undeliverable verdict is refused", async () => {
    const res = await emailCheck({ email: `jane@${UNDELIVERABLE_DOMAIN}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(signupError('email', 'This email address cannot receive mail'));
  });
});

describe('POST /api/v1/validate-member-email', () => {
  it('accepts an address no member has', async () => {
    const res = await memberEmailCheck({ email: 'new.applicant@mail.example' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { valid: true } });
  });

  it("refuses a member's address, whatever its case, with 'Email Already Exists.' under email", async () => {
    for (const email of [memberEmail, ` ${memberEmail.toUpperCase()} `]) {
      const res = await memberEmailCheck({ email });
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toEqual(signupError('email', 'Email Already Exists.'));
    }
  });

  it('refuses a malformed address with the format message', async () => {
    const res = await memberEmailCheck({ email: 'emily.carter@' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(signupError('email', 'Email is not in correct format'));
  });

  it("lets an existing member's own enrollment keep the member's address, and no one else's", async () => {
    const own = await createEnrollmentFixture(t.database.db);
    await t.database.db.update(enrollments).set({ memberId: DEMO_MEMBER_ID }).where(eq(enrollments.id, own.enrollmentId));
    const ownRes = await memberEmailCheck({ email: memberEmail, enrollment_id: own.enrollmentId }, own.cookies);
    expect(ownRes.statusCode, ownRes.body).toBe(200);

    const other = await createEnrollmentFixture(t.database.db);
    const otherRes = await memberEmailCheck({ email: memberEmail, enrollment_id: other.enrollmentId }, other.cookies);
    expect(otherRes.statusCode).toBe(409);
    expect(otherRes.json()).toEqual(signupError('email', 'Email Already Exists.'));
  });

  it('answers 404 for an enrollment the browser does not hold', async () => {
    const own = await createEnrollmentFixture(t.database.db);
    const res = await memberEmailCheck({ email: memberEmail, enrollment_id: own.enrollmentId }, browser());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', data: [{ target_element: 'enrollment_id' }] });
  });

  it('limits how often one client address may ask', async () => {
    const headers = { 'x-forwarded-for': '198.18.0.7' };
    const ask = () => t.call({ method: 'POST', url: '/api/v1/validate-member-email', payload: { email: 'someone@mail.example' }, headers });
    for (let i = 0; i < CHECKS_PER_ADDRESS.max; i += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'error' });
  });
});

describe('GET /api/v3/routing-number-bank-lookup', () => {
  it("answers a listed bank's name, upper-cased", async () => {
    const res = await bankLookup('021000021');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { name: 'JPMORGAN CHASE BANK, N.A.' } });
  });

  it('answers an empty name for a valid routing number the directory does not list', async () => {
    const res = await bankLookup('011000015');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { name: '' } });
  });

  it('refuses a number that fails the ABA checksum under routing_number, with the message', async () => {
    const res = await bankLookup('021000022');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      data: [{ target_element: 'routing_number', error_message: 'Invalid routing number' }],
      message: 'Invalid routing number',
    });
  });

  it.each(['12345', '0210000210', 'abcdefghi', ''])('refuses %j, which is not 9 digits', async (q) => {
    const res = await bankLookup(q);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      data: [{ target_element: 'routing_number', error_message: 'Routing number must be 9 digits' }],
      message: 'Routing number must be 9 digits',
    });
  });

  it('refuses a call without q, not with a 500', async () => {
    const res = await bankLookup();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', data: [{ target_element: 'q' }] });
  });

  it('needs the client key like every /api call', async () => {
    const res = await t.app.inject({ url: '/api/v3/routing-number-bank-lookup?q=021000021' });
    expect(res.statusCode).toBe(401);
  });

  it('is in the OpenAPI document under its /api/v3 path', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v3/routing-number-bank-lookup', '/api/v1/validate-member-email']));
  });
});

describe('GET /api/v1/nearest-zip-code', () => {
  const nearest = (query: Record<string, string>) => t.call({ url: '/api/v1/nearest-zip-code', query, headers: caller() });

  it.each([
    // Positions at the centres of a Chicago and a Dallas zip in the zip database.
    [
      { latitude: '41.8858', longitude: '-87.6181' },
      { zip: '60601', city: 'Chicago', state: 'IL' },
    ],
    [
      { latitude: '32.7904', longitude: '-96.8044' },
      { zip: '75201', city: 'Dallas', state: 'TX' },
    ],
  ])('answers the zip nearest to %j', async (query, place) => {
    const res = await nearest(query);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: { zip: string; miles: number } }>().data;
    expect(data).toMatchObject(place);
    expect(data.miles).toBeLessThan(2);
  });

  it('answers 404 under zip for a position far from any US zip (mid-Atlantic)', async () => {
    const res = await nearest({ latitude: '30', longitude: '-40' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', data: [{ target_element: 'zip', error_message: NO_ZIP_NEARBY }] });
  });

  it.each([
    [{ latitude: '91', longitude: '0' }, 'latitude'],
    [{ latitude: '40', longitude: 'east' }, 'longitude'],
    [{ longitude: '-87' }, 'latitude'],
  ])('refuses %j under %s', async (query, target) => {
    const res = await nearest(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', data: [{ target_element: target }] });
  });
});
