import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, plans, policies, prices, pricingOptions } from '../../db/schema';
import { createDataCipher, sealedAt } from '../../lib/data-cipher';
import { singleKeyRing } from '../../lib/data-keys';
import { addCartItemFixture, createEnrollmentFixture, findPlanByCode, readFilterFixture } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  DEMO_ACME_PORTAL_ID,
  DEMO_AGENT_ID,
  DEMO_CART_ENROLLMENT_ID,
  DEMO_EXPIRED_REFERRAL_ID,
  DEMO_GROUP_IDS,
  DEMO_MEMBER_ID,
  DEMO_PORTAL_ID,
  DEMO_REFERRAL_ID,
  PREMIER_PLAN_CODE,
} from '../../db/seed/demo-ids';
import type { Enrollment } from '../../lib/enrollment-access';
import { maskStepData, readTempInfo } from './filter.service';
import { browser, errorOf, targets, usDateYearsAgo } from '../../../test/responses';

let t: TestApp;
let rep: { bs_session: string };
let acmeAdmin: { bs_session: string };
beforeAll(async () => {
  t = await createTestApp();
  rep = await t.signIn('agent');
  acmeAdmin = await t.signIn('group');
});
afterAll(() => t.close());

/** A member of the default group 1929, rep "house": neither rep 1's nor Acme's. */
const OTHER_MEMBER_ID = 'c42e75dd-cacc-4d83-a697-a9283f448220';

type Json = Record<string, unknown>;

const shopper = { zip: '75201', dob: '04/12/1985', gender: '0', tier: 'IO' };
/** Each call from its own address, so the many cases here stay under the rate limit (tested last). */
let callerNumber = 0;
const caller = () => ({ 'x-forwarded-for': `198.51.100.${(callerNumber += 1) % 250}` });
const addNew = (payload: unknown, cookies: Json = browser()) =>
  t.call({
    method: 'POST',
    url: '/api/v1/add-filter-for-new-user',
    payload: payload as Json,
    cookies: cookies as Record<string, string>,
    headers: caller(),
  });
const tempInfo = (id: string, column: string, cookies?: Record<string, string>) =>
  t.call({ url: `/api/v1/get-enrollment-temp-info?enrollment_id=${id}&column=${column}`, ...(cookies ? { cookies } : {}) });
const resultOf = async (id: string, column: string, cookies: Record<string, string>) => {
  const res = await tempInfo(id, column, cookies);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.result;
};
const row = async (id: string) => (await t.database.db.select().from(enrollments).where(eq(enrollments.id, id)))[0]!;

