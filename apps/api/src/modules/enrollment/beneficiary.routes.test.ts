import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BeneficiaryInfoSchema } from '@benefit-store/domain';
import { addCartItemFixture, createEnrollmentFixture } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { enrollments } from '../../db/schema';
import { DEMO_MEMBERS } from '../../db/seed/members';
import { createDataCipher, sealedAt } from '../../lib/data-cipher';

let t: TestApp;
type Fixture = Awaited<ReturnType<typeof createEnrollmentFixture>>;
/** A term life cart: the step is required. */
let life: Fixture;
/** Another browser's enrollment, also term life. */
let other: Fixture;
/** An IO dental cart: the step is not part of the enrollment. */
let dental: Fixture;
/** Sofia Martinez re-enrolling: her beneficiaries on file are Diego (60%, SSN ending 1928) and Lucia (40%). */
let member: Fixture;

const sofia = DEMO_MEMBERS.find((m) => m.firstName === 'Sofia' && m.lastName === 'Martinez')!;

beforeAll(async () => {
  t = await createTestApp();
  life = await createEnrollmentFixture(t.database.db);
  await addCartItemFixture(t.database.db, life.enrollmentId, 'TL401');
  other = await createEnrollmentFixture(t.database.db);
  await addCartItemFixture(t.database.db, other.enrollmentId, 'TL401');
  dental = await createEnrollmentFixture(t.database.db);
  await addCartItemFixture(t.database.db, dental.enrollmentId, 'DN101');
  member = await createEnrollmentFixture(t.database.db, { enrollType: 'existing-member' });
  await addCartItemFixture(t.database.db, member.enrollmentId, 'TL401');
  await t.database.db.update(enrollments).set({ memberId: sofia.id }).where(eq(enrollments.id, member.enrollmentId));
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookies: Record<string, string>) => t.call({ method: 'POST', url, payload, cookies });
const get = (url: string, cookies: Record<string, string> = {}) => t.call({ url, cookies });
const existing = (fixture: Fixture, cookies = fixture.cookies) =>
  get(`/api/v1/get-beneficiaries-existing-user-enrollment?enrollment_id=${fixture.enrollmentId}`, cookies);
const storedList = async (enrollmentId: string) => {
  const [row] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
  return {
    sealed: row!.beneficiaryInfoEnc!,
    list: BeneficiaryInfoSchema.parse(
      createDataCipher(t.env.dataKeys).decryptJson(row!.beneficiaryInfoEnc!, sealedAt('enrollments:beneficiary_info_enc', enrollmentId)),
    ),
  };
};

const ana = {
  beneficiary_id: '',
  first_name: ' Ana ',
  middle_name: '',
  last_name: 'Lopez',
  birthdate: '02/03/1990',
  ssn: '123456789',
  relationship: 'Spouse',
  beneficiary_percentage: '60',
};
const ben = { ...ana, first_name: 'Ben', relationship: 'Child', ssn: '', beneficiary_percentage: '40' };

describe('get-form-fields-beneficiary-info', () => {
  it("answers the popups' fields with their rules and no values", async () => {
    const res = await get(`/api/v1/get-form-fields-beneficiary-info?enrollment_id=${life.enrollmentId}`, life.cookies);
    expect(res.statusCode).toBe(200);
    const fields = res.json().data.result as { field_name: string; value: unknown; required: boolean }[];
    expect(fields.map((f) => f.field_name)).toEqual([
      'first_name',
      'middle_name',
      'last_name',
      'birthdate',
      'ssn',
      'relationship',
      'beneficiary_percentage',
    ]);
    expect(fields.every((f) => f.value === null)).toBe(true);
    expect(fields.find((f) => f.field_name === 'relationship')).toMatchObject({ required: true, read_only: false });
  });
});

describe('get-beneficiary-relationships', () => {
  it('answers the relationships as name/value pairs', async () => {
    const res = await get('/api/v1/get-beneficiary-relationships');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toEqual(
      expect.arrayContaining([
        { name: 'Spouse', value: 'Spouse' },
        { name: 'Child', value: 'Child' },
      ]),
    );
  });
});

describe('get-beneficiaries-existing-user-enrollment', () => {
  it('answers no beneficiaries for a new member who saved none', async () => {
    const res = await existing(life);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ result: { beneficiaries: [] } });
  });

  it("answers an existing member's beneficiaries on file, date of birth as birthdate, SSN masked", async () => {
    const res = await existing(member);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result.beneficiaries).toEqual([
      {
        beneficiary_id: expect.any(String),
        first_name: 'Diego',
        middle_name: null,
        last_name: 'Martinez',
        birthdate: '01/13/1982',
        ssn: 'xxxxxxxx1928',
        relationship: 'Spouse',
        beneficiary_percentage: 60,
      },
      expect.objectContaining({
        first_name: 'Lucia',
        birthdate: '04/08/2016',
        ssn: null,
        relationship: 'Child',
        beneficiary_percentage: 40,
      }),
    ]);
  });
});

