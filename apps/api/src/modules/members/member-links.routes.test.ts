import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { agents, staffAccounts, staffSessions } from '../../db/schema';
import { DEMO_MEMBER_ID } from '../../db/seed/demo-ids';
import { hashToken } from '../../lib/data-cipher';
import { MEMBER_LINK_TEXTS } from '@benefit-store/domain';
import { signMemberLink } from './member-links';

let t: TestApp;
let rep: Record<string, string>;
let group: Record<string, string>;
let otherRep: Record<string, string>;

/** A signed-in rep who does not serve the demo member. */
async function signInOtherRep(): Promise<Record<string, string>> {
  const [agent] = await t.database.db.select({ id: agents.id }).from(agents).limit(2).offset(1);
  const [account] = await t.database.db
    .insert(staffAccounts)
    .values({
      email: `other.rep.${randomUUID()}@example.com`,
      passwordHash: 'x',
      role: 'agent',
      agentId: agent!.id,
      displayName: 'Other Rep',
    })
    .returning({ id: staffAccounts.id });
  const token = randomBytes(32).toString('base64url');
  await t.database.db
    .insert(staffSessions)
    .values({ tokenHash: hashToken(token), accountId: account!.id, expiresAt: new Date(Date.now() + 3_600_000) });
  return { bs_session: token };
}

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.signIn('agent');
  group = await t.signIn('group');
  otherRep = await signInOtherRep();
});
afterAll(() => t.close());

const browser = () => ({ bs_browser: randomBytes(32).toString('base64url') });
const memberInfo = (cookies: Record<string, string>, token?: string) =>
  t.call({
    url: `/api/v1/get-member-info?${new URLSearchParams({ user_id: DEMO_MEMBER_ID, ...(token ? { member_token: token } : {}) })}`,
    cookies,
  });
const addForMember = (cookies: Record<string, string>, token?: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/add-filter-for-member',
    payload: { user_id: DEMO_MEMBER_ID, tier: 'IO', member_token: token },
    cookies,
  });
const issue = async (cookies: Record<string, string>) => {
  const res = await t.call({ method: 'POST', url: '/api/v1/issue-member-link', payload: { user_id: DEMO_MEMBER_ID, tier: 'IS' }, cookies });
  return res;
};
const tokenOf = (url: string) => new URL(url).searchParams.get('t')!;
const revoke = (cookies: Record<string, string>, userId = DEMO_MEMBER_ID) =>
  t.call({ method: 'POST', url: '/api/v1/revoke-member-links', payload: { user_id: userId }, cookies });
/** The bank accounts and cards on file that the wizard's billing step offers for an enrollment. */
const paymentsOnFile = async (enrollmentId: string, cookies: Record<string, string>) => {
  const query = `enrollment_id=${enrollmentId}`;
  const banks = await t.call({ url: `/api/v1/get-existing-bank-info?${query}`, cookies });
  const cards = await t.call({ url: `/api/v1/get-existing-card-info?${query}`, cookies });
  expect([banks.statusCode, cards.statusCode]).toEqual([200, 200]);
  return { banks: banks.json().data.result as object[], cards: cards.json().data.result as object[], text: banks.body + cards.body };
};

