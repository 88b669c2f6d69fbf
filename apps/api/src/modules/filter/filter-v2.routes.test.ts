import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnrollmentFixture } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { browser, errorOf, targets, usDateYearsAgo } from '../../../test/responses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

const wizard = {
  zip: '33101',
  dob: '11/30/1979',
  gender: '1',
  tier: 'IC',
  categories: ['dental', 'vision', 'dental'],
  coverage: ['LOW_COST', 'PRESCRIPTION'],
};
let callerNumber = 0;
const addNew = (payload: Json, cookies: Record<string, string> = browser()) =>
  t.call({
    method: 'POST',
    url: '/api/v2/add-filter-for-new-user',
    payload,
    cookies,
    headers: { 'x-forwarded-for': `192.0.2.${(callerNumber += 1) % 250}` },
  });
const filterOf = async (id: string, cookies: Record<string, string>) => {
  const res = await t.call({ url: `/api/v1/get-enrollment-temp-info?enrollment_id=${id}&column=filter_info`, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.result;
};

describe('POST /api/v2/add-filter-for-new-user', () => {
  it('stores the wizard’s categories and coverage with the filter', async () => {
    const cookies = browser();
    const res = await addNew(wizard, cookies);
    expect(res.statusCode, res.body).toBe(200);
    expect(await filterOf(res.json().data.temp_enrollment_id, cookies)).toEqual({
      zip: '33101',
      state: 'FL',
      dob: '11/30/1979',
      gender: '1',
      tier: 'IC',
      categories: ['dental', 'vision'],
      coverage: ['LOW_COST', 'PRESCRIPTION'],
    });
  });

  it('names the field of each error so the wizard can go back to its step', async () => {
    const empty = await addNew({});
    expect(empty.statusCode).toBe(400);
    expect(targets(empty).sort()).toEqual(['categories', 'coverage', 'dob', 'gender', 'tier', 'zip']);
    for (const target of targets(empty)) expect(errorOf(empty, target), target).toBe('Field is required');

    const emptyLists = await addNew({ ...wizard, categories: [], coverage: [] });
    expect(emptyLists.json().data).toEqual([
      { target_element: 'coverage', error_message: 'Field is required' },
      { target_element: 'categories', error_message: 'Field is required' },
    ]);
    const unknownItems = await addNew({ ...wizard, categories: ['dental', 'boats'], coverage: [1] });
    expect(unknownItems.json().data).toEqual([
      { target_element: 'coverage', error_message: 'Invalid coverage' },
      { target_element: 'categories', error_message: 'Invalid category' },
    ]);
    for (const payload of [
      { ...wizard, coverage: 'LOW_COST' },
      { ...wizard, categories: { 0: 'dental' } },
      { ...wizard, categories: Array(1000).fill('dental') },
    ]) {
      const res = await addNew(payload);
      expect(res.statusCode).toBe(400);
      expect(targets(res)).toHaveLength(1);
      expect(['coverage', 'categories']).toContain(targets(res)[0]);
    }
  });

  it('applies the v1 checks: zip, age, ids', async () => {
    const res = await addNew({ ...wizard, zip: '00000', dob: usDateYearsAgo(17), group_id: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      { target_element: 'zip', error_message: 'Invalid Zip code' },
      { target_element: 'dob', error_message: 'You must be 18 years to proceed' },
      { target_element: 'group_id', error_message: 'Group not found' },
    ]);
  });
});

describe('PUT /api/v2/change-filter-info/{tempId}', () => {
  const change = (id: string, payload: Json, cookies?: Record<string, string>) =>
    t.call({ method: 'PUT', url: `/api/v2/change-filter-info/${id}`, payload, ...(cookies ? { cookies } : {}) });

  it('changes working hours, coverage and categories; empty lists are omitted', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const res = await change(
      enrollmentId,
      { working_hours: '40', coverage: ['LOW_DEDUCTIBLES'], categories: ['medical'], annual_incode: '48000' },
      cookies,
    );
    expect(res.statusCode, res.body).toBe(200);
    const kept = await change(enrollmentId, { coverage: [], categories: null, working_hours: '' }, cookies);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await filterOf(enrollmentId, cookies)).toEqual({
      zip: '75201',
      state: 'TX',
      dob: '04/12/1985',
      gender: '0',
      tier: 'IO',
      working_hours: 40,
      coverage: ['LOW_DEDUCTIBLES'],
      categories: ['medical'],
      annual_incode: '48000.00',
    });
  });

  it('refuses bad values on their field and foreign enrollments', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    for (const [payload, target] of [
      [{ working_hours: 200 }, 'working_hours'],
      [{ working_hours: 'many' }, 'working_hours'],
      [{ working_hours: 12.5 }, 'working_hours'],
      [{ coverage: ['EVERYTHING'] }, 'coverage'],
      [{ categories: 'dental' }, 'categories'],
      [{ zip: '1234' }, 'zip'],
    ] as const) {
      const res = await change(enrollmentId, payload, cookies);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(targets(res)).toEqual([target]);
    }
    expect((await change(enrollmentId, { tier: 'IS' }, browser())).statusCode).toBe(404);
    expect((await change(randomUUID(), { tier: 'IS' }, cookies)).statusCode).toBe(404);
  });
});