describe('validate-single-beneficiary', () => {
  it('answers the beneficiary as it will be listed: trimmed, with an id, the SSN as typed', async () => {
    const res = await post('/api/v1/validate-single-beneficiary', { ...ana, enrollment_id: life.enrollmentId }, life.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toEqual({
      beneficiary_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      first_name: 'Ana',
      middle_name: null,
      last_name: 'Lopez',
      birthdate: '02/03/1990',
      ssn: '123456789',
      relationship: 'Spouse',
      beneficiary_percentage: 60,
    });
  });

  it("answers every broken field with the specification's message", async () => {
    const res = await post(
      '/api/v1/validate-single-beneficiary',
      {
        ...ana,
        first_name: '<b>',
        last_name: '',
        ssn: '12ab',
        beneficiary_percentage: '101',
        birthdate: '01/01/2099',
        relationship: '',
        enrollment_id: life.enrollmentId,
      },
      life.cookies,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual(
      expect.arrayContaining([
        { target_element: 'first_name', error_message: 'Please enter valid first name' },
        { target_element: 'last_name', error_message: 'Field is required' },
        { target_element: 'ssn', error_message: 'Invalid Social Security Number' },
        { target_element: 'beneficiary_percentage', error_message: 'Beneficiary percentage should not be 0 or more than 100' },
        { target_element: 'birthdate', error_message: 'Date cannot be in the future' },
        { target_element: 'relationship', error_message: 'Field is required' },
      ]),
    );
    expect(res.json().data).toHaveLength(6);
  });

  it('takes a masked SSN only as the one on file for the same beneficiary', async () => {
    const [diego] = (await existing(member)).json().data.result.beneficiaries;
    const kept = await post('/api/v1/validate-single-beneficiary', { ...diego, enrollment_id: member.enrollmentId }, member.cookies);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.result).toMatchObject({ beneficiary_id: diego.beneficiary_id, ssn: 'xxxxxxxx1928' });
    const wrong = await post(
      '/api/v1/validate-single-beneficiary',
      { ...diego, ssn: 'xxxxxxxx1111', enrollment_id: member.enrollmentId },
      member.cookies,
    );
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().data).toEqual([
      { target_element: 'ssn', error_message: 'This enrollment was changed in another window. Please reload to see the latest version.' },
    ]);
  });
});

describe('save-beneficiary-info', () => {
  const save = (fixture: Fixture, beneficiaries: object[], cookies = fixture.cookies) =>
    post('/api/v1/save-beneficiary-info', { enrollment_id: fixture.enrollmentId, beneficiaries }, cookies);

  it.each([
    ['an empty list', [], 'Please add your beneficiaries before continuing.'],
    ['a total under 100', [ana], 'Your total Beneficiary Percentage is 60 and it Should be ideally not less than 100%'],
    [
      'a total over 100',
      [ana, { ...ben, beneficiary_percentage: '50' }],
      'Your total Beneficiary Percentage is 110 and it Should not be more than 100%',
    ],
  ])('refuses %s with the list message', async (_name, beneficiaries, message) => {
    const res = await save(life, beneficiaries);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([{ target_element: 'beneficiaries', error_message: message }]);
  });

  it('refuses more than 3 beneficiaries', async () => {
    const quarter = { ...ben, beneficiary_percentage: '25' };
    const res = await save(life, [quarter, quarter, quarter, quarter]);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([{ target_element: 'beneficiaries', error_message: 'Maximum allowed number of beneficiaries is 3' }]);
  });

  it("names an entry's field by its place in the list", async () => {
    const res = await save(life, [ana, { ...ben, last_name: '' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([{ target_element: 'beneficiaries.1.last_name', error_message: 'Field is required' }]);
  });

  it('saves the list sealed, then answers it masked', async () => {
    const res = await save(life, [ana, ben]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { version: expect.any(Number) } });
    const { sealed, list } = await storedList(life.enrollmentId);
    expect(sealed).not.toContain('123456789');
    expect(list.beneficiaries.map((b) => [b.first_name, b.ssn, b.beneficiary_percentage])).toEqual([
      ['Ana', '123456789', 60],
      ['Ben', null, 40],
    ]);
    const listed = (await existing(life)).json().data.result.beneficiaries;
    expect(listed.map((b: { first_name: string; ssn: string | null }) => [b.first_name, b.ssn])).toEqual([
      ['Ana', 'xxxxxxxx6789'],
      ['Ben', null],
    ]);
  });

  it("keeps an existing member's SSN on file when the preloaded list comes back masked", async () => {
    const preloaded = (await existing(member)).json().data.result.beneficiaries;
    const res = await save(member, preloaded);
    expect(res.statusCode).toBe(200);
    const { list } = await storedList(member.enrollmentId);
    expect(list.beneficiaries.map((b) => b.ssn)).toEqual(['467011928', null]);
    const wrong = await save(member, [{ ...preloaded[0], ssn: 'xxxxxxxx0000' }, preloaded[1]]);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().data).toEqual([
      {
        target_element: 'beneficiaries.0.ssn',
        error_message: 'This enrollment was changed in another window. Please reload to see the latest version.',
      },
    ]);
  });

  it('refuses an enrollment whose cart needs no beneficiaries (409)', async () => {
    const res = await save(dental, [{ ...ana, beneficiary_percentage: '100' }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toEqual([{ target_element: 'enrollment_id', error_message: 'This step is not part of this enrollment' }]);
    const fields = await get(`/api/v1/get-form-fields-beneficiary-info?enrollment_id=${dental.enrollmentId}`, dental.cookies);
    expect(fields.statusCode).toBe(409);
  });

  it("answers another browser's enrollment as unknown (404) on every step call", async () => {
    const responses = await Promise.all([
      save(other, [{ ...ana, beneficiary_percentage: '100' }], life.cookies),
      post('/api/v1/validate-single-beneficiary', { ...ana, enrollment_id: other.enrollmentId }, life.cookies),
      existing(other, life.cookies),
      get(`/api/v1/get-form-fields-beneficiary-info?enrollment_id=${other.enrollmentId}`, life.cookies),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    const [row] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, other.enrollmentId));
    expect(row!.beneficiaryInfoEnc).toBeNull();
  });
});
