import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIZARD_MESSAGES } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture } from '../../../test/fixtures';
import { enrollments, members } from '../../db/schema';
import { createDataCipher, sealedAt } from '../../lib/data-cipher';

let t: TestApp;
type Fixture = Awaited<ReturnType<typeof createEnrollmentFixture>>;
/** SP801 (cancer care, medically underwritten) in an IO cart: the health step is required. */
let applicant: Fixture;
let member: Fixture;
let memberWithoutAnswers: Fixture;
/** DN101 (dental) in an IO cart: no health step. */
let dental: Fixture;
let other: Fixture;

const ANSWERED_MEMBER_ID = '4f0e85bd-7c63-4a50-970e-f13e63839589';

async function underwritten(memberId?: string): Promise<Fixture> {
  const fixture = await createEnrollmentFixture(t.database.db, memberId ? { enrollType: 'existing-member' } : {});
  await addCartItemFixture(t.database.db, fixture.enrollmentId, 'SP801');
  if (memberId) await t.database.db.update(enrollments).set({ memberId }).where(eq(enrollments.id, fixture.enrollmentId));
  return fixture;
}

beforeAll(async () => {
  t = await createTestApp();
  applicant = await underwritten();
  member = await underwritten(ANSWERED_MEMBER_ID);
  // A seeded member whose health answers were never taken.
  memberWithoutAnswers = await underwritten('18847257-030c-401e-b456-9d813056bb8b');
  dental = await createEnrollmentFixture(t.database.db);
  await addCartItemFixture(t.database.db, dental.enrollmentId, 'DN101');
  other = await createEnrollmentFixture(t.database.db);
});
afterAll(() => t.close());

const QUESTIONS = '/api/v1/get-health-questions-primary-health-info';
const EXISTING = '/api/v1/get-existing-primary-health-info';
const SAVE = '/api/v1/save-primary-health-info';
const get = (url: string, fixture: Fixture, cookies = fixture.cookies) =>
  t.call({ url: `${url}?enrollment_id=${fixture.enrollmentId}`, cookies });
const post = (payload: object, fixture: Fixture, cookies = fixture.cookies) =>
  t.call({ method: 'POST', url: SAVE, payload: { ...payload, enrollment_id: fixture.enrollmentId }, cookies });

const blank = {
  health_condition: '',
  date_of_onset: '',
  date_of_recovery: '',
  is_treatment: '',
  is_medicate: '',
  d_last_seen: '',
  symptoms: '',
  condition: '',
  status: '',
  last_seen_by_physician: '',
  physician_name: '',
  address: '',
  phone: '',
};
const CONDITION_IDS = [141, 142, 143, 144, 145, 146, 147];

/** Every question answered No, as the wizard sends it. */
function allNo() {
  return {
    condition_questions: CONDITION_IDS.map((question_id) => ({
      question_id,
      question_text: '',
      yes_no_flag: 0,
      conditions: [] as object[],
    })),
    medication_question: { question_id: 150, question_text: '', yes_no_flag: 0, medications: [] as object[] },
    notes: '',
  };
}

function withYes(index: number, condition: object) {
  const answers = allNo();
  answers.condition_questions[index] = { ...answers.condition_questions[index]!, yes_no_flag: 1, conditions: [{ ...blank, ...condition }] };
  return answers;
}

describe('get-health-questions-primary-health-info', () => {
  it('answers the questions in order, 145, 146 and 147 among them, unanswered, with the medication question', async () => {
    const res = await get(QUESTIONS, applicant);
    expect(res.statusCode).toBe(200);
    const { result } = res.json().data;
    expect(result.codition_questions.map((q: { question_id: number }) => q.question_id)).toEqual(CONDITION_IDS);
    expect(result.codition_questions[4]).toEqual({
      question_id: 145,
      question_text: 'Are you currently pregnant, or are you an expectant parent through adoption or surrogacy?',
      yes_no_flag: null,
      conditions: [],
    });
    expect(result.medication_question).toEqual({
      question_id: 150,
      question_text: 'Are you currently taking any prescription medications?',
      yes_no_flag: null,
      medications: [],
    });
    expect(result.notes).toBeNull();
  });
});

