import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture } from '../../../test/fixtures';
import { PERSONAL_INFO_BODY, CONTACT_INFO_BODY } from '../../../test/wire-bodies';
import { DEMO_GROUP_IDS, DEMO_MEMBER_ID, DEMO_STAFF } from '../../db/seed/demo-ids';
import { PORTAL_IDS } from '../../db/seed/parties';
import { enrollments } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createDataCipher } from '../../lib/data-cipher';
import { readEnrollmentTabs } from './tab-storage';

let t: TestApp;
type Fixture = Awaited<ReturnType<typeof createEnrollmentFixture>>;
let shopper: Fixture;
let other: Fixture;
let enrollerGroup: Fixture;
let strictPortal: Fixture;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createEnrollmentFixture(t.database.db);
  await addCartItemFixture(t.database.db, shopper.enrollmentId, 'DN101');
  other = await createEnrollmentFixture(t.database.db);
  enrollerGroup = await createEnrollmentFixture(t.database.db, {
    groupId: DEMO_GROUP_IDS.enrollerB,
    portalId: PORTAL_IDS.gccw,
    eprocess: 'group',
  });
  strictPortal = await createEnrollmentFixture(t.database.db, { agentId: 2, portalId: PORTAL_IDS.garciaDirect });
});
afterAll(() => t.close());

const person = PERSONAL_INFO_BODY;
const contact = CONTACT_INFO_BODY;

const post = (url: string, payload: object, cookies: Record<string, string>) => t.call({ method: 'POST', url, payload, cookies });
const get = (url: string, cookies: Record<string, string>) => t.call({ url, cookies });
const storedTabs = async (enrollmentId: string) =>
  (await readEnrollmentTabs(t.database.db, createDataCipher(t.env.dataKeys), enrollmentId)).tabs;
const fieldsOf = (res: { json(): { data: { result: { field_name: string; value: unknown; required: boolean; read_only: boolean }[] } } }) =>
  Object.fromEntries(res.json().data.result.map((f) => [f.field_name, f]));

