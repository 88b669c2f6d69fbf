import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DependentInfoSchema, type Tier } from '@benefit-store/domain';
import { addCartItemFixture, createEnrollmentFixture } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { enrollments } from '../../db/schema';
import { DEMO_MEMBER_ID } from '../../db/seed/demo-ids';
import { createDataCipher, sealedAt } from '../../lib/data-cipher';

let t: TestApp;
type Fixture = Awaited<ReturnType<typeof createEnrollmentFixture>>;
const filter = (tier: Tier) => ({ zip: '75201', state: 'TX', dob: '1985-04-12', gender: '0', tier });
const enrollmentWith = async (tier: Tier, plan: string, options: Parameters<typeof createEnrollmentFixture>[1] = {}) => {
  const fixture = await createEnrollmentFixture(t.database.db, { ...options, filter: filter(tier) });
  await addCartItemFixture(t.database.db, fixture.enrollmentId, plan);
  return fixture;
};

/** Dental carts (no health questions): IS, IC, IF. */
let dentalIS: Fixture;
let dentalIC: Fixture;
let dentalIF: Fixture;
/** Premier (L713) carts: IC and IF. */
let premierIC: Fixture;
let premierIF: Fixture;
/** An underwritten term life IF cart: dependents answer health questions. */
let lifeIF: Fixture;
/** IO: the step is not part of the enrollment. */
let dentalIO: Fixture;
/** Emily Carter re-enrolling, IF: her spouse Michael and children Ava and Noah are on file. */
let member: Fixture;

/** The store's day is 2026-11-23: the earliest effective date offered is 12/01/2026, which ages count on. */
const NOW = new Date('2026-11-23T17:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  dentalIS = await enrollmentWith('IS', 'DN101');
  dentalIC = await enrollmentWith('IC', 'DN101');
  dentalIF = await enrollmentWith('IF', 'DN101');
  premierIC = await enrollmentWith('IC', 'L713');
  premierIF = await enrollmentWith('IF', 'L713');
  lifeIF = await enrollmentWith('IF', 'TL401');
  dentalIO = await enrollmentWith('IO', 'DN101');
  member = await enrollmentWith('IF', 'DN101', { enrollType: 'existing-member' });
  await t.database.db.update(enrollments).set({ memberId: DEMO_MEMBER_ID }).where(eq(enrollments.id, member.enrollmentId));
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookies: Record<string, string>) => t.call({ method: 'POST', url, payload, cookies });
const get = (url: string, cookies: Record<string, string> = {}) => t.call({ url, cookies });
const existing = (fixture: Fixture, cookies = fixture.cookies) =>
  get(`/api/v1/get-dependents-existing-user-enrollment?enrollment_id=${fixture.enrollmentId}`, cookies);
const stored = async (enrollmentId: string) => {
  const [row] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
  return {
    sealed: row!.dependentInfoEnc,
    info: row!.dependentInfoEnc
      ? DependentInfoSchema.parse(
          createDataCipher(t.env.dataKeys).decryptJson(row!.dependentInfoEnc, sealedAt('enrollments:dependent_info_enc', enrollmentId)),
        )
      : null,
  };
};

const primary = (overrides: Record<string, string> = {}) => ({
  dependent_id: '',
  first_name: ' Ana ',
  middle_name: '',
  last_name: 'Lopez',
  gender: '1',
  birthdate: '02/03/1990',
  ssn: '123456789',
  relationship: 'spouse',
  weight: '',
  height_feet: '',
  height_inch: '',
  employed: '0',
  ...overrides,
});
const spouse = { primary_info: primary() };
const child = (first_name = 'Ben') => ({
  primary_info: primary({ first_name, relationship: 'child', birthdate: '05/06/2015', ssn: '487654321' }),
});
const validate = (fixture: Fixture, dependent: object) =>
  post('/api/v1/validate-single-dependent', { ...dependent, enrollment_id: fixture.enrollmentId }, fixture.cookies);
const save = (fixture: Fixture, dependents: object[]) =>
  post('/api/v1/save-dependent-info', { enrollment_id: fixture.enrollmentId, dependents }, fixture.cookies);
const saveTemp = (fixture: Fixture, dependents: object[], extra: object = {}) =>
  post('/api/v1/save-dependent-info-to-temp', { enrollment_id: fixture.enrollmentId, dependents, ...extra }, fixture.cookies);

describe('step guard', () => {
  it('answers 404 for another browser and 409 for an IO enrollment', async () => {
    const foreign = await existing(dentalIF, dentalIS.cookies);
    expect(foreign.statusCode).toBe(404);
    expect((await validate({ ...dentalIF, cookies: dentalIS.cookies }, spouse)).statusCode).toBe(404);
    for (const res of [await existing(dentalIO), await save(dentalIO, [spouse]), await saveTemp(dentalIO, [])]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().data[0]).toEqual({ target_element: 'enrollment_id', error_message: 'This step is not part of this enrollment' });
    }
  });
});

