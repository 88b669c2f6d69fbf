import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SaveLaterTabSchema, type SaveLaterTab } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEnrollmentFixture } from '../../../test/fixtures';
import { browser, errorOf } from '../../../test/responses';
import { continueCodes, enrollments } from '../../db/schema';
import { outboxMail } from '../../../test/outbox-mail';
import { DEMO_ACME_PORTAL_ID, DEMO_GROUP_IDS } from '../../db/seed/demo-ids';
import { createDataCipher, hashToken, sealedAt } from '../../lib/data-cipher';
import { addressHash } from '../../lib/enrollment-contact';

const DAY_MS = 86_400_000;
const SAVED = 'Information Saved!!! Check your email to continue';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** "Now" as the app sees it: real time unless a test moves it. */
let now = new Date();
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ clock: () => now, logDestination });
});
afterAll(() => t.close());
beforeEach(() => {
  now = new Date();
});

/** Each call comes from its own client address unless told (the calls are rate-limited per address). */
let lastAddress = 0;
const nextAddress = () => `10.2.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;
let lastEmail = 0;
const nextEmail = () => `saver.${++lastEmail}@example.com`;

type Cookies = Record<string, string>;
const saveLater = (payload: object, cookies: Cookies, remoteAddress = nextAddress()) =>
  t.call({ method: 'POST', url: '/api/v1/save-enrollment', payload, cookies, remoteAddress });
const continueWith = (payload: object, cookies: Cookies = browser(), remoteAddress = nextAddress()) =>
  t.call({ method: 'POST', url: '/api/v1/continue-enrollment', payload, cookies, remoteAddress });
const openLink = (part: string, cookies: Cookies = browser()) =>
  t.call({ url: `/api/v1/direct-continue/${part}`, cookies, remoteAddress: nextAddress() });
/** A step call: 200 for a browser that holds the enrollment, 404 for any other. */
const stepCall = (enrollmentId: string, cookies: Cookies) =>
  t.call({ url: `/api/v1/get-cart-count?enrollment_id=${enrollmentId}`, cookies });

const mailTo = (address: string) => outboxMail(t, { to: address });
const enrollmentRow = async (id: string) => (await t.database.db.select().from(enrollments).where(eq(enrollments.id, id)))[0]!;
const grantsOf = (enrollmentId: string) => t.database.db.select().from(continueCodes).where(eq(continueCodes.enrollmentId, enrollmentId));
const complete = (enrollmentId: string) =>
  t.database.db.update(enrollments).set({ status: 'completed' }).where(eq(enrollments.id, enrollmentId));

const codeIn = (text: string) => /Your enrollment code: ([A-Z0-9]{8})/.exec(text)?.[1];
const linkIn = (text: string) => /\/direct-continue\/([A-Za-z0-9_-]{43})\/([A-Za-z0-9_-]+)/.exec(text);

type FixtureOptions = Parameters<typeof createEnrollmentFixture>[1];
/** An enrollment saved for later at `tab` by its owner's browser, with the code and link it was sent. */
async function savedEnrollment(tab: SaveLaterTab = 'health_info', options: FixtureOptions = {}) {
  const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, options);
  const email = nextEmail();
  const res = await saveLater({ enrollment_id: enrollmentId, email, tab }, cookies);
  expect(res.statusCode).toBe(200);
  const sent = await sentTo(email);
  return { enrollmentId, owner: cookies, email, ...sent };
}

/** The latest code and link sent to an address. */
async function sentTo(email: string) {
  const mail = (await mailTo(email)).at(-1)!;
  return { mail, code: codeIn(mail.text)!, token: linkIn(mail.text)![1]!, tabPart: linkIn(mail.text)![2]! };
}

describe('save-enrollment: save and continue later (every wizard tab)', () => {
  it.each(SaveLaterTabSchema.options)(
    'saves %s: records the tab, e-mails a code and a one-time link, keeps only their hashes',
    async (tab) => {
      const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
      const email = nextEmail();
      const res = await saveLater({ enrollment_id: enrollmentId, email, tab, data: {} }, cookies);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', data: { message: SAVED } });

      const saved = await enrollmentRow(enrollmentId);
      expect(saved).toMatchObject({ savedTab: tab });
      // The address is kept sealed, the code's copy as a keyed hash only (docs/decisions/0095).
      const cipher = createDataCipher(t.env.dataKeys);
      expect(saved.emailEnc).not.toContain(email);
      expect(cipher.decrypt(saved.emailEnc!, sealedAt('enrollments:email_enc', enrollmentId))).toBe(email);
      const mails = await mailTo(email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail).toMatchObject({ kind: 'continue_code', status: 'pending' });
      const code = codeIn(mail.text)!;
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
      const [, token, tabPart] = linkIn(mail.text)!;
      expect(Buffer.from(tabPart!, 'base64url').toString()).toBe(tab);
      const link = `http://localhost:3000/direct-continue/${token}/${tabPart}`;
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(code);
        expect(part).toContain(link);
      }
      expect(mail.html).toContain(`<a href="${link}"`);

      const [grant] = await grantsOf(enrollmentId);
      expect(grant).toMatchObject({
        codeHash: createDataCipher(t.env.dataKeys).keyedHash(code),
        linkTokenHash: hashToken(token!),
        emailHash: addressHash(cipher, email),
        failedAttempts: 0,
        replacedAt: null,
        linkUsedAt: null,
        expiresAt: new Date(now.getTime() + 30 * DAY_MS),
        linkExpiresAt: new Date(now.getTime() + 7 * DAY_MS),
      });
      expect(grant!.codeHash).not.toBe(hashToken(code));
      expect(JSON.stringify(grant)).not.toContain(code);
      expect(JSON.stringify(grant)).not.toContain(token);
    },
  );

  it("carries the enrollment's branding: the rep's, or the group's for a group process", async () => {
    const rep = await savedEnrollment('contact_info');
    expect(rep.mail.subject).toBe('Your code to continue your enrollment with John Smith Benefits Group');
    expect(rep.mail.html).toContain('Contact Information');
    const group = await savedEnrollment('contact_info', { eprocess: 'group', groupId: DEMO_GROUP_IDS.acme, portalId: DEMO_ACME_PORTAL_ID });
    expect(group.mail.subject).toMatch(/Acme/);
  });

  it('does not store the form values it is given (a step is written only by its own save)', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const data = { first_name: 'Maria', last_name: 'Lopez', birthdate: '04/12/1985', gender: '1', ssn: '123456789' };
    expect((await saveLater({ enrollment_id: enrollmentId, email: nextEmail(), tab: 'primary_info', data }, cookies)).statusCode).toBe(200);
    expect((await enrollmentRow(enrollmentId)).primaryInfoEnc).toBeNull();
  });

  it.each([
    ['no e-mail', { email: undefined }, 'email', 'Enter valid email address'],
    ['a blank e-mail', { email: '  ' }, 'email', 'Enter valid email address'],
    ['a malformed e-mail', { email: 'maria@' }, 'email', 'Enter valid email address'],
    ['a tab that is not a saved-tab value', { tab: 'billing_info' }, 'tab', 'Unsupported tab'],
    ['a malformed enrollment id', { enrollment_id: 'abc' }, 'enrollment_id', 'Invalid enrollment id'],
  ])('refuses %s and sends nothing', async (_name, change, target, message) => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const email = nextEmail();
    const res = await saveLater({ enrollment_id: enrollmentId, email, tab: 'employer_info', ...change }, cookies);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toContainEqual({ target_element: target, error_message: message });
    expect(await mailTo(email)).toHaveLength(0);
    expect(await grantsOf(enrollmentId)).toHaveLength(0);
  });

  it('refuses a foreign or unknown enrollment (404) and a completed one (404 to its browser, 409 to its rep)', async () => {
    const mine = await createEnrollmentFixture(t.database.db);
    const email = nextEmail();
    expect((await saveLater({ enrollment_id: mine.enrollmentId, email, tab: 'review_info' }, browser())).statusCode).toBe(404);
    expect((await saveLater({ enrollment_id: UNKNOWN, email, tab: 'review_info' }, mine.cookies)).statusCode).toBe(404);
    await complete(mine.enrollmentId);
    expect((await saveLater({ enrollment_id: mine.enrollmentId, email, tab: 'review_info' }, mine.cookies)).statusCode).toBe(404);
    const completed = await saveLater({ enrollment_id: mine.enrollmentId, email, tab: 'review_info' }, await t.signIn('agent'));
    expect(completed.statusCode).toBe(409);
    expect(errorOf(completed, 'enrollment_id')).toBe('This enrollment is already complete');
    expect(await mailTo(email)).toHaveLength(0);
  });

  it('replaces the previous code and link with a new save', async () => {
    const first = await savedEnrollment('employer_info');
    const again = await saveLater({ enrollment_id: first.enrollmentId, email: first.email, tab: 'dependent_info' }, first.owner);
    expect(again.statusCode).toBe(200);
    const second = await sentTo(first.email);
    expect(second.code).not.toBe(first.code);
    expect(await enrollmentRow(first.enrollmentId)).toMatchObject({ savedTab: 'dependent_info' });

    const oldCode = await continueWith({ code: first.code, email: first.email });
    expect(oldCode.statusCode).toBe(410);
    expect(errorOf(oldCode, 'code')).toBe('This code was replaced by a newer one. Please use the code in your latest e-mail.');
    const oldLink = await openLink(first.token);
    expect(oldLink.statusCode).toBe(410);
    expect(errorOf(oldLink, 'enrollment_id')).toBe(
      'This link was replaced by a newer one. Please use the link or code in your latest e-mail.',
    );

    const newCode = await continueWith({ code: second.code, email: first.email });
    expect(newCode.statusCode).toBe(200);
    expect(newCode.json().data.result.saved_tab).toBe('dependent_info');
  });

  it('is rate-limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // An enrollment each: one enrollment is e-mailed at most 5 times an hour (test/abuse-limits.test.ts).
      const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
      statuses.push(
        (await saveLater({ enrollment_id: enrollmentId, email: nextEmail(), tab: 'health_info' }, cookies, '10.250.0.1')).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

describe('continue-enrollment: the code with its e-mail address', () => {
  it('binds a fresh browser to the enrollment and answers where to resume, without unbinding anyone', async () => {
    const saved = await savedEnrollment('benificiary_info');
    const fresh = browser();
    const res = await continueWith(
      { code: ` ${saved.code.slice(0, 4).toLowerCase()}-${saved.code.slice(4)} `, email: saved.email.toUpperCase() },
      fresh,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        result: {
          enrollment_id: saved.enrollmentId,
          saved_tab: 'benificiary_info',
          others: {
            group_id: null,
            platform_group_id: 1,
            agent_id: 1,
            open_type: null,
            type: 'new-user',
            eprocess: 'rep',
            enroll_type: 'new-member',
          },
        },
      },
    });
    expect((await stepCall(saved.enrollmentId, fresh)).statusCode).toBe(200);
    expect((await stepCall(saved.enrollmentId, saved.owner)).statusCode).toBe(200);

    // A second browser with the same code: bound too, and the first keeps its access.
    const second = browser();
    expect((await continueWith({ code: saved.code, email: saved.email }, second)).statusCode).toBe(200);
    expect((await stepCall(saved.enrollmentId, second)).statusCode).toBe(200);
    expect((await stepCall(saved.enrollmentId, fresh)).statusCode).toBe(200);
  });

  it('leaves other enrollments closed to the continued browser, and this one closed to browsers that did not continue', async () => {
    const saved = await savedEnrollment();
    const other = await createEnrollmentFixture(t.database.db);
    const fresh = browser();
    expect((await continueWith({ code: saved.code, email: saved.email }, fresh)).statusCode).toBe(200);
    expect((await stepCall(other.enrollmentId, fresh)).statusCode).toBe(404);
    expect((await stepCall(saved.enrollmentId, browser())).statusCode).toBe(404);
    expect((await stepCall(saved.enrollmentId, other.cookies)).statusCode).toBe(404);
  });

  it('answers an unknown code and a code with another address alike, and binds nothing', async () => {
    const saved = await savedEnrollment();
    const stranger = browser();
    const wrongCode = await continueWith({ code: saved.code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA', email: saved.email }, stranger);
    const wrongEmail = await continueWith({ code: saved.code, email: 'someone.else@example.com' }, stranger);
    for (const res of [wrongCode, wrongEmail]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        data: [
          {
            target_element: 'code',
            error_message: 'This code and e-mail address do not open a saved enrollment. Please check both in your e-mail.',
          },
        ],
        message: 'This code and e-mail address do not open a saved enrollment. Please check both in your e-mail.',
      });
    }
    expect((await stepCall(saved.enrollmentId, stranger)).statusCode).toBe(404);
  });

  it('tells a stranger holding a code nothing of it: replaced, expired or locked answer another address as an unknown code does', async () => {
    const saved = await savedEnrollment();
    for (const email of ['wrong.a@example.com', 'wrong.b@example.com', 'wrong.c@example.com', 'wrong.d@example.com', 'wrong.e@example.com'])
      await continueWith({ code: saved.code, email });
    const stranger = await continueWith({ code: saved.code, email: 'wrong.f@example.com' });
    expect(stranger.statusCode).toBe(400);
    expect(errorOf(stranger, 'code')).toBe(
      'This code and e-mail address do not open a saved enrollment. Please check both in your e-mail.',
    );
    expect((await continueWith({ code: saved.code, email: saved.email })).statusCode).toBe(410);
  });

  it("cannot be locked by strangers typing wrong codes with the owner's address", async () => {
    const saved = await savedEnrollment();
    for (let i = 0; i < 6; i++) {
      const res = await continueWith({ code: `ZZZZ${2222 + i * 1111}`.slice(0, 8), email: saved.email }, browser());
      expect(res.statusCode).toBe(400);
    }
    expect((await grantsOf(saved.enrollmentId))[0]!.failedAttempts).toBe(0);
    expect((await continueWith({ code: saved.code, email: saved.email })).statusCode).toBe(200);
  });

  it.each([
    ['no code', { code: undefined }, 'code', 'Field is required'],
    ['an empty code', { code: '' }, 'code', 'Field is required'],
    ['a code of look-alike characters', { code: 'O0O0I1L1' }, 'code', 'This code is not valid. Please check the code in your e-mail.'],
    ['a malformed address', { email: 'maria@' }, 'email', 'Enter valid email address'],
  ])('refuses %s (400)', async (_name, change, target, message) => {
    const res = await continueWith({ code: 'ABCD2345', email: 'maria@example.com', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toContainEqual({ target_element: target, error_message: message });
  });

  it('keeps working after 4 wrong tries against the enrollment', async () => {
    const saved = await savedEnrollment();
    for (let i = 0; i < 4; i++) expect((await continueWith({ code: saved.code, email: `wrong.${i}@example.com` })).statusCode).toBe(400);
    expect((await continueWith({ code: saved.code, email: saved.email })).statusCode).toBe(200);
  });

  it('stops working after 5 other addresses tried with its code, until the owner saves again for a new one', async () => {
    const saved = await savedEnrollment();
    const unrelated = await savedEnrollment();
    for (const email of ['wrong.a@example.com', 'wrong.b@example.com', 'wrong.c@example.com', 'wrong.d@example.com', 'wrong.e@example.com'])
      expect((await continueWith({ code: saved.code, email })).statusCode).toBe(400);
    expect((await grantsOf(saved.enrollmentId))[0]!.failedAttempts).toBe(5);

    const fresh = browser();
    const locked = await continueWith({ code: saved.code, email: saved.email }, fresh);
    expect(locked.statusCode).toBe(410);
    expect(locked.json().data).toEqual([
      {
        target_element: 'code',
        error_message: 'This code no longer works after too many wrong tries. Please save your enrollment again to get a new code.',
      },
    ]);
    expect((await stepCall(saved.enrollmentId, fresh)).statusCode).toBe(404);
    // Tries against one enrollment do not lock another's code.
    expect((await continueWith({ code: unrelated.code, email: unrelated.email })).statusCode).toBe(200);
  });

  it('works for 30 days, then says the code expired', async () => {
    const saved = await savedEnrollment();
    const savedAt = now.getTime();
    now = new Date(savedAt + 30 * DAY_MS - 60_000);
    expect((await continueWith({ code: saved.code, email: saved.email })).statusCode).toBe(200);
    now = new Date(savedAt + 30 * DAY_MS);
    const expired = await continueWith({ code: saved.code, email: saved.email });
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired, 'code')).toBe('This code has expired. Codes are valid for 30 days.');
  });

  it("ends with the enrollment's completion (409 under the code)", async () => {
    const saved = await savedEnrollment();
    await complete(saved.enrollmentId);
    const res = await continueWith({ code: saved.code, email: saved.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toEqual([{ target_element: 'code', error_message: 'This enrollment is already complete' }]);
  });

  it('is rate-limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await continueWith({ code: 'ABCD2345', email: `guess.${i}@example.com` }, browser(), '10.251.0.1')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('direct-continue/{token}: the e-mailed link', () => {
  it('binds the first browser that opens it and answers as continue-enrollment does; that browser may open it again, no other', async () => {
    const saved = await savedEnrollment('aggrement_info');
    const fresh = browser();
    const res = await openLink(saved.token, fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toMatchObject({
      enrollment_id: saved.enrollmentId,
      saved_tab: 'aggrement_info',
      others: { agent_id: 1, eprocess: 'rep' },
    });
    expect((await stepCall(saved.enrollmentId, fresh)).statusCode).toBe(200);
    expect((await stepCall(saved.enrollmentId, saved.owner)).statusCode).toBe(200);
    expect((await openLink(saved.token, fresh)).statusCode).toBe(200);

    const late = browser();
    const used = await openLink(saved.token, late);
    expect(used.statusCode).toBe(410);
    expect(used.json().data).toEqual([
      {
        target_element: 'enrollment_id',
        error_message: 'This link has already been used. Please continue with the code from your e-mail.',
      },
    ]);
    expect((await stepCall(saved.enrollmentId, late)).statusCode).toBe(404);
    // The code still works for that browser.
    expect((await continueWith({ code: saved.code, email: saved.email }, late)).statusCode).toBe(200);
  });

  it('works for 7 days, then says the link expired (the code still works)', async () => {
    const saved = await savedEnrollment();
    now = new Date(now.getTime() + 7 * DAY_MS);
    const expired = await openLink(saved.token);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired, 'enrollment_id')).toBe(
      'This link has expired (links are valid for 7 days). Please continue with the code from your e-mail.',
    );
    expect((await continueWith({ code: saved.code, email: saved.email })).statusCode).toBe(200);

    const fresh = await savedEnrollment();
    now = new Date(now.getTime() + 7 * DAY_MS - 60_000);
    expect((await openLink(fresh.token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown link, 400 for a malformed one (an enrollment id is not a link)', async () => {
    const saved = await savedEnrollment();
    const unknown = await openLink('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown, 'enrollment_id')).toBe('This link is not valid. Please continue with the code from your e-mail.');
    expect((await openLink(saved.enrollmentId)).statusCode).toBe(400);
    expect((await openLink(saved.tabPart)).statusCode).toBe(400);
  });

  it("ends with the enrollment's completion (409)", async () => {
    const saved = await savedEnrollment();
    await complete(saved.enrollmentId);
    expect((await openLink(saved.token)).statusCode).toBe(409);
  });
});

describe('secrets stay out of the log', () => {
  it('logs no code, link token or address of a save, a continue and a direct-continue', async () => {
    const saved = await savedEnrollment();
    await continueWith({ code: saved.code, email: saved.email });
    await continueWith({ code: saved.code, email: 'other.person@example.com' });
    await openLink(saved.token);
    const log = logLines.join('');
    expect(log).toContain('/api/v1/direct-continue/[redacted]');
    expect(log).toContain('/api/v1/continue-enrollment');
    for (const secret of [saved.code, saved.token, saved.email, 'other.person@example.com']) expect(log).not.toContain(secret);
  });
});