describe('save-primary-health-info', () => {
  it('saves the answers sealed and answers them merged into the questions', async () => {
    const answers = withYes(0, { health_condition: 'Type 2 diabetes', date_of_onset: '03/14/2019', is_treatment: '1', is_medicate: '1' });
    answers.condition_questions[5] = {
      ...answers.condition_questions[5]!,
      yes_no_flag: 1,
      conditions: [{ ...blank, condition: 'Angina', status: 'Stable', last_seen_by_physician: '10/01/2025', physician_name: 'Dr. Reyes' }],
    };
    answers.medication_question = {
      ...answers.medication_question,
      yes_no_flag: 1,
      medications: [
        { medication: 'Metformin', dosage: '500 mg', medical_condition: 'Diabetes' },
        { medication: '', dosage: '', medical_condition: '' },
      ],
    };
    answers.notes = 'Diet controlled since 2021.';
    const save = await post(answers, applicant);
    expect(save.statusCode).toBe(200);
    expect(save.json()).toEqual({ status: 'success', data: { version: expect.any(Number) } });

    const [row] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, applicant.enrollmentId));
    expect(row!.healthInfoEnc).toBeTruthy();
    expect(row!.healthInfoEnc).not.toContain('Metformin');

    const { result } = (await get(QUESTIONS, applicant)).json().data;
    expect(result.codition_questions[0]).toMatchObject({
      question_id: 141,
      yes_no_flag: 1,
      conditions: [{ health_condition: 'Type 2 diabetes', date_of_onset: '03/14/2019', is_treatment: '1', is_medicate: '1' }],
    });
    expect(result.codition_questions[5].conditions).toEqual([
      {
        condition: 'Angina',
        status: 'Stable',
        last_seen_by_physician: '10/01/2025',
        date_of_recovery: null,
        physician_name: 'Dr. Reyes',
        address: null,
        phone: null,
      },
    ]);
    expect(result.codition_questions[1]).toMatchObject({ question_id: 142, yes_no_flag: 0, conditions: [] });
    expect(result.medication_question.medications).toEqual([
      { id: 1, medication: 'Metformin', dosage: '500 mg', medical_condition: 'Diabetes' },
    ]);
    expect(result.notes).toBe('Diet controlled since 2021.');
  });

  it('answers each missing or broken detail under its field, keyed by the question and row index', async () => {
    const answers = withYes(2, { health_condition: 'Anxiety', date_of_onset: '01/01/2099', is_treatment: 'undefined', is_medicate: '0' });
    answers.condition_questions[6] = { ...answers.condition_questions[6]!, yes_no_flag: 1, conditions: [{ ...blank, phone: '12' }] };
    answers.condition_questions[3] = { ...answers.condition_questions[3]!, yes_no_flag: null as unknown as number };
    answers.medication_question = { ...answers.medication_question, yes_no_flag: 1, medications: [{ dosage: '5 mg' }] };
    const res = await post(answers, applicant);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      { target_element: 'condition_questions.2.conditions.0.date_of_onset', error_message: 'Date cannot be in the future' },
      { target_element: 'condition_questions.2.conditions.0.is_treatment', error_message: 'Field is required' },
      { target_element: 'condition_questions.3.yes_no_flag', error_message: 'Field is required' },
      { target_element: 'condition_questions.6.conditions.0.condition', error_message: 'Field is required' },
      { target_element: 'condition_questions.6.conditions.0.status', error_message: 'Field is required' },
      { target_element: 'condition_questions.6.conditions.0.last_seen_by_physician', error_message: 'Field is required' },
      { target_element: 'condition_questions.6.conditions.0.physician_name', error_message: 'Field is required' },
      { target_element: 'condition_questions.6.conditions.0.phone', error_message: 'Invalid phone number' },
      { target_element: 'medication_question.medications.0.medication', error_message: 'Field is required' },
    ]);
  });

  it('refuses a Yes/No answer that is neither as not one of the choices (docs/decisions/0104)', async () => {
    const answers = withYes(2, { health_condition: 'Anxiety', date_of_onset: '01/01/2020', is_treatment: 'sometimes', is_medicate: '0' });
    answers.condition_questions[3] = { ...answers.condition_questions[3]!, yes_no_flag: 'maybe' as unknown as number };
    const res = await post(answers, applicant);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      { target_element: 'condition_questions.2.conditions.0.is_treatment', error_message: WIZARD_MESSAGES.notAChoice },
      { target_element: 'condition_questions.3.yes_no_flag', error_message: WIZARD_MESSAGES.notAChoice },
    ]);
  });

  it("refuses an onset before the applicant's date of birth, a check only the server can make", async () => {
    const answers = withYes(0, { health_condition: 'Asthma', date_of_onset: '01/01/1980', is_treatment: '1', is_medicate: '0' });
    const res = await post(answers, applicant);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      { target_element: 'condition_questions.0.conditions.0.date_of_onset', error_message: 'Date cannot be before your date of birth' },
    ]);
  });

  it('refuses more than 3 medications', async () => {
    const answers = allNo();
    const row = { medication: 'Metformin', dosage: '', medical_condition: '' };
    answers.medication_question = { ...answers.medication_question, yes_no_flag: 1, medications: [row, row, row, row] };
    const res = await post(answers, applicant);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      { target_element: 'medication_question.medications', error_message: 'At most 3 medications can be listed' },
    ]);
  });

  it('needs every question of the catalogue, once, and no other', async () => {
    const answers = allNo();
    answers.condition_questions = [
      ...answers.condition_questions.slice(1),
      { question_id: 999, question_text: '', yes_no_flag: 0, conditions: [] },
    ];
    const res = await post(answers, applicant);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      { target_element: 'condition_questions.6.question_id', error_message: 'This question is not part of this enrollment' },
      { target_element: 'condition_questions', error_message: 'Please answer all questions' },
    ]);
    const { medication_question: _, ...withoutMedication } = allNo();
    const noMedication = await post(withoutMedication, applicant);
    expect(noMedication.json().data).toEqual([{ target_element: 'medication_question.yes_no_flag', error_message: 'Field is required' }]);
  });

  it('keeps the catalogue texts, whatever the browser sends', async () => {
    const answers = allNo();
    answers.condition_questions[0]!.question_text = 'Something else';
    expect((await post(answers, applicant)).statusCode).toBe(200);
    const { result } = (await get(QUESTIONS, applicant)).json().data;
    expect(result.codition_questions[0].question_text).toMatch(/^In the past 5 years, have you been diagnosed/);
  });
});