describe('get-form-fields-dependent-primary-info', () => {
  it("answers the forms' fields with their rules and no values", async () => {
    const res = await get(`/api/v1/get-form-fields-dependent-primary-info?enrollment_id=${dentalIF.enrollmentId}`, dentalIF.cookies);
    expect(res.statusCode).toBe(200);
    const fields = res.json().data.result as { field_name: string; value: unknown; required: boolean }[];
    expect(fields.map((f) => f.field_name)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'gender', 'birthdate', 'ssn', 'relationship', 'weight']),
    );
    expect(fields.every((f) => f.value === null)).toBe(true);
    expect(fields.find((f) => f.field_name === 'gender')).toMatchObject({ required: true });
  });
});

describe('get-health-questions-dependent-info', () => {
  it("answers the dependents' questions unanswered, codition_questions spelled so", async () => {
    const res = await get(`/api/v1/get-health-questions-dependent-info?enrollment_id=${lifeIF.enrollmentId}`, lifeIF.cookies);
    expect(res.statusCode).toBe(200);
    const { result } = res.json().data;
    expect(result.codition_questions.map((q: { question_id: number }) => q.question_id)).toEqual([141, 142, 143, 144, 145, 146, 147]);
    expect(result.codition_questions.every((q: { yes_no_flag: unknown }) => q.yes_no_flag === null)).toBe(true);
    expect(result.medication_question).toMatchObject({ question_id: 150, medications: [] });
  });
});

describe('get-dependents-existing-user-enrollment', () => {
  it('answers no dependents for a new member, with the tier and the premier flag', async () => {
    const res = await existing(premierIC);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toEqual({
      dependents: [],
      tier: 'IC',
      is_premier: true,
      enroll_type: 'new-member',
      spouse_choice: null,
      has_set_aside_spouse: false,
      effective_date: '2026-12-01',
      child_age_limit: 26,
    });
  });

  it("answers an existing member's dependents on file, SSNs masked", async () => {
    const res = await existing(member);
    expect(res.statusCode).toBe(200);
    const { dependents } = res.json().data.result;
    expect(dependents.map((d: { primary_info: { first_name: string } }) => d.primary_info.first_name)).toEqual(['Michael', 'Ava', 'Noah']);
    expect(dependents[0].primary_info).toMatchObject({
      relationship: 'spouse',
      ssn: 'xxxxxxxx2380',
      birthdate: '07/02/1984',
      employed: '0',
    });
    expect(JSON.stringify(dependents)).not.toContain('514672380');
  });
});