describe('GET /api/v2/validate-dob', () => {
  const validate = (dob?: string) => t.call({ url: `/api/v2/validate-dob${dob === undefined ? '' : `?dob=${encodeURIComponent(dob)}`}` });

  it('answers the date and the age it gives', async () => {
    const res = await validate(usDateYearsAgo(30));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { dob: usDateYearsAgo(30), age: 30 } });
    expect((await validate(` ${usDateYearsAgo(18)} `)).json().data.age).toBe(18);
  });

  it('returns its message under errors.dob as well as in the field-error list', async () => {
    for (const [dob, message] of [
      [usDateYearsAgo(18, 1), 'You must be 18 years to proceed'],
      [undefined, 'Field is required'],
      ['', 'Field is required'],
      ['02/30/2000', 'Invalid date'],
      [usDateYearsAgo(-2), 'You must be 18 years to proceed'],
      ['9'.repeat(5000), 'Invalid date'],
    ] as const) {
      const res = await validate(dob);
      expect(res.statusCode, dob).toBe(400);
      expect(res.json(), dob).toEqual({
        status: 'error',
        data: [{ target_element: 'dob', error_message: message }],
        message,
        errors: { dob: [message] },
      });
    }
    const repeated = await t.call({ url: '/api/v2/validate-dob?dob=01/01/1980&dob=01/01/1990' });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors).toEqual({ dob: ['Invalid date'] });
  });
});

describe('GET /api/v2/coverages', () => {
  it('lists the four coverage options with their labels', async () => {
    const res = await t.call({ url: '/api/v2/coverages' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { key: 'LOW_COST', label: 'Low Cost / High Deductible' },
      { key: 'MINIMUM_ESSENTIAL_COVERAGE', label: 'Minimum Essential Coverage' },
      { key: 'PRESCRIPTION', label: 'Prescription' },
      { key: 'LOW_DEDUCTIBLES', label: 'Low Deductibles' },
    ]);
  });
});

describe('POST /service/validate-zip-code', () => {
  const validate = (payload?: unknown) =>
    t.call({ method: 'POST', url: '/service/validate-zip-code', ...(payload === undefined ? {} : { payload: payload as Json }) });

  it('answers zip, state and city', async () => {
    const res = await validate({ zip: '02108' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { zip: '02108', state: 'MA', city: 'Boston' } });
  });

  it('answers an error list whose first message belongs on the zip field', async () => {
    for (const [payload, message] of [
      [{ zip: '123' }, 'Enter 5 digit zip code'],
      [{ zip: 12345678 }, 'Enter 5 digit zip code'],
      [{ zip: '00000' }, 'Invalid Zip code'],
      [{}, 'Field is required'],
      [{ zip: null }, 'Field is required'],
    ] as const) {
      const res = await validate(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status).toBe('error');
      expect(res.json().data[0], JSON.stringify(payload)).toEqual({ target_element: 'zip', error_message: message });
    }
    expect((await validate()).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents every filter call', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/add-filter-for-new-user',
        '/api/v2/add-filter-for-new-user',
        '/api/v1/change-filter-info/{tempId}',
        '/api/v2/change-filter-info/{tempId}',
        '/api/v1/add-filter-for-existing-user',
        '/api/v1/add-filter-for-member',
        '/api/v1/update-filter-portal',
        '/api/v1/validate-zip-code',
        '/service/validate-zip-code',
        '/api/v2/validate-dob',
        '/api/v2/coverages',
        '/api/v1/get-enrollment-temp-info',
        '/api/v1/get-featured-plans',
        '/api/v1/get-more-requirement',
      ]),
    );
  });
});