describe('personal information', () => {
  it("answers its fields with the filter's gender and date of birth, read-only", async () => {
    const res = await get(`/api/v1/get-form-fields-personal-info?enrollment_id=${shopper.enrollmentId}`, shopper.cookies);
    expect(res.statusCode).toBe(200);
    const fields = fieldsOf(res);
    expect(fields.gender).toEqual({ field_name: 'gender', value: '0', required: true, read_only: true });
    expect(fields.birthdate).toMatchObject({ value: '04/12/1985', read_only: true });
    expect(fields.ssn).toMatchObject({ value: null, required: true, read_only: false });
  });

  it('saves, then answers the saved values with the SSN masked and the filter identity kept', async () => {
    const save = await post('/api/v1/save-personal-info', { ...person, enrollment_id: shopper.enrollmentId }, shopper.cookies);
    expect(save.statusCode).toBe(200);
    expect(save.json()).toEqual({ status: 'success', data: { version: expect.any(Number) } });
    const fields = fieldsOf(await get(`/api/v1/get-form-fields-personal-info?enrollment_id=${shopper.enrollmentId}`, shopper.cookies));
    expect(fields.first_name!.value).toBe('Maria');
    expect(fields.ssn!.value).toBe('xxxxxxxx6789');
    expect(fields.gender!.value).toBe('0');
    expect(fields.birthdate!.value).toBe('04/12/1985');
  });

  it('keeps the stored SSN when the masked value comes back, and stores it sealed; a stale mask is a conflict', async () => {
    const save = await post(
      '/api/v1/save-personal-info',
      { ...person, ssn: 'xxxxxxxx6789', enrollment_id: shopper.enrollmentId },
      shopper.cookies,
    );
    expect(save.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, shopper.enrollmentId));
    expect(row!.primaryInfoEnc).not.toContain('123456789');
    const wrongMask = await post(
      '/api/v1/save-personal-info',
      { ...person, ssn: 'xxxxxxxx1111', enrollment_id: shopper.enrollmentId },
      shopper.cookies,
    );
    // A mask of another number was shown before another window replaced it (docs/decisions/0061).
    expect(wrongMask.statusCode).toBe(409);
    expect(wrongMask.json().data).toEqual([
      { target_element: 'ssn', error_message: 'This enrollment was changed in another window. Please reload to see the latest version.' },
    ]);
    // With no number on file, a mask keeps nothing.
    const nothingOnFile = await post(
      '/api/v1/save-personal-info',
      { ...person, ssn: 'xxxxxxxx1111', enrollment_id: other.enrollmentId },
      other.cookies,
    );
    expect(nothingOnFile.statusCode).toBe(400);
    expect(nothingOnFile.json().data).toEqual([{ target_element: 'ssn', error_message: 'Invalid Social Security Number' }]);
  });

  it.each(['521-84-7306', '521 84 7306', ' 521847306 '])('reads the SSN %j as typed and stores its 9 digits', async (ssn) => {
    const typed = await createEnrollmentFixture(t.database.db);
    const save = await post('/api/v1/save-personal-info', { ...person, ssn, enrollment_id: typed.enrollmentId }, typed.cookies);
    expect(save.statusCode).toBe(200);
    expect((await storedTabs(typed.enrollmentId)).primary_info?.ssn).toBe('521847306');
  });

  it.each(['000-12-3456', '000123456', '666-12-3456', '900-12-3456', '123-00-4567', '123-45-0000', '52-184-7306'])(
    "refuses the SSN %j, which the SSA never issues, with the specification's message",
    async (ssn) => {
      const res = await post('/api/v1/save-personal-info', { ...person, ssn, enrollment_id: other.enrollmentId }, other.cookies);
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toEqual([{ target_element: 'ssn', error_message: 'Invalid Social Security Number' }]);
    },
  );

  it('reads prior-coverage dates as people type them and stores them as mm/dd/yyyy', async () => {
    const typed = await createEnrollmentFixture(t.database.db);
    const save = await post(
      '/api/v1/save-personal-info',
      {
        ...person,
        prior_coverage_flag: '1',
        prior_carrier_name: 'Acme Health',
        prior_effective_date: '2020-03-01',
        prior_term_date: '6/5/2021',
        enrollment_id: typed.enrollmentId,
      },
      typed.cookies,
    );
    expect(save.statusCode).toBe(200);
    expect((await storedTabs(typed.enrollmentId)).primary_info).toMatchObject({
      prior_effective_date: '03/01/2020',
      prior_term_date: '06/05/2021',
    });
    const impossible = await post(
      '/api/v1/save-personal-info',
      {
        ...person,
        prior_coverage_flag: '1',
        prior_carrier_name: 'Acme',
        prior_effective_date: '13/45/2020',
        prior_term_date: '',
        enrollment_id: typed.enrollmentId,
      },
      typed.cookies,
    );
    expect(impossible.json().data).toEqual(
      expect.arrayContaining([{ target_element: 'prior_effective_date', error_message: 'Invalid date' }]),
    );
  });

  it("answers every broken field with the specification's message", async () => {
    const res = await post(
      '/api/v1/save-personal-info',
      {
        ...person,
        first_name: '',
        ssn: '12',
        height_inch: '123',
        prior_coverage_flag: '1',
        prior_effective_date: '01/01/2099',
        enrollment_id: shopper.enrollmentId,
      },
      shopper.cookies,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual(
      expect.arrayContaining([
        { target_element: 'first_name', error_message: 'Field is required' },
        { target_element: 'ssn', error_message: 'Invalid Social Security Number' },
        { target_element: 'height_inch', error_message: 'Inch is invalid' },
        { target_element: 'prior_effective_date', error_message: 'Date cannot be in the future' },
        { target_element: 'prior_carrier_name', error_message: 'Field is required' },
      ]),
    );
  });

  it('needs an enroller code for a group that requires one, then saves', async () => {
    const refused = await post(
      '/api/v1/save-personal-info',
      { ...person, enrollment_id: enrollerGroup.enrollmentId },
      enrollerGroup.cookies,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toEqual([{ target_element: 'enrollerCode', error_message: 'Enroller code is required' }]);
    const empty = await post(
      '/api/v1/save-enroller-code',
      { enrollment_id: enrollerGroup.enrollmentId, enrollerCode: '  ' },
      enrollerGroup.cookies,
    );
    expect(empty.json().data).toEqual([{ target_element: 'enrollerCode', error_message: 'Enter Enroller Code' }]);
    const code = await post(
      '/api/v1/save-enroller-code',
      { enrollment_id: enrollerGroup.enrollmentId, enrollerCode: 'GC-7781' },
      enrollerGroup.cookies,
    );
    expect(code.statusCode).toBe(200);
    const saved = await post('/api/v1/save-personal-info', { ...person, enrollment_id: enrollerGroup.enrollmentId }, enrollerGroup.cookies);
    expect(saved.statusCode).toBe(200);
  });

  it("prefills an existing member's details, the SSN masked", async () => {
    const member = await createEnrollmentFixture(t.database.db, { enrollType: 'existing-member' });
    await t.database.db.update(enrollments).set({ memberId: DEMO_MEMBER_ID }).where(eq(enrollments.id, member.enrollmentId));
    const personal = fieldsOf(await get(`/api/v1/get-form-fields-personal-info?enrollment_id=${member.enrollmentId}`, member.cookies));
    expect(personal.first_name!.value).toBe('Emily');
    expect(personal.ssn!.value).toMatch(/^x{8}\d{4}$/);
    expect(personal.ethnic_category!.value).toBe(12);
    const contact = fieldsOf(await get(`/api/v1/get-form-fields-contact-info?enrollment_id=${member.enrollmentId}`, member.cookies));
    expect(contact.email_address!.value).toEqual(expect.stringContaining('@'));
  });

  it("answers another browser's enrollment as unknown (404)", async () => {
    const res = await post('/api/v1/save-personal-info', { ...person, enrollment_id: shopper.enrollmentId }, other.cookies);
    expect(res.statusCode).toBe(404);
    const fields = await get(`/api/v1/get-form-fields-personal-info?enrollment_id=${shopper.enrollmentId}`, other.cookies);
    expect(fields.statusCode).toBe(404);
  });
});

describe('contact information', () => {
  it('saves the address with the state upper-cased', async () => {
    const res = await post('/api/v1/save-contact-info', { ...contact, enrollment_id: shopper.enrollmentId }, shopper.cookies);
    expect(res.statusCode).toBe(200);
    const fields = fieldsOf(await get(`/api/v1/get-form-fields-contact-info?enrollment_id=${shopper.enrollmentId}`, shopper.cookies));
    expect(fields.state!.value).toBe('TX');
    expect(fields.email_address!.value).toBe('maria@example.com');
  });

  it('requires address2, birth state and birth city on the portal whose rules say so', async () => {
    const fields = fieldsOf(
      await get(`/api/v1/get-form-fields-contact-info?enrollment_id=${strictPortal.enrollmentId}`, strictPortal.cookies),
    );
    expect([fields.address2!.required, fields.birth_state!.required, fields.birth_city!.required]).toEqual([true, true, true]);
    const res = await post('/api/v1/save-contact-info', { ...contact, enrollment_id: strictPortal.enrollmentId }, strictPortal.cookies);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      { target_element: 'address2', error_message: 'Field is required' },
      { target_element: 'birth_state', error_message: 'Field is required' },
      { target_element: 'birth_city', error_message: 'Field is required' },
    ]);
  });

  it.each(['(214) 555-0199', '+1 214 555 0199', '214-555-0199', '214.555.0199', '1 (214) 555-0199'])(
    'reads the phone %j as typed and stores its 10 digits',
    async (phone_number) => {
      const typed = await createEnrollmentFixture(t.database.db);
      const res = await post('/api/v1/save-contact-info', { ...contact, phone_number, enrollment_id: typed.enrollmentId }, typed.cookies);
      expect(res.statusCode).toBe(200);
      const fields = fieldsOf(await get(`/api/v1/get-form-fields-contact-info?enrollment_id=${typed.enrollmentId}`, typed.cookies));
      expect(fields.phone_number!.value).toBe('2145550199');
    },
  );

  it.each(['(214) 555-', '+44 20 7946 0958'])("refuses the phone %j with the specification's message", async (phone_number) => {
    const res = await post('/api/v1/save-contact-info', { ...contact, phone_number, enrollment_id: other.enrollmentId }, other.cookies);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([{ target_element: 'phone_number', error_message: 'Invalid phone number' }]);
  });

  it("answers the contact step's messages", async () => {
    const res = await post(
      '/api/v1/save-contact-info',
      { ...contact, email_address: 'maria@', phone_number: '555', zip: '7520', enrollment_id: shopper.enrollmentId },
      shopper.cookies,
    );
    expect(res.json().data).toEqual([
      { target_element: 'email_address', error_message: 'Email is not in correct format' },
      { target_element: 'phone_number', error_message: 'Invalid phone number' },
      { target_element: 'zip', error_message: 'Enter 5 digit zip code.' },
    ]);
  });
});