describe('member links (DESIGN §3 "Member links")', () => {
  it('refuses a bare member uuid on both member calls (401 in the envelope), known or not', async () => {
    for (const res of [await memberInfo(browser()), await addForMember(browser())]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'error', data: [{ target_element: 'user_id' }] });
    }
    const unknown = await t.call({ url: `/api/v1/get-member-info?user_id=${randomUUID()}`, cookies: browser() });
    expect(unknown.statusCode).toBe(401);
  });

  it("answers the member's own rep and group; another rep is answered as for an unknown member (404)", async () => {
    expect((await memberInfo(rep)).json().data.member_info.userid).toBe(DEMO_MEMBER_ID);
    expect((await memberInfo(group)).statusCode).toBe(200);
    expect((await addForMember({ ...browser(), ...rep })).statusCode).toBe(200);
    expect((await memberInfo(otherRep)).statusCode).toBe(404);
    expect((await addForMember({ ...browser(), ...otherRep })).statusCode).toBe(404);
    expect((await issue(otherRep)).statusCode).toBe(404);
    expect((await issue(browser())).statusCode).toBe(401);
  });

  it('lets a browser that opens a link start the member’s enrollment, and keeps that browser in without the token', async () => {
    const res = await issue(rep);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toMatch(new RegExp(`/member-benefit-store/${DEMO_MEMBER_ID}/IS\\?t=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
    const token = tokenOf(res.json().data.url);
    const member = browser();
    const started = await addForMember(member, token);
    expect(started.statusCode, started.body).toBe(200);
    expect((await memberInfo(member)).statusCode).toBe(200);
    // Another browser without the token is still refused.
    expect((await memberInfo(browser())).statusCode).toBe(401);
  });

  it('refuses an expired, forged, foreign or revoked link (403)', async () => {
    const key = Buffer.from(randomBytes(32));
    const forged = signMemberLink(key, { memberId: DEMO_MEMBER_ID, generation: 0, expiresAt: new Date(Date.now() + 86_400_000) });
    expect((await memberInfo(browser(), forged)).statusCode).toBe(403);
    const valid = tokenOf((await issue(rep)).json().data.url);
    const [body, signature] = valid.split('.');
    expect((await memberInfo(browser(), `${body}.${signature!.slice(1)}x`)).statusCode).toBe(403);
    expect((await memberInfo(browser(), 'not-a-token')).statusCode).toBe(403);
    const other = await t.call({ url: `/api/v1/get-member-info?user_id=${randomUUID()}&member_token=${valid}`, cookies: browser() });
    expect(other.statusCode).toBe(403);

    const expired = signMemberLink(t.env.dataKey, { memberId: DEMO_MEMBER_ID, generation: 0, expiresAt: new Date(Date.now() - 1000) });
    expect((await memberInfo(browser(), expired)).statusCode).toBe(403);

    const holder = browser();
    expect((await memberInfo(holder, valid)).statusCode).toBe(200);
    expect((await revoke(rep)).statusCode).toBe(200);
    expect((await memberInfo(browser(), valid)).statusCode).toBe(403);
    expect((await memberInfo(holder)).statusCode).toBe(401);
    // A link issued after the revocation works.
    expect((await memberInfo(browser(), tokenOf((await issue(rep)).json().data.url))).statusCode).toBe(200);
  });

  it('ends the links issued before when a new one is issued, and the browsers they let in', async () => {
    const first = tokenOf((await issue(rep)).json().data.url);
    const holder = browser();
    expect((await memberInfo(holder, first)).statusCode).toBe(200);
    const second = tokenOf((await issue(group)).json().data.url);
    expect((await memberInfo(browser(), first)).statusCode).toBe(403);
    expect((await memberInfo(holder)).statusCode).toBe(401);
    expect((await memberInfo(browser(), second)).statusCode).toBe(200);
  });

  it("lets the member's rep or group revoke their links from the member table: the old link and the browsers it let in stop", async () => {
    const link = tokenOf((await issue(rep)).json().data.url);
    const holder = browser();
    expect((await addForMember(holder, link)).statusCode).toBe(200);

    // Only the member's own rep or group: no session 401, another rep 404 as for an unknown member.
    expect((await revoke(browser())).statusCode).toBe(401);
    expect((await revoke(otherRep)).statusCode).toBe(404);
    expect((await revoke(rep, randomUUID())).statusCode).toBe(404);
    expect((await addForMember(browser(), link)).statusCode).toBe(200);

    const revoked = await revoke(group);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toEqual({ message: MEMBER_LINK_TEXTS.revoked });
    // The old link, in a new browser or the one that opened it, opens nothing.
    expect((await addForMember(browser(), link)).statusCode).toBe(403);
    expect((await addForMember(holder, link)).statusCode).toBe(403);
    expect((await addForMember(holder)).statusCode).toBe(401);
    expect((await memberInfo(holder)).statusCode).toBe(401);
  });

  it('shows no payment details on file to a browser holding only the member link; the serving rep still sees them masked', async () => {
    const holder = browser();
    const started = await addForMember(holder, tokenOf((await issue(rep)).json().data.url));
    expect(started.statusCode).toBe(200);
    const byLink = await paymentsOnFile(started.json().data.temp_enrollment_id, holder);
    expect(byLink.banks).toEqual([]);
    expect(byLink.cards).toEqual([]);
    expect(byLink.text).not.toMatch(/bank_name|bank_routing|xxxxxxxx\d{4}/);

    const desk = { ...browser(), ...rep };
    const byRep = await t.call({
      method: 'POST',
      url: '/api/v1/add-filter-for-existing-user',
      payload: { user_id: DEMO_MEMBER_ID, tier: 'IO', eprocess: 'rep' },
      cookies: desk,
    });
    expect(byRep.statusCode).toBe(200);
    const seen = await paymentsOnFile(byRep.json().data.temp_enrollment_id, desk);
    expect(seen.banks.length + seen.cards.length).toBeGreaterThan(0);
    for (const bank of seen.banks) expect(bank).toMatchObject({ account_number: expect.stringMatching(/^x{8}\d{4}$/) });
  });
});