describe('get-existing-primary-health-info', () => {
  it("answers an existing member's last answers on today's questions", async () => {
    const cipher = createDataCipher(t.env.dataKeys);
    const stored = {
      condition_questions: [
        {
          question_id: 141,
          yes_no_flag: '1',
          conditions: [{ health_condition: 'Hypertension', date_of_onset: '06/01/2015', is_treatment: '1', is_medicate: '1' }],
        },
        ...[142, 143, 144, 145, 146, 147].map((question_id) => ({ question_id, yes_no_flag: '0', conditions: [] })),
        { question_id: 120, yes_no_flag: '1', conditions: [] },
      ],
      medication_question: {
        question_id: 150,
        yes_no_flag: '1',
        medications: [{ id: 7, medication: 'Lisinopril', dosage: '10 mg', medical_condition: null }],
      },
      notes: 'Checked yearly.',
    };
    await t.database.db
      .update(members)
      .set({ healthInfoEnc: cipher.encryptJson(stored, sealedAt('members:health_info_enc', ANSWERED_MEMBER_ID)) })
      .where(eq(members.id, ANSWERED_MEMBER_ID));

    const res = await get(EXISTING, member);
    expect(res.statusCode).toBe(200);
    const { result } = res.json().data;
    expect(result.condition_questions.map((q: { question_id: number; yes_no_flag: number }) => [q.question_id, q.yes_no_flag])).toEqual([
      [141, 1],
      [142, 0],
      [143, 0],
      [144, 0],
      [145, 0],
      [146, 0],
      [147, 0],
    ]);
    expect(result.condition_questions[0].question_text).toMatch(/diabetes, high blood pressure/);
    expect(result.medication_question).toMatchObject({ yes_no_flag: 1, medications: [{ medication: 'Lisinopril' }] });
    expect(result.notes).toBe('Checked yearly.');

    // What it answers saves as it is (the wizard's automatic first save for an existing member).
    expect((await post(result, member)).statusCode).toBe(200);
    const saved = (await get(QUESTIONS, member)).json().data.result;
    expect(saved.codition_questions[0].conditions[0].health_condition).toBe('Hypertension');
  });

  it('answers an empty answer for a member who never answered and for a new applicant', async () => {
    const empty = { condition_questions: [], medication_question: null, notes: null };
    expect((await get(EXISTING, memberWithoutAnswers)).json().data).toEqual({ result: empty });
    expect((await get(EXISTING, applicant)).json().data).toEqual({ result: empty });
  });
});

describe('who may use the health step', () => {
  it("answers another browser's enrollment as unknown (404)", async () => {
    for (const res of [
      await get(QUESTIONS, applicant, other.cookies),
      await get(EXISTING, applicant, other.cookies),
      await post(allNo(), applicant, other.cookies),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().data[0].target_element).toBe('enrollment_id');
    }
  });

  it("refuses an enrollment whose cart asks no health questions (409 'This step is not part of this enrollment')", async () => {
    for (const res of [await get(QUESTIONS, dental), await get(EXISTING, dental), await post(allNo(), dental)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This step is not part of this enrollment');
    }
  });

  it('refuses a malformed enrollment id with 400', async () => {
    const res = await t.call({ url: `${QUESTIONS}?enrollment_id=42`, cookies: applicant.cookies });
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0]).toEqual({ target_element: 'enrollment_id', error_message: 'Invalid enrollment id' });
  });
});
