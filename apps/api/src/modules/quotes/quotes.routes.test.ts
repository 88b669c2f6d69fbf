import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture } from '../../../test/fixtures';
import { accessTokens, enrollments, quotes } from '../../db/schema';
import { outboxMail } from '../../../test/outbox-mail';
import { DEMO_ACME_PORTAL_ID, DEMO_GROUP_IDS } from '../../db/seed/demo-ids';
import { hashToken } from '../../lib/data-cipher';

let t: TestApp;
/** The signed-in rep (agent 1, who owns the fixtures' enrollments) and Acme's group administrator. */
let repSession: Record<string, string>;
let groupSession: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
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

    expect(await quotesOf(enrollmentId)).toMatchObject([{ name: "Maria O'Brien-Lopez", email, message: 'As discussed.' }]);
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
    // Its client is greeted by the group, as the e-mail is signed.
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
  async function sentQuote() {
    const rep = await cartWith(['DN101', 'VS201']);
    const email = `client.${lastAddress}@example.com`;
    await save({ enrollment_id: rep.enrollmentId, email, name: 'Client', tab: 'cart_info', message: MESSAGE }, rep.staff);
    const [mail] = await mailTo(email);
    return { rep, email, token: tokenIn(mail!.html)! };
  }
  const cartFor = (enrollmentId: string, cookies: Record<string, string>) =>
    t.call({ url: `/api/v1/get-plan-cart?enrollment_id=${enrollmentId}`, cookies });

  it("lets its first opener claim the enrollment, while the owner's browser and the rep keep it", async () => {
    const { rep, token } = await sentQuote();
    const client = { bs_browser: 'c'.repeat(43) };
    const res = await open(token, client);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { read_only: false, enrollment_id: rep.enrollmentId } });
    expect((await cartFor(rep.enrollmentId, client)).json().data.result).toHaveLength(2);
    expect((await cartFor(rep.enrollmentId, rep.cookies)).statusCode).toBe(200);
    expect((await cartFor(rep.enrollmentId, repSession)).statusCode).toBe(200);
    // The claimer opens it again: still theirs.
    expect((await open(token, client)).json().data).toMatchObject({ read_only: false, enrollment_id: rep.enrollmentId });
  });

  it("greets the client with the sender's branding, message and the quoted plans", async () => {
    const { token } = await sentQuote();
    const { quote } = (await open(token, { bs_browser: 'k'.repeat(43) })).json().data;
    expect(quote.sender).toBe('John Smith');
    expect(quote.brand.name).toBe('John Smith Benefits Group');
    expect(quote.message).toBe(MESSAGE);
    expect(quote.plans).toHaveLength(2);
    expect(Number(quote.recurring_month_cost)).toBeGreaterThan(0);

    // A later quote of the same cart carries its own message; a quote without one greets without.
    const rep = await cartWith(['DN101']);
    for (const message of ['First note', undefined]) {
      const email = `client.${++lastAddress}@example.com`;
      await save({ enrollment_id: rep.enrollmentId, email, name: 'Client', tab: 'cart_info', ...(message ? { message } : {}) }, rep.staff);
      const [mail] = await mailTo(email);
      const opened = (await open(tokenIn(mail!.html)!, { bs_browser: `${lastAddress}`.padEnd(43, 'm') })).json().data;
      expect(opened.quote.message).toBe(message ?? null);
    }
  });

  it('shows a second browser the plans and prices read-only, with no personal data and no access to the enrollment', async () => {
    const { rep, email, token } = await sentQuote();
    await open(token, { bs_browser: 'e'.repeat(43) });
    const stranger = { bs_browser: 'f'.repeat(43) };
    const res = await open(token, stranger);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.read_only).toBe(true);
    expect(data).not.toHaveProperty('enrollment_id');
    expect(data.quote.plans).toHaveLength(2);
    expect(data.quote.plans[0]).toEqual({
      plan_name: expect.any(String),
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      one_time_fee: expect.any(String),
    });
    expect(data.quote.brand.name).toMatch(/^John Smith/);
    expect(data.quote.recurring_month_cost).toMatch(/^\d+\.\d{2}$/);
    expect(data.quote).not.toHaveProperty('message');
    const text = JSON.stringify(data);
    for (const personal of [email, 'Client', MESSAGE, '75201', '1985', '04/12', rep.enrollmentId]) expect(text).not.toContain(personal);
    expect((await cartFor(rep.enrollmentId, stranger)).statusCode).toBe(404);
    expect((await cartFor(rep.enrollmentId, rep.cookies)).statusCode).toBe(200);
  });

  it('gives a browser without a session one, and the enrollment to it', async () => {
    const { rep, token } = await sentQuote();
    const res = await open(token);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'bs_browser')!;
    const cart = await t.call({ url: `/api/v1/get-cart-count?enrollment_id=${rep.enrollmentId}`, cookies: { bs_browser: cookie.value } });
    expect(cart.json().data.result).toBe(2);
  });

  it('after 30 days, or once the enrollment is complete, only shows the quote; 404 for an unknown link, 400 for a malformed one', async () => {
    expect((await open('A'.repeat(43))).statusCode).toBe(404);
    expect((await open('short')).statusCode).toBe(400);
    const expired = await sentQuote();
    await t.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, hashToken(expired.token)));
    const late = { bs_browser: 'g'.repeat(43) };
    expect((await open(expired.token, late)).json().data.read_only).toBe(true);
    expect((await cartFor(expired.rep.enrollmentId, late)).statusCode).toBe(404);
    const completed = await sentQuote();
    await t.database.db.update(enrollments).set({ status: 'completed' }).where(eq(enrollments.id, completed.rep.enrollmentId));
    expect((await open(completed.token)).json().data.read_only).toBe(true);
  });
});