describe('validate-single-dependent', () => {
  it('answers the dependent as it will be listed: trimmed, with an id, the SSN as typed', async () => {
    const res = await validate(dentalIF, spouse);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toEqual({
      primary_info: expect.objectContaining({
        dependent_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        first_name: 'Ana',
        middle_name: null,
        ssn: '123456789',
        relationship: 'spouse',
        gender: '1',
        employed: '0',
        weight: null,
      }),
      health_info: null,
    });
    expect((await stored(dentalIF.enrollmentId)).sealed).toBeNull();
  });

  it('answers field errors at primary_info.<field>', async () => {
    const res = await validate(dentalIF, { primary_info: primary({ first_name: '<b>', ssn: '12', birthdate: '01/01/2099', gender: '' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual(
      expect.arrayContaining([
        { target_element: 'primary_info.first_name', error_message: 'Please enter valid first name' },
        { target_element: 'primary_info.ssn', error_message: 'Invalid Social Security Number' },
        { target_element: 'primary_info.birthdate', error_message: 'Date cannot be in the future' },
        { target_element: 'primary_info.gender', error_message: 'Field is required' },
      ]),
    );
  });

  it('asks health answers when the enrollment has health questions, errors at health_info.condition_questions.N.conditions.0.<field>', async () => {
    const questions = (await get(`/api/v1/get-health-questions-dependent-info?enrollment_id=${lifeIF.enrollmentId}`, lifeIF.cookies)).json()
      .data.result;
    const answers = {
      condition_questions: questions.codition_questions.map((q: { question_id: number }) => ({
        question_id: q.question_id,
        yes_no_flag: q.question_id === 141 ? '1' : '0',
        conditions: q.question_id === 141 ? [{ health_condition: 'Asthma', date_of_onset: '01/01/2099' }] : [],
      })),
      medication_question: { question_id: 150, yes_no_flag: '0', medications: [] },
      notes: '',
    };
    const refused = await validate(lifeIF, { ...spouse, health_info: answers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toEqual(
      expect.arrayContaining([
        { target_element: 'health_info.condition_questions.0.conditions.0.date_of_onset', error_message: 'Date cannot be in the future' },
        { target_element: 'health_info.condition_questions.0.conditions.0.is_treatment', error_message: 'Field is required' },
      ]),
    );
    const missing = await validate(lifeIF, spouse);
    expect(missing.statusCode).toBe(400);
    answers.condition_questions[0].conditions = [
      { health_condition: 'Asthma', date_of_onset: '01/01/2010', is_treatment: '0', is_medicate: '0' },
    ];
    const accepted = await validate(lifeIF, { ...spouse, health_info: answers });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.result.health_info.condition_questions[0]).toMatchObject({ question_id: 141, yes_no_flag: 1 });
  });
});

describe("a dependent's age on the effective date (DESIGN §3 'Dependents')", () => {
  const spouseMessage = 'A spouse must be at least 18 on the effective date (12/01/2026).';
  const childMessage = 'A child must be under 26 on the effective date (12/01/2026), unless marked as a disabled dependent.';
  const adultChild = (overrides: Record<string, string> = {}) => ({
    primary_info: primary({ first_name: 'Sam', relationship: 'child', birthdate: '05/06/1996', ssn: '487654322', ...overrides }),
  });

  it('refuses a spouse under 18 on the effective date at primary_info.birthdate', async () => {
    const res = await validate(dentalIF, { primary_info: primary({ birthdate: '12/02/2008' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([{ target_element: 'primary_info.birthdate', error_message: spouseMessage }]);
    // 17 today, 18 by the effective date.
    expect((await validate(dentalIF, { primary_info: primary({ birthdate: '11/28/2008' }) })).statusCode).toBe(200);
  });

  it('counts on the effective date the cart holds', async () => {
    await t.database.db.update(enrollments).set({ effectiveDate: '2026-12-15' }).where(eq(enrollments.id, dentalIS.enrollmentId));
    expect((await existing(dentalIS)).json().data.result.effective_date).toBe('2026-12-15');
    expect((await validate(dentalIS, { primary_info: primary({ birthdate: '12/10/2008' }) })).statusCode).toBe(200);
    const refused = await validate(dentalIS, { primary_info: primary({ birthdate: '12/16/2008' }) });
    expect(refused.json().data).toEqual([
      { target_element: 'primary_info.birthdate', error_message: 'A spouse must be at least 18 on the effective date (12/15/2026).' },
    ]);
    await t.database.db.update(enrollments).set({ effectiveDate: null }).where(eq(enrollments.id, dentalIS.enrollmentId));
  });

  it('refuses a child of 26 or more unless marked as a disabled dependent, and keeps the mark', async () => {
    const refused = await validate(dentalIC, adultChild());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toEqual([{ target_element: 'primary_info.birthdate', error_message: childMessage }]);
    const accepted = await validate(dentalIC, adultChild({ is_disabled: '1' }));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.result.primary_info).toMatchObject({ first_name: 'Sam', is_disabled: '1' });
    expect((await save(dentalIC, [adultChild({ is_disabled: '1' }), child()])).statusCode).toBe(200);
    const { info } = await stored(dentalIC.enrollmentId);
    expect(info!.dependents.map((d) => d.primary_info.is_disabled)).toEqual(['1', '0']);
  });

  it('refuses the same rules on save-dependent-info and save-dependent-info-to-temp, at dependents.N.primary_info.birthdate', async () => {
    const young = { primary_info: primary({ birthdate: '06/01/2009', is_disabled: '1' }) };
    for (const res of [await save(dentalIF, [young, adultChild()]), await saveTemp(dentalIF, [young, adultChild()])]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toEqual([
        { target_element: 'dependents.0.primary_info.birthdate', error_message: spouseMessage },
        { target_element: 'dependents.1.primary_info.birthdate', error_message: childMessage },
      ]);
    }
  });

  it('keeps the disabled mark for a child only', async () => {
    const res = await validate(dentalIS, { primary_info: primary({ is_disabled: '1' }) });
    expect(res.json().data.result.primary_info.is_disabled).toBe('0');
  });
});

describe('save-dependent-info', () => {
  it('saves a complete IF list sealed, and answers it masked', async () => {
    const res = await save(dentalIF, [spouse, child()]);
    expect(res.statusCode).toBe(200);
    const { sealed, info } = await stored(dentalIF.enrollmentId);
    expect(sealed).not.toContain('Lopez');
    expect(info!.dependents.map((d) => d.primary_info.relationship)).toEqual(['spouse', 'child']);
    expect(info!.dependents[0]!.primary_info.ssn).toBe('123456789');
    const listed = (await existing(dentalIF)).json().data.result.dependents;
    expect(listed[0].primary_info.ssn).toBe('xxxxxxxx6789');
    // Saved back as listed (masked SSN, same id): the number on file is kept.
    expect((await save(dentalIF, listed)).statusCode).toBe(200);
    expect((await stored(dentalIF.enrollmentId)).info!.dependents[0]!.primary_info.ssn).toBe('123456789');
  });

  it('refuses a masked SSN that is not the one on file', async () => {
    const res = await save(dentalIS, [{ primary_info: primary({ ssn: 'xxxxx1111' }) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0]).toEqual({
      target_element: 'dependents.0.primary_info.ssn',
      error_message: 'Invalid Social Security Number',
    });
  });

  it("refuses each tier's list faults at dependents", async () => {
    const cases: [Fixture, object[], string][] = [
      [dentalIF, [spouse], 'Spouse & Child information required'],
      [dentalIS, [], 'Spouse information required'],
      [dentalIS, [spouse, spouse], 'Only one dependent is allowed for the Member + Spouse tier'],
      [dentalIC, [], 'Child information required'],
      [
        premierIC,
        [child(), child('Cy')],
        'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
      ],
    ];
    for (const [fixture, dependents, message] of cases) {
      const res = await save(fixture, dependents);
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toContainEqual({ target_element: 'dependents', error_message: message });
    }
    const tooMany = await save(dentalIF, [spouse, ...Array.from({ length: 9 }, () => child())]);
    expect(tooMany.json().data).toContainEqual({
      target_element: 'dependents',
      error_message: 'Maximum allowed number of dependents is 9',
    });
  });

  it('answers entry errors at dependents.N.primary_info.<field>', async () => {
    const res = await save(dentalIC, [
      child(),
      { primary_info: primary({ relationship: 'child', birthdate: '05/06/2015', last_name: '{x}' }) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      { target_element: 'dependents.1.primary_info.last_name', error_message: 'Please enter valid last name' },
    ]);
  });

  it('saves the premier IC list with one child', async () => {
    expect((await save(premierIC, [child()])).statusCode).toBe(200);
  });
});

describe('save-dependent-info-to-temp', () => {
  it('saves an incomplete list without the Next rules and answers it masked', async () => {
    const res = await saveTemp(dentalIC, [child(), child('Cy')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result.dependents).toHaveLength(2);
    const partial = await saveTemp(lifeIF, []);
    expect(partial.statusCode).toBe(200);
  });

  it('still checks each dependent', async () => {
    const res = await saveTemp(dentalIC, [{ primary_info: primary({ first_name: '' }) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0]).toEqual({ target_element: 'dependents.0.primary_info.first_name', error_message: 'Field is required' });
  });

  it('premier IF: No sets the spouse aside on the server, a later Yes restores it', async () => {
    const no = await saveTemp(premierIF, [spouse, child()], { spouse_choice: '0' });
    expect(no.statusCode).toBe(200);
    expect(no.json().data.result).toMatchObject({ spouse_choice: '0', has_set_aside_spouse: true });
    expect(no.json().data.result.dependents.map((d: { primary_info: { relationship: string } }) => d.primary_info.relationship)).toEqual([
      'child',
    ]);
    expect((await stored(premierIF.enrollmentId)).info!.set_aside_spouse!.primary_info.first_name).toBe('Ana');
    const kept = no.json().data.result.dependents;
    const yes = await saveTemp(premierIF, kept, { spouse_choice: '1' });
    expect(yes.json().data.result).toMatchObject({ spouse_choice: '1', has_set_aside_spouse: false });
    expect(yes.json().data.result.dependents.map((d: { primary_info: { first_name: string } }) => d.primary_info.first_name)).toEqual([
      'Ana',
      'Ben',
    ]);
    expect((await stored(premierIF.enrollmentId)).info!.dependents[0]!.primary_info.ssn).toBe('123456789');
  });
});

describe('delete-dependent-in-IO', () => {
  it('clears the dependent information, on any tier', async () => {
    await saveTemp(dentalIS, [spouse]);
    const res = await post('/api/v1/delete-dependent-in-IO', { enrollment_id: dentalIS.enrollmentId }, dentalIS.cookies);
    expect(res.statusCode).toBe(200);
    expect((await stored(dentalIS.enrollmentId)).info).toEqual({ dependents: [], set_aside_spouse: null, spouse_choice: null });
    expect((await post('/api/v1/delete-dependent-in-IO', { enrollment_id: dentalIO.enrollmentId }, dentalIO.cookies)).statusCode).toBe(200);
  });

  it('answers 404 for another browser', async () => {
    expect((await post('/api/v1/delete-dependent-in-IO', { enrollment_id: dentalIS.enrollmentId }, dentalIC.cookies)).statusCode).toBe(404);
  });
});
