/**
 * Enrollment holds end (DESIGN §3 "Enrollment holds", docs/decisions/0090): each test performs an
 * attack as it was found (a browser bound by an older code or link, or by any means before
 * completion, kept reading the dependents' health answers) and what the owner still may do.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEMP_INFO_COLUMNS } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startFamilyEnrollment, type FamilyEnrollment } from '../../../test/family-enrollment';
import { browser, errorOf } from '../../../test/responses';
import { outboxMail } from '../../../test/outbox-mail';

const DAY_MS = 86_400_000;
const NOT_FOUND = 'Enrollment not found';

let now = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());
beforeEach(() => {
  now = new Date();
});
const later = (days: number) => (now = new Date(now.getTime() + days * DAY_MS));

type Cookies = Record<string, string>;
let lastAddress = 0;
const nextAddress = () => `10.9.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;
let lastEmail = 0;

const dependentsOf = (enrollmentId: string, cookies: Cookies) =>
  t.call({ url: `/api/v1/get-enrollment-temp-info?enrollment_id=${enrollmentId}&column=dependent_info`, cookies });
/** The reads the wizard makes besides temp info: its tabs and its cart. */
const otherReads = (enrollmentId: string, cookies: Cookies) =>
  Promise.all(
    [`/api/v1/get-dynamic-tabs?enrollment_id=${enrollmentId}`, `/api/v1/get-plan-cart?enrollment_id=${enrollmentId}`].map((url) =>
      t.call({ url, cookies }),
    ),
  );
const receiptOf = (enrollmentId: string, cookies: Cookies) => t.call({ url: `/api/v1/get-receipt?enrollment_id=${enrollmentId}`, cookies });
const completeAs = (enrollmentId: string, cookies: Cookies) =>
  t.call({ method: 'POST', url: '/api/v1/save-review-info', payload: { enrollment_id: enrollmentId }, cookies });

/** Answered as an unknown enrollment: 404 'Enrollment not found', nothing else. */
function expectUnknown(res: Awaited<ReturnType<typeof dependentsOf>>) {
  expect(res.statusCode, res.body).toBe(404);
  expect(errorOf(res, 'enrollment_id')).toBe(NOT_FOUND);
  expect(res.body).not.toContain('Quinlan');
}