describe('POST /api/v1/add-filter-for-new-user', () => {
  it("refuses a portal that is neither the rep's nor the group's", async () => {
    const res = await addNew({
      zip: '75201',
      dob: '04/12/1985',
      gender: '0',
      tier: 'IO',
      eprocess: 'rep',
      agent_id: DEMO_AGENT_ID,
      platform_group_id: 5,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res, 'platform_group_id')).toBe('This portal is not available for this enrollment');
  });

  it('creates a temporary enrollment bound to this browser, with the state of the zip', async () => {
    const cookies = browser();
    const res = await addNew(
      { ...shopper, eprocess: 'rep', agent_id: DEMO_AGENT_ID, platform_group_id: DEMO_PORTAL_ID, type: 'new-user', open_type: 'agent' },
      cookies,
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.temp_enrollment_id as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await resultOf(id, 'filter_info', cookies)).toEqual({ zip: '75201', state: 'TX', dob: '04/12/1985', gender: '0', tier: 'IO' });
    expect(await resultOf(id, 'enroll_type', cookies)).toBe('new-member');
    expect(await resultOf(id, 'eprocess', cookies)).toBe('rep');
    expect(await resultOf(id, 'open_type', cookies)).toBe('agent');
    expect(await resultOf(id, 'type', cookies)).toBe('new-user');
    expect(await resultOf(id, 'agent_id', cookies)).toBe(DEMO_AGENT_ID);
    expect(await resultOf(id, 'portal_id', cookies)).toBe(DEMO_PORTAL_ID);
    expect(await resultOf(id, 'group_id', cookies)).toBeNull();
    expect((await tempInfo(id, 'filter_info', browser())).statusCode).toBe(404);
    expect((await tempInfo(id, 'filter_info')).statusCode).toBe(404);
  });

  it('makes a group enrollment when a group is given, taking its rep and portal, and stores the plan', async () => {
    const cookies = browser();
    const { plan } = await findPlanByCode(t.database.db, 'DN101');
    const res = await addNew(
      { ...shopper, gender: 1, group_id: String(DEMO_GROUP_IDS.acme), agent_id: '', plan_id: plan.id, open_type: 'group' },
      cookies,
    );
    expect(res.statusCode, res.body).toBe(200);
    const stored = await row(res.json().data.temp_enrollment_id);
    expect(stored).toMatchObject({
      enrollType: 'new-group-member',
      eprocess: 'applicant',
      groupId: DEMO_GROUP_IDS.acme,
      agentId: DEMO_AGENT_ID,
      portalId: DEMO_ACME_PORTAL_ID,
      openType: 'group',
    });
    expect(await readFilterFixture(t.database.db, stored.id)).toMatchObject({ gender: '1', plan_id: plan.id, dob: '1985-04-12' });
  });

  it('takes rep, group and portal from a referral link, whatever ids the browser sent', async () => {
    const res = await addNew({
      ...shopper,
      referral: DEMO_REFERRAL_ID,
      agent_id: 2,
      group_id: DEMO_GROUP_IDS.acme,
      platform_group_id: DEMO_ACME_PORTAL_ID,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await row(res.json().data.temp_enrollment_id);
    expect(stored).toMatchObject({
      agentId: DEMO_AGENT_ID,
      groupId: null,
      portalId: DEMO_PORTAL_ID,
      referralId: DEMO_REFERRAL_ID,
      enrollType: 'new-member',
    });
  });

  it('refuses an unknown or expired referral link', async () => {
    const unknown = await addNew({ ...shopper, referral: 'no-such-link' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown, 'referral')).toBe('Invalid referral link');
    const expired = await addNew({ ...shopper, referral: DEMO_EXPIRED_REFERRAL_ID });
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired, 'referral')).toBe('This referral link has expired');
  });

  it("answers 'Field is required' for every missing field, an empty body included", async () => {
    const res = await addNew({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error' });
    for (const target of ['zip', 'dob', 'gender', 'tier']) expect(errorOf(res, target), target).toBe('Field is required');
    const blank = await addNew({ zip: ' ', dob: '', gender: '', tier: '' });
    expect(targets(blank).sort()).toEqual(['dob', 'gender', 'tier', 'zip']);
    const noBody = await t.call({ method: 'POST', url: '/api/v1/add-filter-for-new-user' });
    expect(noBody.statusCode).toBe(400);
  });

  it('checks the zip: 5 digits, then known to the zip database', async () => {
    const short = await addNew({ ...shopper, zip: '7520' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short, 'zip')).toBe('Enter 5 digit zip code');
    const letters = await addNew({ ...shopper, zip: 'abcde' });
    expect(errorOf(letters, 'zip')).toBe('Enter 5 digit zip code');
    const unknown = await addNew({ ...shopper, zip: '00000' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown, 'zip')).toBe('Invalid Zip code');
  });

  it('checks the date of birth: a real date, not in the future, 18 or over', async () => {
    const minor = await addNew({ ...shopper, dob: usDateYearsAgo(18, 1) });
    expect(minor.statusCode).toBe(400);
    expect(minor.json().data).toEqual([{ target_element: 'dob', error_message: 'You must be 18 years to proceed' }]);
    expect((await addNew({ ...shopper, dob: usDateYearsAgo(18) })).statusCode).toBe(200);
    for (const dob of ['13/01/1990', '02/30/1990', '1990-01-01']) {
      const res = await addNew({ ...shopper, dob });
      expect(res.statusCode, dob).toBe(400);
      expect(errorOf(res, 'dob'), dob).toBe('Invalid date');
    }
    // A future date is no one 18 years old (ADR 0042).
    const future = await addNew({ ...shopper, dob: usDateYearsAgo(-1) });
    expect(errorOf(future, 'dob')).toBe('You must be 18 years to proceed');
  });

  it('reports every field error of a request at once', async () => {
    const res = await addNew({ ...shopper, zip: '00000', dob: usDateYearsAgo(10), agent_id: 999999 });
    expect(res.statusCode).toBe(400);
    expect(targets(res)).toEqual(['zip', 'dob', 'agent_id']);
  });

  it('refuses unknown reps, groups, portals and plans on their own field', async () => {
    for (const [field, target] of [
      ['agent_id', 'agent_id'],
      ['group_id', 'group_id'],
      ['platform_group_id', 'platform_group_id'],
      ['plan_id', 'plan_id'],
    ] as const) {
      const res = await addNew({ ...shopper, [field]: 999999 });
      expect(res.statusCode, field).toBe(400);
      expect(targets(res), field).toEqual([target]);
    }
  });

  it('answers 400, never 500, for wrong types and huge values', async () => {
    const cases: Json[] = [
      { ...shopper, agent_id: 'abc' },
      { ...shopper, group_id: 99_999_999_999 },
      { ...shopper, platform_group_id: -3 },
      { ...shopper, zip: 'x'.repeat(100_000) },
      { ...shopper, dob: '1'.repeat(100_000) },
      { ...shopper, gender: '5' },
      { ...shopper, tier: 'XX' },
      { ...shopper, eprocess: 'boss' },
      { ...shopper, open_type: ['agent'] },
      { ...shopper, referral: 'r'.repeat(500) },
      { ...shopper, zip: { $gt: '' } },
      { ...shopper, type: 'x'.repeat(1000) },
    ];
    for (const payload of cases) {
      const res = await addNew(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().status).toBe('error');
    }
    const notJson = await t.call({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      headers: { 'content-type': 'application/json' },
      payload: '{"zip": ',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('PUT /api/v1/change-filter-info/{tempId}', () => {
  const change = (id: string, payload: Json, cookies?: Record<string, string>) =>
    t.call({ method: 'PUT', url: `/api/v1/change-filter-info/${id}`, payload, ...(cookies ? { cookies } : {}) });

  it('changes only the fields given; empties are omitted; a new zip brings its state', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const res = await change(
      enrollmentId,
      {
        zip: '10001',
        dob: '07/04/1990',
        is_smoker: '1',
        gender: '',
        tier: null,
        annual_incode: '55,000',
        user_id: 'undefined',
        eprocess: 'applicant',
        open_type: 'user',
      },
      cookies,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ temp_enrollment_id: enrollmentId });
    expect(await resultOf(enrollmentId, 'filter_info', cookies)).toEqual({
      zip: '10001',
      state: 'NY',
      dob: '07/04/1990',
      gender: '0',
      tier: 'IO',
      is_smoker: '1',
      annual_incode: '55000.00',
    });
    expect(await resultOf(enrollmentId, 'eprocess', cookies)).toBe('applicant');
    expect(await resultOf(enrollmentId, 'open_type', cookies)).toBe('user');

    const again = await change(enrollmentId, { annual_incode: 72000.5, is_smoker: 0, tier: 'IF' }, cookies);
    expect(again.statusCode, again.body).toBe(200);
    expect(await resultOf(enrollmentId, 'filter_info', cookies)).toMatchObject({
      annual_incode: '72000.50',
      is_smoker: '0',
      tier: 'IF',
      zip: '10001',
    });
    expect((await row(enrollmentId)).version).toBe(3);
    expect((await change(enrollmentId, {}, cookies)).statusCode).toBe(200);
  });

  it('moves rep, group and portal when they exist; a group makes it a group enrollment', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const res = await change(
      enrollmentId,
      { group_id: DEMO_GROUP_IDS.acme, platform_group_id: DEMO_ACME_PORTAL_ID, agent_id: DEMO_AGENT_ID },
      cookies,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(enrollmentId)).toMatchObject({
      groupId: DEMO_GROUP_IDS.acme,
      portalId: DEMO_ACME_PORTAL_ID,
      enrollType: 'new-group-member',
    });
  });

  it('lets the signed-in rep of the enrollment change it, and nobody else', async () => {
    const { enrollmentId } = await createEnrollmentFixture(t.database.db, { agentId: DEMO_AGENT_ID });
    expect((await change(enrollmentId, { tier: 'IS' }, rep)).statusCode).toBe(200);
    expect((await change(enrollmentId, { tier: 'IS' }, acmeAdmin)).statusCode).toBe(404);
    expect((await change(enrollmentId, { tier: 'IS' }, browser())).statusCode).toBe(404);
    expect((await change(enrollmentId, { tier: 'IS' })).statusCode).toBe(404);
    expect((await change(randomUUID(), { tier: 'IS' }, rep)).statusCode).toBe(404);
    const malformed = await change('12', { tier: 'IS' }, rep);
    expect(malformed.statusCode).toBe(400);
    expect(targets(malformed)).toEqual(['tempId']);
  });

  it('refuses bad values on their own field, and changes nothing', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const cases: [Json, string, string?][] = [
      [{ zip: '99999' }, 'zip', 'Invalid Zip code'],
      [{ zip: '123' }, 'zip', 'Enter 5 digit zip code'],
      [{ dob: usDateYearsAgo(17) }, 'dob', 'You must be 18 years to proceed'],
      [{ dob: '31/31/2000' }, 'dob', 'Invalid date'],
      [{ annual_incode: 'lots' }, 'annual_incode'],
      [{ annual_incode: -5 }, 'annual_incode'],
      [{ annual_incode: '1e400' }, 'annual_incode'],
      [{ is_smoker: '2' }, 'is_smoker'],
      [{ gender: '2' }, 'gender'],
      [{ tier: 'XX' }, 'tier'],
      [{ user_id: 'not-a-uuid' }, 'user_id'],
      [{ agent_id: 999999 }, 'agent_id'],
      [{ group_id: 999999 }, 'group_id'],
      [{ platform_group_id: 999999 }, 'platform_group_id'],
      [{ plan_id: 999999 }, 'plan_id'],
      [{ eprocess: 'x' }, 'eprocess'],
    ];
    for (const [payload, target, message] of cases) {
      const res = await change(enrollmentId, { tier: 'IF', ...payload }, cookies);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(targets(res), JSON.stringify(payload)).toEqual([target]);
      if (message) expect(errorOf(res, target)).toBe(message);
    }
    expect(await readFilterFixture(t.database.db, enrollmentId)).toEqual({
      zip: '75201',
      state: 'TX',
      dob: '1985-04-12',
      gender: '0',
      tier: 'IO',
    });
  });

  it('refuses a completed enrollment: unknown to its browser (completion ended its hold), 409 to its rep', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    await t.database.db.update(enrollments).set({ status: 'completed' }).where(eq(enrollments.id, enrollmentId));
    expect((await change(enrollmentId, { tier: 'IS' }, cookies)).statusCode).toBe(404);
    expect((await change(enrollmentId, { tier: 'IS' }, await t.signIn('agent'))).statusCode).toBe(409);
  });
});

describe('POST /api/v1/add-filter-for-existing-user', () => {
  const addExisting = (payload: Json, cookies: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/v1/add-filter-for-existing-user', payload, cookies });

  it("starts a rep's enrollment of their own member with the member's date of birth, gender and zip", async () => {
    const cookies = { ...rep, ...browser() };
    const res = await addExisting(
      { user_id: DEMO_MEMBER_ID, tier: 'IF', eprocess: 'rep', agent_id: 2, group_id: 1929, open_type: 'agent' },
      cookies,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { temp_enrollment_id: id, portal_id } = res.json().data;
    expect(portal_id).toBe(DEMO_ACME_PORTAL_ID);
    expect(await row(id)).toMatchObject({
      type: 'existing-user',
      enrollType: 'existing-member',
      eprocess: 'rep',
      memberId: DEMO_MEMBER_ID,
      agentId: DEMO_AGENT_ID,
      groupId: DEMO_GROUP_IDS.acme,
      openType: 'agent',
    });
    // Bound to the browser too: readable without the staff session.
    expect(await resultOf(id, 'filter_info', { bs_browser: cookies.bs_browser })).toEqual({
      dob: '03/14/1986',
      gender: '1',
      tier: 'IF',
      zip: '75041',
      state: 'TX',
    });
  });

  it("lets a group administrator enroll their group's member, with a policy of that member", async () => {
    const [policy] = await t.database.db.select({ id: policies.id }).from(policies).where(eq(policies.memberId, DEMO_MEMBER_ID));
    const res = await addExisting({ user_id: DEMO_MEMBER_ID, tier: 'IO', policy_id: String(policy!.id) }, { ...acmeAdmin, ...browser() });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(res.json().data.temp_enrollment_id)).toMatchObject({ eprocess: 'group', existingPolicyId: policy!.id });
    const [foreignPolicy] = await t.database.db.select({ id: policies.id }).from(policies).where(eq(policies.memberId, OTHER_MEMBER_ID));
    const wrongPolicy = await addExisting({ user_id: DEMO_MEMBER_ID, tier: 'IO', policy_id: foreignPolicy!.id }, acmeAdmin);
    expect(wrongPolicy.statusCode).toBe(400);
    expect(targets(wrongPolicy)).toEqual(['policy_id']);
  });

  it('answers 401 without a session, and 404 alike for a member of someone else and an unknown member', async () => {
    expect((await addExisting({ user_id: DEMO_MEMBER_ID, tier: 'IO' })).statusCode).toBe(401);
    expect((await addExisting({ user_id: OTHER_MEMBER_ID, tier: 'IO' }, rep)).json()).toEqual(
      (await addExisting({ user_id: randomUUID(), tier: 'IO' }, rep)).json(),
    );
    expect((await addExisting({ user_id: OTHER_MEMBER_ID, tier: 'IO' }, acmeAdmin)).statusCode).toBe(404);
    const unknown = await addExisting({ user_id: randomUUID(), tier: 'IO' }, rep);
    expect(unknown.statusCode).toBe(404);
    expect(targets(unknown)).toEqual(['user_id']);
  });

  it('refuses bad input before anything else', async () => {
    const empty = await addExisting({}, rep);
    expect(empty.statusCode).toBe(400);
    expect(targets(empty).sort()).toEqual(['tier', 'user_id']);
    expect(errorOf(empty, 'user_id')).toBe('Field is required');
    for (const payload of [
      { user_id: '1', tier: 'IO' },
      { user_id: DEMO_MEMBER_ID, tier: 'IO', policy_id: 'abc' },
      { user_id: DEMO_MEMBER_ID, tier: 'IO', eprocess: 7 },
    ]) {
      expect((await addExisting(payload, rep)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('POST /api/v1/add-filter-for-member', () => {
  const addMember = (payload: Json, cookies: Record<string, string> = browser()) =>
    t.call({ method: 'POST', url: '/api/v1/add-filter-for-member', payload, cookies });

  it('starts a member enrolling themself, as an applicant', async () => {
    const cookies = { ...browser(), ...(await t.signIn('agent')) };
    const res = await addMember({ user_id: DEMO_MEMBER_ID, tier: 'IS', open_type: 'user' }, cookies);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.portal_id).toBe(DEMO_ACME_PORTAL_ID);
    const id = res.json().data.temp_enrollment_id;
    expect(await row(id)).toMatchObject({
      type: 'existing-user',
      enrollType: 'existing-member',
      eprocess: 'applicant',
      memberId: DEMO_MEMBER_ID,
    });
    expect(await resultOf(id, 'filter_info', cookies)).toMatchObject({ tier: 'IS', dob: '03/14/1986' });
  });

  it('answers 401 for a bare member id, 404 for an unknown member and 400 for bad input', async () => {
    expect((await addMember({ user_id: DEMO_MEMBER_ID, tier: 'IO' })).statusCode).toBe(401);
    expect((await addMember({ user_id: randomUUID(), tier: 'IO' }, { ...browser(), ...(await t.signIn('agent')) })).statusCode).toBe(404);
    const bad = await addMember({ user_id: 'abc', tier: 'ZZ' });
    expect(bad.statusCode).toBe(400);
    expect(targets(bad).sort()).toEqual(['tier', 'user_id']);
    expect((await addMember({})).statusCode).toBe(400);
  });
});

describe('POST /api/v1/update-filter-portal', () => {
  const update = (payload: Json, cookies?: Record<string, string>) =>
    t.call({ method: 'POST', url: '/api/v1/update-filter-portal', payload, ...(cookies ? { cookies } : {}) });

  it('sets the portal and the group', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { portalId: DEMO_PORTAL_ID });
    const res = await update(
      { enrollment_id: enrollmentId, group_id: DEMO_GROUP_IDS.acme, platform_group_id: DEMO_ACME_PORTAL_ID },
      cookies,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ temp_enrollment_id: enrollmentId, group_id: DEMO_GROUP_IDS.acme, portal_id: DEMO_ACME_PORTAL_ID });
    expect(await row(enrollmentId)).toMatchObject({ enrollType: 'new-group-member' });
    const portalOnly = await update({ enrollment_id: enrollmentId, platform_group_id: DEMO_PORTAL_ID }, cookies);
    expect(portalOnly.json().data).toEqual({ temp_enrollment_id: enrollmentId, group_id: DEMO_GROUP_IDS.acme, portal_id: DEMO_PORTAL_ID });
  });

  it('refuses unknown portals and groups, missing fields and foreign enrollments', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const unknown = await update({ enrollment_id: enrollmentId, group_id: 999999, platform_group_id: 999999 }, cookies);
    expect(unknown.statusCode).toBe(400);
    expect(targets(unknown)).toEqual(['group_id', 'platform_group_id']);
    const missing = await update({ enrollment_id: enrollmentId }, cookies);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing, 'platform_group_id')).toBe('Field is required');
    expect((await update({ enrollment_id: enrollmentId, platform_group_id: DEMO_PORTAL_ID }, browser())).statusCode).toBe(404);
    expect(targets(await update({ enrollment_id: 'nope', platform_group_id: DEMO_PORTAL_ID }, cookies))).toEqual(['enrollment_id']);
    expect((await update({}, cookies)).statusCode).toBe(400);
  });

  it("refuses another rep's portal", async () => {
    // Portal 5 is rep 2's (Garcia Family Benefits); the fixture belongs to rep 1 and no group.
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const res = await update({ enrollment_id: enrollmentId, platform_group_id: 5 }, cookies);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res, 'platform_group_id')).toBe('This portal is not available for this enrollment');
    expect(await row(enrollmentId)).toMatchObject({ portalId: DEMO_PORTAL_ID });
  });
});

describe('GET /api/v1/validate-zip-code', () => {
  it('answers zip, state and city', async () => {
    const res = await t.call({ url: '/api/v1/validate-zip-code?zip_code=75201' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { zip: '75201', state: 'TX', city: 'Dallas' } });
  });

  it('refuses on zip_code: missing, not 5 digits, unknown', async () => {
    for (const [query, message] of [
      ['', 'Field is required'],
      ['?zip_code=', 'Field is required'],
      ['?zip_code=752', 'Enter 5 digit zip code'],
      ['?zip_code=752011', 'Enter 5 digit zip code'],
      ['?zip_code=00000', 'Invalid Zip code'],
    ] as const) {
      const res = await t.call({ url: `/api/v1/validate-zip-code${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().data, query).toEqual([{ target_element: 'zip_code', error_message: message }]);
    }
  });
});

describe('GET /api/v1/get-enrollment-temp-info', () => {
  it('reads each column of the browser’s enrollment', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, {
      groupId: DEMO_GROUP_IDS.acme,
      portalId: DEMO_ACME_PORTAL_ID,
    });
    await t.database.db
      .update(enrollments)
      .set({
        effectiveDate: '2030-02-01',
        openType: 'group',
        contactInfoEnc: createDataCipher(t.env.dataKeys).encryptJson(
          { email: 'a@b.example', ssn: '123456789' },
          sealedAt('enrollments:contact_info_enc', enrollmentId),
        ),
      })
      .where(eq(enrollments.id, enrollmentId));
    const expected: Record<string, unknown> = {
      type: 'new-user',
      eprocess: 'rep',
      effective_date: '02/01/2030',
      group_id: DEMO_GROUP_IDS.acme,
      agent_id: DEMO_AGENT_ID,
      portal_id: DEMO_ACME_PORTAL_ID,
      open_type: 'group',
      enroll_type: 'new-member',
      contact_info: { email: 'a@b.example', ssn: 'xxxxxxxx6789' },
    };
    for (const column of [
      'primary_info',
      'employer_info',
      'benificiary_info',
      'health_info',
      'dependent_info',
      'payment_info',
      'review_info',
      'aggrement_info',
    ]) {
      expected[column] = null;
    }
    for (const [column, value] of Object.entries(expected)) expect(await resultOf(enrollmentId, column, cookies), column).toEqual(value);
  });

  it('refuses an unknown or missing column, a malformed id and foreign enrollments', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const unknown = await tempInfo(enrollmentId, 'ssn', cookies);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data).toEqual([{ target_element: 'column', error_message: 'Invalid column' }]);
    const missing = await t.call({ url: `/api/v1/get-enrollment-temp-info?enrollment_id=${enrollmentId}`, cookies });
    expect(missing.json().data).toEqual([{ target_element: 'column', error_message: 'Field is required' }]);
    expect(targets(await tempInfo('123', 'type', cookies))).toEqual(['enrollment_id']);
    expect((await tempInfo(enrollmentId, 'type', browser())).statusCode).toBe(404);
    expect((await tempInfo(DEMO_CART_ENROLLMENT_ID, 'type', rep)).statusCode).toBe(200);
    expect((await tempInfo(DEMO_CART_ENROLLMENT_ID, 'type', acmeAdmin)).statusCode).toBe(404);
  });

  it('decrypts saved step data and masks its personal numbers', () => {
    const cipher = createDataCipher(singleKeyRing(randomBytes(32)));
    const id = randomUUID();
    const enrollment = {
      id,
      primaryInfoEnc: cipher.encryptJson({ first_name: 'Ann', ssn: '123-45-6789' }, sealedAt('enrollments:primary_info_enc', id)),
      paymentInfoEnc: cipher.encryptJson(
        {
          card_number: '4111111111111111',
          security_code: '123',
          bank: [{ account_number: '000123456789' }],
        },
        sealedAt('enrollments:payment_info_enc', id),
      ),
      dependentInfoEnc: null,
    } as unknown as Enrollment;
    expect(readTempInfo(enrollment, 'primary_info', cipher)).toEqual({ first_name: 'Ann', ssn: 'xxxxxxxx6789' });
    expect(readTempInfo(enrollment, 'payment_info', cipher)).toEqual({
      card_number: 'xxxxxxxx1111',
      bank: [{ account_number: 'xxxxxxxx6789' }],
    });
    expect(readTempInfo(enrollment, 'dependent_info', cipher)).toBeNull();
    expect(maskStepData([{ dependent_ssn: 123456789 }])).toEqual([{ dependent_ssn: 'xxxxxxxx6789' }]);
  });
});

describe('GET /api/v1/get-featured-plans', () => {
  type Featured = {
    plan_id: number;
    plan_name: string;
    plan_logo: string | null;
    plan_short_text: string;
    plan_price: string | null;
    plan_category: string;
  };
  const featured = async (query = '') => {
    const res = await t.call({ url: `/api/v1/get-featured-plans${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Featured[] }>().data;
  };

  it("lists featured plans with their 'Starting From' price: the lowest Member Only rate", async () => {
    const list = await featured(`?agent_id=${DEMO_AGENT_ID}&portal_id=${DEMO_PORTAL_ID}&eprocess=rep&open_type=agent`);
    expect(list.length).toBeGreaterThan(5);
    const { plan } = await findPlanByCode(t.database.db, 'DN101');
    const dental = list.find((p) => p.plan_id === plan.id)!;
    const rates = await t.database.db
      .select({ cents: prices.monthlyCents })
      .from(prices)
      .innerJoin(pricingOptions, eq(pricingOptions.id, prices.pricingOptionId))
      .where(and(eq(pricingOptions.planId, plan.id), eq(prices.tier, 'IO')));
    const lowest = Math.min(...rates.map((r) => r.cents));
    expect(dental).toMatchObject({
      plan_name: plan.name,
      plan_logo: plan.logo,
      plan_category: 'dental',
      plan_price: `${Math.floor(lowest / 100)}.${String(lowest % 100).padStart(2, '0')}`,
    });
    for (const p of list) expect(p.plan_price ?? '0.00').toMatch(/^\d+\.\d{2}$/);
    const { plan: notFeatured } = await findPlanByCode(t.database.db, 'DN102');
    expect(list.some((p) => p.plan_id === notFeatured.id)).toBe(false);
  });

  it('keeps plans limited to other groups or portals out, and sanitises the short text', async () => {
    const { plan } = await findPlanByCode(t.database.db, 'DN104');
    await t.database.db
      .update(plans)
      .set({ isFeatured: true, shortText: '<p onclick="x()">Acme only<script>alert(1)</script></p>' })
      .where(eq(plans.id, plan.id));
    await t.catalogChanged();
    expect((await featured()).some((p) => p.plan_id === plan.id)).toBe(false);
    expect((await featured(`?group_id=${DEMO_GROUP_IDS.members}`)).some((p) => p.plan_id === plan.id)).toBe(false);
    const acme = (await featured(`?group_id=${DEMO_GROUP_IDS.acme}&portal_id=${DEMO_ACME_PORTAL_ID}`)).find((p) => p.plan_id === plan.id);
    expect(acme?.plan_short_text).toBe('<p>Acme only</p>');
  });

  it('ignores empty parameters and refuses malformed ids', async () => {
    expect((await featured('?portal_id=&group_id=null&agent_id=undefined')).length).toBeGreaterThan(0);
    const bad = await t.call({ url: '/api/v1/get-featured-plans?portal_id=abc' });
    expect(bad.statusCode).toBe(400);
    expect(targets(bad)).toEqual(['portal_id']);
  });
});

describe('GET /api/v1/get-more-requirement', () => {
  const more = (query: string, cookies?: Record<string, string>) =>
    t.call({ url: `/api/v1/get-more-requirement?${query}`, ...(cookies ? { cookies } : {}) });

  it('is true when the cart holds a premier plan', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    expect((await more(`enrollment_id=${enrollmentId}`, cookies)).json().data).toEqual({ result: false, is_premier: false });
    await addCartItemFixture(t.database.db, enrollmentId, PREMIER_PLAN_CODE);
    expect((await more(`enrollment_id=${enrollmentId}`, cookies)).json().data).toEqual({ result: true, is_premier: true });
    expect((await more(`enrollment_id=${DEMO_CART_ENROLLMENT_ID}`, rep)).json().data).toEqual({ result: false, is_premier: false });
  });

  it('is true for a premier plan id', async () => {
    const premier = await findPlanByCode(t.database.db, PREMIER_PLAN_CODE);
    const dental = await findPlanByCode(t.database.db, 'DN101');
    expect((await more(`plan_id=${premier.plan.id}`)).json().data).toEqual({ result: true, is_premier: true });
    expect((await more(`plan_id=${dental.plan.id}`)).json().data).toEqual({ result: false, is_premier: false });
  });

  it('refuses missing, malformed, unknown and foreign ids', async () => {
    const none = await more('');
    expect(none.statusCode).toBe(400);
    expect(none.json().data).toEqual([{ target_element: 'enrollment_id', error_message: 'Field is required' }]);
    expect((await more('enrollment_id=&plan_id=')).statusCode).toBe(400);
    expect(targets(await more('enrollment_id=x'))).toEqual(['enrollment_id']);
    expect(targets(await more('plan_id=x'))).toEqual(['plan_id']);
    expect((await more('plan_id=999999')).statusCode).toBe(404);
    expect((await more(`enrollment_id=${DEMO_CART_ENROLLMENT_ID}`, browser())).statusCode).toBe(404);
    expect((await more(`enrollment_id=${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it('limits new temporary enrollments per address', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      statuses.push(
        (await t.call({ method: 'POST', url: '/api/v1/add-filter-for-member', payload: { user_id: randomUUID(), tier: 'IO' }, headers }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const limited = await t.call({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      payload: shopper,
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(limited.statusCode).toBe(200);
  });
});
