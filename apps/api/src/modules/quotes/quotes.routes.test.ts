import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture, readFilterFixture } from '../../../test/fixtures';
import { accessTokens, cartItems, enrollmentHolders, enrollments, plans, quotes } from '../../db/schema';
import { outboxMail } from '../../../test/outbox-mail';
import { DEMO_ACME_PORTAL_ID, DEMO_GROUP_IDS } from '../../db/seed/demo-ids';
import { createDataCipher, hashToken } from '../../lib/data-cipher';
import { addressHash, openQuoteRecipient } from '../../lib/enrollment-contact';
import { CONTACT_INFO_BODY, PERSONAL_INFO_BODY } from '../../../test/wire-bodies';

let t: TestApp;
/** Moves the app's clock (the quote links' 30 days); 0 but in the test that needs it. */
let clockOffsetMs = 0;
/** The signed-in rep (agent 1, who owns the fixtures' enrollments) and Acme's group administrator. */
let repSession: Record<string, string>;
let groupSession: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(Date.now() + clockOffsetMs) });
  repSession = await t.signIn('agent');
  groupSession = await t.signIn('group');
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** save-enrollment is rate-limited by client address: each call here comes from its own address unless told. */
let lastAddress = 0;
const nextAddress = () => `10.1.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const save = (payload: object, cookies: Record<string, string>, remoteAddress = nextAddress()) =>
  t.call({ method: 'POST', url: '/api/v1/save-enrollment', payload, cookies, remoteAddress });
const preview = (query: Record<string, string>, cookies: Record<string, string>) =>
  t.call({ url: `/api/v1/get-quote-preview-content?${new URLSearchParams(query)}`, cookies });
const open = (token: string, cookies: Record<string, string> = {}) => t.call({ url: `/api/v1/quote/${token}`, cookies });

type Options = Parameters<typeof createEnrollmentFixture>[1];
/** A cart; `cookies` is the shopper's browser alone, `staff` the same browser with its rep's or group's session. */
async function cartWith(codes: string[], options: Options = {}) {
  const enrollment = await createEnrollmentFixture(t.database.db, options);
  for (const code of codes) await addCartItemFixture(t.database.db, enrollment.enrollmentId, code);
  return { ...enrollment, staff: { ...enrollment.cookies, ...(options.eprocess === 'group' ? groupSession : repSession) } };
}

const mailTo = (address: string) => outboxMail(t, { to: address });
const quotesOf = (enrollmentId: string) => t.database.db.select().from(quotes).where(eq(quotes.enrollmentId, enrollmentId));
const tokenIn = (html: string) => /\/quote\/([A-Za-z0-9_-]{43})"/.exec(html)?.[1];

describe('get-quote-preview-content', () => {
  it('answers the HTML e-mail for the cart, with the client name and the escaped message', async () => {
    const { enrollmentId, staff } = await cartWith(['DN101', 'VS201']);
    const res = await preview(
      {
        enrollment_id: enrollmentId,
        email: 'maria@example.com',
        name: 'Maria Lopez',
        tab: 'cart_info',
        message: 'See <b>these</b>',
        type: 'preview',
      },
      staff,
    );
    expect(res.statusCode).toBe(200);
    const { content } = res.json().data;
    expect(content).toContain('<!doctype html>');
    expect(content).toContain('Dear Maria Lopez,');
    expect(content).toContain('First Month Cost');
    expect(content).toContain('See &lt;b&gt;these&lt;/b&gt;');
    expect(content).toContain('John Smith');
    expect(await quotesOf(enrollmentId)).toHaveLength(0);
  });

  it.each([
    ['name', { name: '' }, 'Field is required'],
    ['name', { name: 'R2-D2' }, 'Please enter valid name'],
    ['email', { email: '' }, 'Field is required'],
    ['email', { email: 'maria@' }, 'Please enter valid email address'],
    ['tab', { tab: 'employer_info' }, 'Unsupported tab'],
    ['type', { type: 'send' }, 'Unsupported type'],
  ])('refuses a bad %s (%o)', async (target, change, message) => {
    const { enrollmentId, staff } = await cartWith(['DN101']);
    const res = await preview(
      { enrollment_id: enrollmentId, email: 'maria@example.com', name: 'Maria', tab: 'cart_info', type: 'preview', ...change },
      staff,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toContainEqual({ target_element: target, error_message: message });
  });

  it('refuses applicant processes (403), empty carts (400), foreign and unknown enrollments (404)', async () => {
    const query = { email: 'maria@example.com', name: 'Maria', tab: 'cart_info', type: 'preview' };
    const applicant = await cartWith(['DN101'], { eprocess: 'applicant' });
    const refused = await preview({ ...query, enrollment_id: applicant.enrollmentId }, applicant.staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data[0]).toEqual({
      target_element: 'enrollment_id',
      error_message: 'Quotes can only be sent by a rep or a group',
    });
    const empty = await cartWith([]);
    const emptyRes = await preview({ ...query, enrollment_id: empty.enrollmentId }, empty.staff);
    expect(emptyRes.statusCode).toBe(400);
    expect(emptyRes.json().data[0].target_element).toBe('enrollment_id');
    const mine = await cartWith(['DN101']);
    expect((await preview({ ...query, enrollment_id: mine.enrollmentId }, empty.cookies)).statusCode).toBe(404);
    expect((await preview({ ...query, enrollment_id: UNKNOWN }, empty.cookies)).statusCode).toBe(404);
  });
});

describe('save-enrollment (tab cart_info): sending a quote', () => {
  it('records the quote, a hashed 30-day link token and exactly one e-mail, and answers the confirmation', async () => {
    const { enrollmentId, staff } = await cartWith(['DN101', 'VS201']);
    const email = 'maria.quote@example.com';
    const res = await save(
      { enrollment_id: enrollmentId, email, name: "Maria O'Brien-Lopez", tab: 'cart_info', message: 'As discussed.', data: {} },
      staff,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { message: `Quote Successfully Sent to ${email}` } });

    const cipher = createDataCipher(t.env.dataKeys);
    const [quote, ...others] = await quotesOf(enrollmentId);
    expect(others).toEqual([]);
    expect(quote).toMatchObject({ message: 'As discussed.', emailHash: addressHash(cipher, email) });
    // The recipient is kept sealed (docs/decisions/0095).
    expect(quote!.recipientEnc).not.toContain(email);
    expect(openQuoteRecipient(cipher, quote!)).toEqual({ name: "Maria O'Brien-Lopez", email });
    const mail = await mailTo(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'quote', status: 'pending' });
    expect(mail[0]!.subject).toMatch(/^Your personalized benefits quote from John Smith/);
    expect(mail[0]!.text).toContain("Dear Maria O'Brien-Lopez,");
    expect(mail[0]!.text).toContain('As discussed.');

    const token = tokenIn(mail[0]!.html);
    expect(token).toBeDefined();
    expect(mail[0]!.html).toContain(`http://localhost:3000/quote/${token}`);
    const [stored] = await t.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token!)));
    expect(stored).toMatchObject({ enrollmentId, purpose: 'quote' });
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('uses the group branding for a group process', async () => {
    const { enrollmentId, staff } = await cartWith(['DN101'], {
      eprocess: 'group',
      groupId: DEMO_GROUP_IDS.acme,
      portalId: DEMO_ACME_PORTAL_ID,
    });
    const email = 'hr.quote@example.com';
    expect((await save({ enrollment_id: enrollmentId, email, name: 'Sam Lee', tab: 'cart_info' }, staff)).statusCode).toBe(200);
    const [mail] = await mailTo(email);
    expect(mail!.subject).toMatch(/Acme/);
    // Its link shows the group as the sender, as the e-mail is signed.
    const opened = (await open(tokenIn(mail!.html)!, { bs_browser: 'h'.repeat(43) })).json().data;
    expect(opened.quote.sender).toBe('Acme Manufacturing Employee Benefits');
    expect(opened.quote.message).toBeNull();
  });

  it.each([
    ['no name', { name: undefined }, 'name', 'Field is required'],
    ['a blank name', { name: '   ' }, 'name', 'Field is required'],
    ['a name with markup', { name: 'Maria <script>' }, 'name', 'Please enter valid name'],
    ['a name of digits', { name: '12345' }, 'name', 'Please enter valid name'],
    ['no email', { email: undefined }, 'email', 'Field is required'],
    ['a malformed email', { email: 'not-an-email' }, 'email', 'Please enter valid email address'],
    ['a message over 2000 characters', { message: 'x'.repeat(2001) }, 'message', 'Message can be at most 2000 characters'],
    ['a tab save-enrollment does not serve', { tab: 'billing_info' }, 'tab', 'Unsupported tab'],
    ['no tab', { tab: undefined }, 'tab', 'Unsupported tab'],
    ['a malformed enrollment id', { enrollment_id: 'abc' }, 'enrollment_id', 'Invalid enrollment id'],
  ])('refuses %s and sends nothing', async (_name, change, target, message) => {
    const { enrollmentId, staff } = await cartWith(['DN101']);
    const email = `refused.${lastAddress}@example.com`;
    const res = await save({ enrollment_id: enrollmentId, email, name: 'Maria', tab: 'cart_info', ...change }, staff);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toContainEqual({ target_element: target, error_message: message });
    expect(await quotesOf(enrollmentId)).toHaveLength(0);
    expect(await mailTo(email)).toHaveLength(0);
  });

  it('refuses applicant processes and groups that turned quotes off (403), foreign enrollments (404)', async () => {
    const body = { email: 'nobody@example.com', name: 'Maria', tab: 'cart_info' };
    const applicant = await cartWith(['DN101'], { eprocess: 'applicant' });
    expect((await save({ ...body, enrollment_id: applicant.enrollmentId }, applicant.staff)).statusCode).toBe(403);
    const noQuotes = await cartWith(['DN101'], { eprocess: 'rep', groupId: DEMO_GROUP_IDS.members });
    const refused = await save({ ...body, enrollment_id: noQuotes.enrollmentId }, noQuotes.staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data[0]).toEqual({ target_element: 'enrollment_id', error_message: 'Quotes are not available for this group' });
    const mine = await cartWith(['DN101']);
    expect((await save({ ...body, enrollment_id: mine.enrollmentId }, applicant.cookies)).statusCode).toBe(404);
    expect((await save({ ...body, enrollment_id: UNKNOWN }, applicant.staff)).statusCode).toBe(404);
    const empty = await cartWith([]);
    expect((await save({ ...body, enrollment_id: empty.enrollmentId }, empty.staff)).statusCode).toBe(400);
    expect(await mailTo('nobody@example.com')).toHaveLength(0);
  });

  it("refuses a shopper's own browser without the rep's or group's session, even claiming eprocess=rep (401), and another rep's group (403)", async () => {
    const shopper = await cartWith(['DN101'], { eprocess: 'rep' });
    const body = { enrollment_id: shopper.enrollmentId, email: 'spoofed@example.com', name: 'Maria', tab: 'cart_info' };
    const res = await save(body, shopper.cookies);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: 'error',
      data: [{ target_element: 'enrollment_id', error_message: 'Please sign in as the rep or group to send a quote' }],
    });
    expect((await preview({ ...body, type: 'preview' }, shopper.cookies)).statusCode).toBe(401);
    const acmeCart = await cartWith(['DN101'], { eprocess: 'rep', agentId: 2 });
    expect((await save({ ...body, enrollment_id: acmeCart.enrollmentId }, { ...acmeCart.cookies, ...groupSession })).statusCode).toBe(403);
    expect(await mailTo('spoofed@example.com')).toHaveLength(0);
  });

  it('sends at most 5 quotes a day for one enrollment, even in a burst, with a clear message (429)', async () => {
    const { enrollmentId, staff } = await cartWith(['DN101']);
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        save({ enrollment_id: enrollmentId, email: `burst.${i}@example.com`, name: 'Maria', tab: 'cart_info' }, staff),
      ),
    );
    const statuses = burst.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = burst.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toMatchObject({
      status: 'error',
      message: 'This enrollment has reached its limit of 5 quote e-mails a day. Please try again tomorrow.',
    });
    expect(await quotesOf(enrollmentId)).toHaveLength(5);
  });

  it('sends one recipient at most 3 quotes a day (429 under the e-mail field)', async () => {
    const email = 'often.quoted@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { enrollmentId, staff } = await cartWith(['DN101']);
      const res = await save({ enrollment_id: enrollmentId, email, name: 'Maria', tab: 'cart_info' }, staff);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().data[0].target_element).toBe('email');
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailTo(email)).toHaveLength(3);
  });

  it('is rate-limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const { enrollmentId, staff } = await cartWith(['DN101']);
      statuses.push(
        (
          await save(
            { enrollment_id: enrollmentId, email: `address${i}@example.com`, name: 'Maria', tab: 'cart_info' },
            staff,
            '10.200.0.1',
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

describe('quote/{token}: the e-mail link (DESIGN §3 "Quote links")', () => {
  const MESSAGE = 'Here are the dental and vision plans we talked about.';
  async function sentQuote(codes = ['DN101', 'VS201']) {
    const rep = await cartWith(codes);
    const email = `client.${lastAddress}@example.com`;
    await save({ enrollment_id: rep.enrollmentId, email, name: 'Client', tab: 'cart_info', message: MESSAGE }, rep.staff);
    const [mail] = await mailTo(email);
    return { rep, email, token: tokenIn(mail!.html)! };
  }
  const cartFor = (enrollmentId: string, cookies: Record<string, string>) =>
    t.call({ url: `/api/v1/get-plan-cart?enrollment_id=${enrollmentId}`, cookies });
  const enroll = (token: string, dob: unknown, cookies: Record<string, string>) =>
    t.call({ method: 'POST', url: `/api/v1/quote/${token}/enroll`, payload: { dob }, cookies, remoteAddress: nextAddress() });

  it('shows anyone, any number of times, the quote as sent: sender, message, plans with their options, prices and totals', async () => {
    const { rep, token } = await sentQuote();
    const sent = (await cartFor(rep.enrollmentId, rep.cookies)).json().data;
    const answers = [];
    for (const browser of ['k', 'l', 'k', 'm', undefined]) {
      const res = await open(token, browser ? { bs_browser: browser.repeat(43) } : {});
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const { quote } = answers[0].data;
    expect(Object.keys(answers[0].data)).toEqual(['quote']);
    expect(quote.sender).toBe('John Smith');
    expect(quote.brand.name).toBe('John Smith Benefits Group');
    expect(quote.message).toBe(MESSAGE);
    expect(quote.plans).toEqual(
      sent.result.map((line: { plan_name: string; price: string; one_time_fee: string }) => ({
        plan_name: line.plan_name,
        option_label: expect.stringMatching(/\S/),
        price: line.price,
        one_time_fee: line.one_time_fee,
      })),
    );
    expect(quote.recurring_month_cost).toBe(sent.recurring_month_cost);
    expect(quote.initial_month_cost).toBe(sent.initial_month_cost);
    expect(quote.tier_label).toBe(sent.tier_label);
    expect(quote.expires_on).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('keeps showing the quote as sent after the cart changes, and each quote its own message', async () => {
    const { rep, token } = await sentQuote();
    await t.database.db.delete(cartItems).where(eq(cartItems.enrollmentId, rep.enrollmentId));
    expect((await open(token)).json().data.quote.plans).toHaveLength(2);

    const again = await cartWith(['DN101']);
    for (const message of ['First note', undefined]) {
      const email = `client.${++lastAddress}@example.com`;
      await save(
        { enrollment_id: again.enrollmentId, email, name: 'Client', tab: 'cart_info', ...(message ? { message } : {}) },
        again.staff,
      );
      const [mail] = await mailTo(email);
      expect((await open(tokenIn(mail!.html)!)).json().data.quote.message).toBe(message ?? null);
    }
  });

  it('binds no browser: the opener holds nothing, the owner and the rep keep the enrollment', async () => {
    const { rep, token } = await sentQuote();
    const res = await open(token);
    const cookie = res.cookies.find((c) => c.name === 'bs_browser');
    const opener = { bs_browser: cookie?.value ?? 'o'.repeat(43) };
    expect((await cartFor(rep.enrollmentId, opener)).statusCode).toBe(404);
    expect((await cartFor(rep.enrollmentId, rep.cookies)).statusCode).toBe(200);
    expect((await cartFor(rep.enrollmentId, repSession)).statusCode).toBe(200);
    const holders = await t.database.db.select().from(enrollmentHolders).where(eq(enrollmentHolders.enrollmentId, rep.enrollmentId));
    expect(holders.map((holder) => holder.browserTokenHash)).not.toContain(hashToken(opener.bs_browser));
  });

  it('opens for 30 days by the clock, then answers 410 for the quote and for Enroll now; 404 for an unknown link, 400 for a malformed one', async () => {
    expect((await open('A'.repeat(43))).statusCode).toBe(404);
    expect((await open('short')).statusCode).toBe(400);
    expect((await enroll('A'.repeat(43), '01/01/1990', {})).statusCode).toBe(404);
    const { token } = await sentQuote();
    try {
      clockOffsetMs = 30 * 86_400_000 - 60_000;
      expect((await open(token)).statusCode).toBe(200);
      clockOffsetMs = 30 * 86_400_000 + 1000;
      const late = await open(token);
      expect(late.statusCode).toBe(410);
      expect(late.json()).toEqual({
        status: 'error',
        message: 'This quote has expired. Please ask your agent for a new one.',
        data: [{ target_element: 'token', error_message: 'This quote has expired. Please ask your agent for a new one.' }],
      });
      expect((await enroll(token, '01/01/1990', { bs_browser: 'z'.repeat(43) })).statusCode).toBe(410);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('Enroll now starts a new enrollment for the caller with the quoted plans and options, priced for the dob typed', async () => {
    const { rep, token } = await sentQuote();
    const quoted = (await cartFor(rep.enrollmentId, rep.cookies)).json().data.result;
    const visitor = { bs_browser: 'v'.repeat(43) };
    const res = await enroll(token, '06/15/1992', visitor);
    expect(res.statusCode).toBe(200);
    const { enrollment_id, left_out } = res.json().data;
    expect(enrollment_id).not.toBe(rep.enrollmentId);
    expect(left_out).toEqual([]);
    const cart = (await cartFor(enrollment_id, visitor)).json().data;
    expect(cart.result.map((l: { plan_id: number; plan_pricing_id: number }) => [l.plan_id, l.plan_pricing_id])).toEqual(
      quoted.map((l: { plan_id: number; plan_pricing_id: number }) => [l.plan_id, l.plan_pricing_id]),
    );
    const [started] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollment_id));
    expect(started).toMatchObject({ agentId: 1, eprocess: 'applicant', ownerTokenHash: hashToken(visitor.bs_browser) });
    expect(await readFilterFixture(t.database.db, enrollment_id)).toMatchObject({
      zip: '75201',
      state: 'TX',
      dob: '1992-06-15',
      gender: '0',
      tier: 'IO',
    });
    // Bound to the caller, not to the original: the rep's shopper cannot see it, the caller cannot see the original.
    expect((await cartFor(enrollment_id, rep.cookies)).statusCode).toBe(404);
    expect((await cartFor(rep.enrollmentId, visitor)).statusCode).toBe(404);
    // The original is untouched.
    expect((await cartFor(rep.enrollmentId, rep.cookies)).json().data.result).toEqual(quoted);
    // The link still opens, and another visitor gets an enrollment of their own.
    expect((await open(token)).statusCode).toBe(200);
    const second = (await enroll(token, '06/15/1992', { bs_browser: 'w'.repeat(43) })).json().data.enrollment_id;
    expect(second).not.toBe(enrollment_id);
  });

  it('Enroll now leaves out a quoted plan withdrawn since, and says which', async () => {
    const { token } = await sentQuote(['DN101']);
    const [plan] = await t.database.db.select().from(plans).where(eq(plans.code, 'DN101'));
    await t.database.db.update(plans).set({ isActive: false }).where(eq(plans.id, plan!.id));
    await t.catalogChanged();
    try {
      const res = await enroll(token, '06/15/1992', { bs_browser: 'r'.repeat(43) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.left_out).toEqual([{ plan_name: plan!.name, reason: 'This plan is no longer offered.' }]);
    } finally {
      await t.database.db.update(plans).set({ isActive: true }).where(eq(plans.id, plan!.id));
      await t.catalogChanged();
    }
  });

  it.each([
    ['no dob', undefined, 'Field is required'],
    ['an empty dob', '', 'Field is required'],
    ['a date that does not exist', '02/30/1990', 'Invalid date'],
    ['a date in the future', '01/01/2999', undefined],
    ['someone under 18', 'today', undefined],
  ])('Enroll now refuses %s under dob and starts nothing', async (_name, dob, message) => {
    const { token } = await sentQuote(['DN101']);
    const visitor = { bs_browser: `${lastAddress}`.padEnd(43, 'q') };
    const today = new Date();
    const typed = dob === 'today' ? `${String(today.getMonth() + 1).padStart(2, '0')}/01/${today.getFullYear() - 1}` : dob;
    const before = await t.database.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.ownerTokenHash, hashToken(visitor.bs_browser)));
    const res = await enroll(token, typed, visitor);
    expect(res.statusCode).toBe(400);
    const [error] = res.json().data;
    expect(error.target_element).toBe('dob');
    if (message) expect(error.error_message).toBe(message);
    const after = await t.database.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.ownerTokenHash, hashToken(visitor.bs_browser)));
    expect(after).toEqual(before);
  });
});

describe('quote/{token}: an attack on a filled application (DESIGN §3 "Quote links")', () => {
  it('gives whoever opens the link first no enrollment id, no personal data and no way into the application', async () => {
    // The rep fills Maria Lopez's application (SSN 123456789, born 01/01/1990, 100 Elm St, Dallas) and e-mails her a quote.
    const rep = await cartWith(['DN101', 'VS201'], { filter: { zip: '75201', state: 'TX', dob: '1990-01-01', gender: '1', tier: 'IO' } });
    const post = (url: string, payload: object, cookies: Record<string, string>) => t.call({ method: 'POST', url, payload, cookies });
    expect(
      (await post('/api/v1/save-personal-info', { ...PERSONAL_INFO_BODY, enrollment_id: rep.enrollmentId }, rep.staff)).statusCode,
    ).toBe(200);
    expect((await post('/api/v1/save-contact-info', { ...CONTACT_INFO_BODY, enrollment_id: rep.enrollmentId }, rep.staff)).statusCode).toBe(
      200,
    );
    const email = 'maria.lopez.quote@example.com';
    expect((await save({ enrollment_id: rep.enrollmentId, email, name: 'Maria Lopez', tab: 'cart_info' }, rep.staff)).statusCode).toBe(200);
    const token = tokenIn((await mailTo(email))[0]!.html)!;

    // A stranger who got hold of the link opens it before Maria does.
    const stranger = { bs_browser: 'x'.repeat(43) };
    const res = await open(token, stranger);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).not.toHaveProperty('enrollment_id');
    const body = res.body;
    for (const personal of [
      rep.enrollmentId,
      'Maria',
      'Lopez',
      email,
      CONTACT_INFO_BODY.email_address,
      '01/01/1990',
      '1990-01-01',
      '2145550142',
      '100 Elm St',
      'Dallas',
      '75201',
      '6789',
    ]) {
      expect(body).not.toContain(personal);
    }

    // With that browser, the application can be neither read nor written.
    const read = await t.call({
      url: `/api/v1/get-enrollment-temp-info?enrollment_id=${rep.enrollmentId}&column=contact_info`,
      cookies: stranger,
    });
    expect(read.statusCode).toBe(404);
    const personal = await t.call({ url: `/api/v1/get-form-fields-personal-info?enrollment_id=${rep.enrollmentId}`, cookies: stranger });
    expect(personal.statusCode).toBe(404);
    const write = await post(
      '/api/v1/save-contact-info',
      { ...CONTACT_INFO_BODY, email_address: 'thief@example.com', enrollment_id: rep.enrollmentId },
      stranger,
    );
    expect(write.statusCode).toBe(404);
    // Maria's own browser and her rep still hold it.
    expect(
      (
        await t.call({ url: `/api/v1/get-enrollment-temp-info?enrollment_id=${rep.enrollmentId}&column=contact_info`, cookies: rep.staff })
      ).json().data.result,
    ).toMatchObject({ email_address: CONTACT_INFO_BODY.email_address });
  });
});
