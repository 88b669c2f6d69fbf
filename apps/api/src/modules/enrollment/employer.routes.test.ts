import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIZARD_MESSAGES } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture, readSealedTabFixture } from '../../../test/fixtures';
import { EMPLOYER_INFO_BODY } from '../../../test/wire-bodies';
import { DEMO_ACME_PORTAL_ID, DEMO_GROUP_IDS } from '../../db/seed/demo-ids';
import { PORTAL_IDS } from '../../db/seed/parties';

let t: TestApp;
type Fixture = Awaited<ReturnType<typeof createEnrollmentFixture>>;
/** An Acme employee: the employer step is required by the group. */
let acme: Fixture;
/** No group, a disability plan in the cart: the step is required by the plan, and there is no group to prefill from. */
let disability: Fixture;
/** An IO dental cart without a group: no employer step. */
let dentalIO: Fixture;
/** The demo portal whose rules require the employer's address2. */
let strictPortal: Fixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createEnrollmentFixture(t.database.db, { groupId: DEMO_GROUP_IDS.acme, portalId: DEMO_ACME_PORTAL_ID, eprocess: 'group' });
  await addCartItemFixture(t.database.db, acme.enrollmentId, 'DN101');
  disability = await createEnrollmentFixture(t.database.db);
  await addCartItemFixture(t.database.db, disability.enrollmentId, 'DI901');
  dentalIO = await createEnrollmentFixture(t.database.db);
  await addCartItemFixture(t.database.db, dentalIO.enrollmentId, 'DN101');
  strictPortal = await createEnrollmentFixture(t.database.db, { agentId: 2, portalId: PORTAL_IDS.garciaDirect });
  await addCartItemFixture(t.database.db, strictPortal.enrollmentId, 'DI901');
});
afterAll(() => t.close());

const noHolidays = { Standard_6: 0, Presendents_Day: 0, Columbus_Day: 0, Religious_Days: 0, Birthday: 0, Floating_Day: 0 };
const employer = EMPLOYER_INFO_BODY;

const post = (url: string, payload: object, cookies: Record<string, string>) => t.call({ method: 'POST', url, payload, cookies });
const get = (url: string, cookies: Record<string, string> = {}) => t.call({ url, cookies });
const save = (fixture: Fixture, changes: object = {}) =>
  post('/api/v1/save-employer-info', { ...employer, ...changes, enrollment_id: fixture.enrollmentId }, fixture.cookies);
type Field = { field_name: string; value: unknown; required: boolean; read_only: boolean };
const fieldsOf = (res: { json(): { data: { result: Field[] } } }) =>
  Object.fromEntries(res.json().data.result.map((f) => [f.field_name, f]));

