import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture } from '../../../test/fixtures';
import { DEMO_ACME_PORTAL_ID, DEMO_GROUP_IDS, DEMO_MEMBERSHIP_CODES } from '../../db/seed/demo-ids';
import { ETHNIC_CATEGORIES } from '../../db/seed/reference';
import { PORTAL_IDS } from '../../db/seed/parties';

let t: TestApp;
type Fixture = Awaited<ReturnType<typeof createEnrollmentFixture>>;
let dentalIO: Fixture;
let lifeIF: Fixture;
let riverside: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  dentalIO = await createEnrollmentFixture(t.database.db);
  await addCartItemFixture(t.database.db, dentalIO.enrollmentId, 'DN101');
  lifeIF = await createEnrollmentFixture(t.database.db, {
    groupId: DEMO_GROUP_IDS.acme,
    portalId: DEMO_ACME_PORTAL_ID,
    eprocess: 'group',
    filter: { zip: '75201', state: 'TX', dob: '1985-04-12', gender: '0', tier: 'IF' },
  });
  await addCartItemFixture(t.database.db, lifeIF.enrollmentId, 'TL401');
  await addCartItemFixture(t.database.db, lifeIF.enrollmentId, DEMO_MEMBERSHIP_CODES.gold);
  riverside = await createEnrollmentFixture(t.database.db, { groupId: DEMO_GROUP_IDS.riverside, portalId: PORTAL_IDS.riverside });
});
afterAll(() => t.close());

const get = (url: string, cookies: Record<string, string> = {}) => t.call({ url, cookies });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const requiredOf = (tabs: { tab_name: string; required: boolean }[]) => Object.fromEntries(tabs.map((tab) => [tab.tab_name, tab.required]));

describe('get-dynamic-tabs', () => {
  it('leaves out dependent, health, beneficiary and employer for an IO dental cart', async () => {
    const res = await get(`/api/v1/get-dynamic-tabs?enrollment_id=${dentalIO.enrollmentId}`, dentalIO.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');
    expect(res.json().data).toEqual([
      { tab_name: 'primary_info', order: 0, required: true },
      { tab_name: 'contact_info', order: 1, required: true },
      { tab_name: 'employer_info', order: 2, required: false },
      { tab_name: 'beneficiary_info', order: 3, required: false },
      { tab_name: 'primary_health_info', order: 4, required: false },
      { tab_name: 'dependent_info', order: 5, required: false },
      { tab_name: 'billing_info', order: 6, required: true },
      { tab_name: 'agreement_info', order: 7, required: true },
      { tab_name: 'review_info', order: 8, required: true },
    ]);
  });

  it('requires every tab for an IF group enrollment with underwritten life and a membership', async () => {
    const res = await get(`/api/v1/get-dynamic-tabs?enrollment_id=${lifeIF.enrollmentId}`, lifeIF.cookies);
    expect(res.statusCode).toBe(200);
    const tabs = res.json().data as { tab_name: string; required: boolean }[];
    expect(tabs).toHaveLength(9);
    expect(tabs.every((tab) => tab.required)).toBe(true);
  });

  it("applies the portal's tab order, review last", async () => {
    const res = await get(`/api/v1/get-dynamic-tabs?enrollment_id=${riverside.enrollmentId}`, riverside.cookies);
    expect(res.statusCode).toBe(200);
    const tabs = res.json().data as { tab_name: string; order: number; required: boolean }[];
    expect(tabs.slice(0, 3).map((tab) => [tab.tab_name, tab.order])).toEqual([
      ['primary_info', 0],
      ['employer_info', 1],
      ['contact_info', 2],
    ]);
    expect(tabs.at(-1)).toMatchObject({ tab_name: 'review_info', order: 8 });
    expect(requiredOf(tabs).employer_info).toBe(true);
  });

  it('refuses missing and malformed enrollment ids with 400', async () => {
    const missing = await get('/api/v1/get-dynamic-tabs', dentalIO.cookies);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data[0].target_element).toBe('enrollment_id');
    const malformed = await get('/api/v1/get-dynamic-tabs?enrollment_id=123', dentalIO.cookies);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data[0]).toEqual({ target_element: 'enrollment_id', error_message: 'Invalid enrollment id' });
  });

  it('answers 404 for unknown ids and for a browser that does not hold the enrollment', async () => {
    expect((await get(`/api/v1/get-dynamic-tabs?enrollment_id=${UNKNOWN_ID}`, dentalIO.cookies)).statusCode).toBe(404);
    const foreign = await get(`/api/v1/get-dynamic-tabs?enrollment_id=${lifeIF.enrollmentId}`, dentalIO.cookies);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data[0].target_element).toBe('enrollment_id');
    expect((await get(`/api/v1/get-dynamic-tabs?enrollment_id=${lifeIF.enrollmentId}`)).statusCode).toBe(404);
  });
});

describe('check-tab-required', () => {
  it.each<[string, string, boolean]>([
    ['dentalIO', 'primary_health_info', false],
    ['dentalIO', 'dependent_info', false],
    ['dentalIO', 'billing_info', true],
    ['lifeIF', 'primary_health_info', true],
    ['lifeIF', 'beneficiary_info', true],
    ['lifeIF', 'employer_info', true],
    ['lifeIF', 'dependent_info', true],
  ])('%s %s is %s', async (which, tab, expected) => {
    const fixture = which === 'dentalIO' ? dentalIO : lifeIF;
    const res = await get(`/api/v1/check-tab-required?enrollment_id=${fixture.enrollmentId}&tab_name=${tab}`, fixture.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ result: { required: expected } });
  });

  it('refuses an unknown or missing tab name with 400 on tab_name', async () => {
    for (const query of ['&tab_name=health_info', '']) {
      const res = await get(`/api/v1/check-tab-required?enrollment_id=${dentalIO.enrollmentId}${query}`, dentalIO.cookies);
      expect(res.statusCode).toBe(400);
      expect(res.json().data[0]).toEqual({ target_element: 'tab_name', error_message: 'Invalid tab name' });
    }
  });

  it('refuses malformed ids with 400 and foreign or unknown enrollments with 404', async () => {
    const malformed = await get('/api/v1/check-tab-required?enrollment_id=abc&tab_name=primary_info', dentalIO.cookies);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data[0].target_element).toBe('enrollment_id');
    expect((await get(`/api/v1/check-tab-required?enrollment_id=${UNKNOWN_ID}&tab_name=primary_info`, dentalIO.cookies)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/v1/check-tab-required?enrollment_id=${dentalIO.enrollmentId}&tab_name=primary_info`, lifeIF.cookies)).statusCode,
    ).toBe(404);
  });
});

describe('reference lists', () => {
  it('get-states lists the 50 states and DC', async () => {
    const res = await get('/api/v1/get-states');
    expect(res.statusCode).toBe(200);
    const states = res.json().data.result as { name: string; abbrev: string }[];
    expect(states).toHaveLength(51);
    expect(new Set(states.map((s) => s.abbrev)).size).toBe(51);
    expect(states).toEqual(
      expect.arrayContaining([
        { name: 'Texas', abbrev: 'TX' },
        { name: 'District of Columbia', abbrev: 'DC' },
      ]),
    );
  });

  it('get-ethnic-category lists the categories by id', async () => {
    const res = await get('/api/v1/get-ethnic-category');
    expect(res.statusCode).toBe(200);
    const expected = [...ETHNIC_CATEGORIES].sort((a, b) => a.id - b.id).map(({ id, name }) => ({ id, name }));
    expect(res.json().data).toEqual({ result: expected });
  });
});