describe("a staff member's address is never an applicant's contact", () => {
  // A rep typed his own address as the applicant's, received the agreement code and signed for them.
  it("refuses the rep's and the group administrator's sign-in addresses, in any case, and keeps the saved contact", async () => {
    const applicant = await createEnrollmentFixture(t.database.db, { eprocess: 'rep' });
    expect(
      (await post('/api/v1/save-contact-info', { ...contact, enrollment_id: applicant.enrollmentId }, applicant.cookies)).statusCode,
    ).toBe(200);
    for (const email of [DEMO_STAFF.agent.email.toUpperCase(), ` ${DEMO_STAFF.group.email}`]) {
      const res = await post(
        '/api/v1/save-contact-info',
        { ...contact, email_address: email, enrollment_id: applicant.enrollmentId },
        applicant.cookies,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toEqual([
        {
          target_element: 'email_address',
          error_message: 'This address signs a rep or group in to the store. Please enter the applicant’s own e-mail address.',
        },
      ]);
    }
    const fields = fieldsOf(await get(`/api/v1/get-form-fields-contact-info?enrollment_id=${applicant.enrollmentId}`, applicant.cookies));
    expect(fields.email_address!.value).toBe(contact.email_address);
  });
});

describe('USPS Address Validation', () => {
  it('checks that the zip lies in the state when ticked', async () => {
    const res = await post(
      '/api/v1/save-contact-info',
      { ...contact, state: 'CA', with_validation: '1', enrollment_id: shopper.enrollmentId },
      shopper.cookies,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0].target_element).toBe('zip');
    const ok = await post(
      '/api/v1/save-contact-info',
      { ...contact, with_validation: '1', enrollment_id: shopper.enrollmentId },
      shopper.cookies,
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('a completed enrollment', () => {
  it('refuses step saves with a clear message', async () => {
    await t.database.db.update(enrollments).set({ status: 'completed' }).where(eq(enrollments.id, other.enrollmentId));
    const body = { ...contact, enrollment_id: other.enrollmentId };
    // Completion ended the browser's hold (docs/decisions/0090); its rep is told it is complete.
    expect((await post('/api/v1/save-contact-info', body, other.cookies)).statusCode).toBe(404);
    const completed = await post('/api/v1/save-contact-info', body, await t.signIn('agent'));
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe('This enrollment is already complete');
  });
});