/** Save and continue later by `cookies`: the code and link the e-mail carries. */
async function saveLater(f: FamilyEnrollment, cookies: Cookies, email: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/save-enrollment',
    payload: { enrollment_id: f.enrollmentId, email, tab: 'dependent_info' },
    cookies,
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const text = (await outboxMail(t, { to: email })).at(-1)!.text;
  return { code: /Your enrollment code: ([A-Z0-9]{8})/.exec(text)![1]!, token: /\/direct-continue\/([A-Za-z0-9_-]{43})\//.exec(text)![1]! };
}

const continueWithCode = (code: string, email: string, cookies: Cookies) =>
  t.call({ method: 'POST', url: '/api/v1/continue-enrollment', payload: { code, email }, cookies, remoteAddress: nextAddress() });
const openLink = (token: string, cookies: Cookies) =>
  t.call({ url: `/api/v1/direct-continue/${token}`, cookies, remoteAddress: nextAddress() });

/** A family enrollment (dependents with health answers) saved for later, and a browser resumed with its code. */
async function resumedFamily() {
  const f = await startFamilyEnrollment(t);
  const email = `holder.${++lastEmail}@example.com`;
  const first = await saveLater(f, f.cookies, email);
  const resumer = browser();
  expect((await continueWithCode(first.code, email, resumer)).statusCode).toBe(200);
  const dependents = await dependentsOf(f.enrollmentId, resumer);
  expect(dependents.statusCode).toBe(200);
  expect(dependents.body).toContain('Quinlan');
  return { f, email, first, resumer };
}

describe('a newer code or link ends the holds of the older one', () => {
  it("an older code's browser and an older link's browser read nothing after a newer save; the new code's browser and the owner do", async () => {
    const { f, email, first, resumer } = await resumedFamily();
    const linkBrowser = browser();
    expect((await openLink(first.token, linkBrowser)).statusCode).toBe(200);
    expect((await dependentsOf(f.enrollmentId, linkBrowser)).statusCode).toBe(200);

    const second = await saveLater(f, f.cookies, email);
    expectUnknown(await dependentsOf(f.enrollmentId, resumer));
    expectUnknown(await dependentsOf(f.enrollmentId, linkBrowser));
    for (const res of await otherReads(f.enrollmentId, resumer)) expectUnknown(res);

    expect((await dependentsOf(f.enrollmentId, f.cookies)).statusCode).toBe(200);
    const current = browser();
    expect((await continueWithCode(second.code, email, current)).statusCode).toBe(200);
    expect((await dependentsOf(f.enrollmentId, current)).statusCode).toBe(200);
  });

  it('the resumed browser that asks for the newer code keeps its hold', async () => {
    const { f, email, resumer } = await resumedFamily();
    await saveLater(f, resumer, email);
    expect((await dependentsOf(f.enrollmentId, resumer)).statusCode).toBe(200);
  });
});

describe('completion ends every hold but the receipt of the completing browser', () => {
  it('a resumed browser reads nothing after the owner completes: no temp info of any column, no tabs, no cart, no receipt', async () => {
    const { f, resumer } = await resumedFamily();
    expect((await completeAs(f.enrollmentId, f.cookies)).statusCode).toBe(200);
    expectUnknown(await dependentsOf(f.enrollmentId, resumer));
    for (const column of TEMP_INFO_COLUMNS) {
      expectUnknown(
        await t.call({ url: `/api/v1/get-enrollment-temp-info?enrollment_id=${f.enrollmentId}&column=${column}`, cookies: resumer }),
      );
    }
    for (const res of await otherReads(f.enrollmentId, resumer)) expectUnknown(res);
    expectUnknown(await receiptOf(f.enrollmentId, resumer));
    expectUnknown(await completeAs(f.enrollmentId, resumer));
  });

  it('the completing browser keeps its receipt (a reload, a repeated completion) for 30 days, and nothing else', async () => {
    const f = await startFamilyEnrollment(t);
    const completed = await completeAs(f.enrollmentId, f.cookies);
    expect(completed.statusCode).toBe(200);
    const completion = completed.json();
    const receipt = (await receiptOf(f.enrollmentId, f.cookies)).json();
    expect(receipt).toMatchObject(completion);
    expect((await receiptOf(f.enrollmentId, f.cookies)).json()).toEqual(receipt);
    expect((await completeAs(f.enrollmentId, f.cookies)).json()).toEqual(completion);
    expectUnknown(await dependentsOf(f.enrollmentId, f.cookies));
    for (const res of await otherReads(f.enrollmentId, f.cookies)) expectUnknown(res);

    later(29);
    expect((await receiptOf(f.enrollmentId, f.cookies)).statusCode).toBe(200);
    later(2);
    expectUnknown(await receiptOf(f.enrollmentId, f.cookies));
  });
});

describe('30 days without activity end a hold', () => {
  it("a resumed browser's hold and the owner's hold last while they are used, and end after 31 idle days", async () => {
    const { f, resumer } = await resumedFamily();
    later(25);
    expect((await dependentsOf(f.enrollmentId, resumer)).statusCode).toBe(200);
    expect((await dependentsOf(f.enrollmentId, f.cookies)).statusCode).toBe(200);
    later(25);
    expect((await dependentsOf(f.enrollmentId, resumer)).statusCode).toBe(200);
    expect((await dependentsOf(f.enrollmentId, f.cookies)).statusCode).toBe(200);
    later(31);
    expectUnknown(await dependentsOf(f.enrollmentId, resumer));
    expectUnknown(await dependentsOf(f.enrollmentId, f.cookies));
  });
});

describe('Not you? Start over', () => {
  it("ends this browser's hold and gives it a new token that holds nothing; the other holders keep theirs", async () => {
    const { f, resumer } = await resumedFamily();
    const res = await t.call({ method: 'POST', url: '/api/v1/end-enrollment-hold', cookies: resumer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { started_over: true } });
    const fresh = res.cookies.find((cookie) => cookie.name === 'bs_browser');
    expect(fresh?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh?.value).not.toBe(resumer.bs_browser);
    expect(fresh?.maxAge).toBe(30 * 86_400);

    expectUnknown(await dependentsOf(f.enrollmentId, resumer));
    expectUnknown(await dependentsOf(f.enrollmentId, { bs_browser: fresh!.value }));
    expect((await dependentsOf(f.enrollmentId, f.cookies)).statusCode).toBe(200);

    const owner = await t.call({ method: 'POST', url: '/api/v1/end-enrollment-hold', cookies: f.cookies });
    expect(owner.statusCode).toBe(200);
    expectUnknown(await dependentsOf(f.enrollmentId, f.cookies));
  });
});

describe('the browser cookie', () => {
  it('lives 30 days, and a page load sends the same token again for 30 more days', async () => {
    const first = await t.call({ url: '/api/v1/get-cart-count?enrollment_id=00000000-0000-4000-8000-000000000000' });
    const issued = first.cookies.find((cookie) => cookie.name === 'bs_browser')!;
    expect(issued.maxAge).toBe(30 * 86_400);
    const visit = await t.call({ url: '/', headers: { accept: 'text/html' }, cookies: { bs_browser: issued.value } });
    const renewed = visit.cookies.find((cookie) => cookie.name === 'bs_browser');
    expect(renewed).toMatchObject({ value: issued.value, maxAge: 30 * 86_400, httpOnly: true });
  });
});