describe('get-form-fields-employer-info', () => {
  it('answers every field with its rule and no value before a save', async () => {
    const res = await get(`/api/v1/get-form-fields-employer-info?enrollment_id=${acme.enrollmentId}`, acme.cookies);
    expect(res.statusCode).toBe(200);
    const fields = fieldsOf(res);
    expect(Object.keys(fields)).toEqual(Object.keys(employer));
    expect(fields.name).toEqual({ field_name: 'name', value: null, required: true, read_only: false });
    expect(fields.address2).toMatchObject({ required: false });
    expect(fields.holiday_policy).toMatchObject({ required: true, value: null });
  });

  it("follows the portal's rules: address2 required", async () => {
    const res = await get(`/api/v1/get-form-fields-employer-info?enrollment_id=${strictPortal.enrollmentId}`, strictPortal.cookies);
    expect(fieldsOf(res).address2).toMatchObject({ required: true });
    const refused = await save(strictPortal, { address2: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toEqual([{ target_element: 'address2', error_message: 'Field is required' }]);
  });
});

describe('get-group-info', () => {
  it("answers the enrollment's group name, phone and address", async () => {
    const res = await get(`/api/v1/get-group-info?enrollment_id=${acme.enrollmentId}`, acme.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      result: {
        general_info: { group_name: 'Acme Manufacturing', group_phone: '9725550100' },
        address_information: { address1: '2800 Industrial Pkwy', address2: 'Building C', city: 'Garland', state: 'TX', zip: '75041' },
      },
    });
  });

  it('answers nulls for an enrollment without a group', async () => {
    const res = await get(`/api/v1/get-group-info?enrollment_id=${disability.enrollmentId}`, disability.cookies);
    expect(res.json().data.result).toEqual({
      general_info: { group_name: null, group_phone: null },
      address_information: { address1: null, address2: null, city: null, state: null, zip: null },
    });
  });
});

describe('option lists', () => {
  it('answers the fixed lists as name/value pairs without parameters', async () => {
    const statuses = await get('/api/v1/get-employment-status');
    expect(statuses.statusCode).toBe(200);
    expect(statuses.json().data.result).toEqual([
      { name: 'Active', value: 'A' },
      { name: 'COBRA', value: 'C' },
      { name: 'Retired', value: 'R' },
    ]);
    const compensation = await get('/api/v1/get-compensation-types');
    expect(
      compensation
        .json()
        .data.result.map((o: { value: string }) => o.value)
        .sort(),
    ).toEqual(['G10L20', 'G20', 'GMWL10', 'MW', 'Salary']);
    const weeks = await get('/api/v1/get-average-work-week');
    expect(weeks.json().data.result.length).toBeGreaterThan(0);
  });

  it("answers the group's vacation policies, bargaining units and observed holidays", async () => {
    const query = `?enrollment_id=${acme.enrollmentId}`;
    const vacation = await get(`/api/v1/get-vacation-policy${query}`, acme.cookies);
    expect(vacation.json().data.result).toEqual(['5 days', '10 days', '15 days', '20 days'].map((name) => ({ name, value: name })));
    const units = await get(`/api/v1/get-bargaining-unit${query}`, acme.cookies);
    expect(units.json().data.result).toEqual(['Non-union', 'Machinists Local 1187'].map((name) => ({ name, value: name })));
    const holidays = await get(`/api/v1/get-holiday-policy${query}`, acme.cookies);
    expect(holidays.json().data.result).toEqual([
      { name: 'Standard 6', value: 'Standard_6' },
      { name: 'Birthday', value: 'Birthday' },
      { name: 'Floating Day', value: 'Floating_Day' },
    ]);
  });

  it("answers the store's defaults and all six holidays without a group", async () => {
    const query = `?enrollment_id=${disability.enrollmentId}`;
    const holidays = await get(`/api/v1/get-holiday-policy${query}`, disability.cookies);
    expect(holidays.json().data.result.map((o: { value: string }) => o.value)).toEqual([
      'Standard_6',
      'Presendents_Day',
      'Columbus_Day',
      'Religious_Days',
      'Birthday',
      'Floating_Day',
    ]);
    const units = await get(`/api/v1/get-bargaining-unit${query}`, disability.cookies);
    expect(units.json().data.result).toEqual([{ name: 'None', value: 'None' }]);
    const vacation = await get(`/api/v1/get-vacation-policy${query}`, disability.cookies);
    expect(vacation.json().data.result[0]).toEqual({ name: 'None', value: 'None' });
  });
});

describe('save-employer-info', () => {
  it('saves, then answers the saved values: state upper-cased, dashes read as slashes, holiday flags as JSON', async () => {
    const res = await save(acme);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { version: expect.any(Number) } });
    const fields = fieldsOf(await get(`/api/v1/get-form-fields-employer-info?enrollment_id=${acme.enrollmentId}`, acme.cookies));
    expect(fields.state!.value).toBe('TX');
    expect(fields.employment_start_date!.value).toBe('03/01/2019');
    expect(fields.emp_num_employed!.value).toBe(640);
    expect(JSON.parse(fields.holiday_policy!.value as string)).toEqual({ ...noHolidays, Standard_6: 1, Birthday: 1 });
  });

  it('stores blank optional fields as null and keeps nulls out of what it reads', async () => {
    const res = await save(disability, { emp_industry: null, emp_num_employed: '', emp_vac_policy: undefined, address2: '' });
    expect(res.statusCode).toBe(200);
    expect(await readSealedTabFixture(t.database.db, disability.enrollmentId, 'employer_info_enc')).toMatchObject({
      emp_industry: null,
      emp_num_employed: null,
      emp_vac_policy: null,
      address2: null,
    });
  });

  it("answers every broken field with the specification's message", async () => {
    const res = await save(acme, {
      name: '<b>',
      phone: '555',
      zip: '7504',
      occupation: '',
      employment_start_date: '01/01/2099',
      holiday_policy: noHolidays,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual(
      expect.arrayContaining([
        { target_element: 'name', error_message: 'Invalid employer information' },
        { target_element: 'phone', error_message: 'Invalid phone number' },
        { target_element: 'zip', error_message: 'Enter 5 digit zip code' },
        { target_element: 'occupation', error_message: 'Field is required' },
        { target_element: 'employment_start_date', error_message: 'Date cannot be in the future' },
        { target_element: 'holiday_policy', error_message: 'Select at least one holiday policy' },
      ]),
    );
    expect(res.json().data).toHaveLength(6);
  });

  it('refuses a value off an option list as not one of the choices, each under its field (docs/decisions/0104)', async () => {
    const res = await save(acme, {
      average_work_week: '40',
      compensation_type: 'Hourly',
      employment_status: 'X',
      state: 'ZZ',
      with_validation: 'yes',
    });
    expect(res.statusCode).toBe(400);
    const notAChoice = WIZARD_MESSAGES.notAChoice;
    expect(notAChoice).toMatch(/not one of the choices/);
    expect(res.json().data).toEqual(
      ['state', 'average_work_week', 'compensation_type', 'employment_status', 'with_validation'].map((target_element) => ({
        target_element,
        error_message: notAChoice,
      })),
    );
  });

  it('refuses a retired employer', async () => {
    const res = await save(acme, { employment_status: 'R' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([{ target_element: 'employment_status', error_message: 'You cannot proceed with retired employer' }]);
  });

  it('checks the address with USPS Address Validation ticked', async () => {
    const wrongState = await save(acme, { state: 'CA', with_validation: '1' });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().data).toEqual([{ target_element: 'zip', error_message: 'Zip code does not belong to the state' }]);
    const unknownZip = await save(acme, { zip: '00000', with_validation: '1' });
    expect(unknownZip.json().data).toEqual([{ target_element: 'zip', error_message: 'Invalid Zip code' }]);
    const checked = await save(acme, { with_validation: '1' });
    expect(checked.statusCode).toBe(200);
  });

  it('refuses a save for an enrollment whose cart does not need the step (409)', async () => {
    const res = await save(dentalIO);
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toEqual([{ target_element: 'enrollment_id', error_message: 'This step is not part of this enrollment' }]);
    const fields = await get(`/api/v1/get-form-fields-employer-info?enrollment_id=${dentalIO.enrollmentId}`, dentalIO.cookies);
    expect(fields.statusCode).toBe(409);
  });
});

describe("another browser's enrollment", () => {
  it.each(['get-form-fields-employer-info', 'get-group-info', 'get-vacation-policy', 'get-bargaining-unit', 'get-holiday-policy'])(
    '%s answers 404',
    async (path) => {
      const res = await get(`/api/v1/${path}?enrollment_id=${acme.enrollmentId}`, dentalIO.cookies);
      expect(res.statusCode).toBe(404);
    },
  );

  it('save-employer-info answers 404 and stores nothing', async () => {
    const res = await post(
      '/api/v1/save-employer-info',
      { ...employer, name: 'Intruder Inc', enrollment_id: acme.enrollmentId },
      dentalIO.cookies,
    );
    expect(res.statusCode).toBe(404);
    expect(await readSealedTabFixture(t.database.db, acme.enrollmentId, 'employer_info_enc')).toMatchObject({ name: 'Acme Manufacturing' });
  });

  it('refuses a malformed enrollment id with 400', async () => {
    const res = await get('/api/v1/get-holiday-policy?enrollment_id=abc', acme.cookies);
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0].target_element).toBe('enrollment_id');
  });
});

describe('get-zip-state (not in the specification)', () => {
  it("answers the zip's state as a list with state_abbreviation", async () => {
    const res = await get('/api/v1/get-zip-state?zip=75041');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ state_abbreviation: 'TX' }]);
  });

  it("answers 'Invalid Zip code' under zip for an unknown, short or missing zip", async () => {
    for (const query of ['?zip=00000', '?zip=750', '']) {
      const res = await get(`/api/v1/get-zip-state${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toEqual([{ target_element: 'zip', error_message: 'Invalid Zip code' }]);
    }
  });
});
