import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEnrollmentFixture, findPlanByCode, setFilterFixture } from '../../../test/fixtures';
import { enrollments, type FilterInfo } from '../../db/schema';
import { DEMO_DISABILITY_PLAN_CODE, DEMO_UNDERWRITTEN_LIFE_CODES } from '../../db/seed/demo-ids';
import { QUESTION_MESSAGES } from './questions.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Cookies = Record<string, string>;
type Question = {
  question_id: number;
  question_sub_type: string | null;
  require_detail: boolean;
  options: { option_id: number; option_group: string | null }[];
};

const FILTER: FilterInfo = {
  zip: '75201',
  state: 'TX',
  dob: '1985-04-12',
  gender: '0',
  tier: 'IO',
  is_smoker: '0',
  annual_income_cents: 6_000_000,
};
const CANCER_DECLINE =
  'We are unable to offer Cancer Care while a test result is awaiting follow-up. You may apply again once your physician has completed the follow-up.';

const planId = async (code: string) => (await findPlanByCode(t.database.db, code)).plan.id;
const getQuestions = (enrollmentId: string, pid: number, cookies: Cookies) =>
  t.call({ url: `/api/v1/get-questions?enrollment_id=${enrollmentId}&plan_id=${pid}&type=save`, cookies });
const save = (payload: object, cookies: Cookies) => t.call({ method: 'POST', url: '/api/v1/save-question-answers', payload, cookies });
const check = (name: string, enrollmentId: string, pid: number, cookies: Cookies) =>
  t.call({ url: `/api/v1/${name}?enrollment_id=${enrollmentId}&plan_id=${pid}`, cookies });
const allNo = (questions: Question[]) => questions.map((q) => ({ question_id: q.question_id, yes_no_flag: '0' }));

describe('get-questions', () => {
  it('lists the qualifying questions in order with sub-types, grouped options and no answer yet', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FILTER });
    const res = await getQuestions(enrollmentId, await planId(DEMO_UNDERWRITTEN_LIFE_CODES[0]), cookies);
    expect(res.statusCode).toBe(200);
    const questions: Question[] = res.json().data;
    expect(questions.map((q) => q.question_sub_type)).toEqual([null, 'checkbox', 'detail', 'text_field']);
    expect(questions[2]!.require_detail).toBe(true);
    expect(new Set(questions[1]!.options.map((o) => o.option_group))).toEqual(new Set(['A. Prior to age 60', 'B. Prior to age 75']));
    const answers = questions.map((q) => (q as Question & { answer: unknown }).answer);
    expect(answers.slice(0, 3)).toEqual([null, null, null]);
    // The tobacco question again: answered by the filter (is_smoker '0'), read-only on the page.
    expect(answers[3]).toEqual({ question_id: questions[3]!.question_id, yes_no_flag: '0' });
    expect(questions.map((q) => (q as Question & { tobacco_from_filter?: boolean }).tobacco_from_filter)).toEqual([
      undefined,
      undefined,
      undefined,
      true,
    ]);
  });

  it("never lets the tobacco question contradict the filter's tobacco answer", async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FILTER });
    const pid = await planId(DEMO_UNDERWRITTEN_LIFE_CODES[0]);
    const questions: Question[] = (await getQuestions(enrollmentId, pid, cookies)).json().data;
    const tobacco = questions[3]!.question_id;
    const answers = allNo(questions).map((a) => (a.question_id === tobacco ? { ...a, yes_no_flag: '1', text: 'Cigars' } : a));
    expect((await save({ enrollment_id: enrollmentId, plan_id: pid, answers }, cookies)).statusCode).toBe(200);

    // Saved as the filter's No: without the filter's answer, the saved answer shows.
    const { is_smoker: _dropped, ...withoutTobacco } = FILTER;
    await setFilterFixture(t.database.db, enrollmentId, withoutTobacco);
    const again: (Question & { answer: { yes_no_flag: string } | null; tobacco_from_filter?: boolean })[] = (
      await getQuestions(enrollmentId, pid, cookies)
    ).json().data;
    expect(again[3]!.answer).toMatchObject({ question_id: tobacco, yes_no_flag: '0' });
    expect(again[3]!.tobacco_from_filter).toBeUndefined();
  });

  it('is empty for a plan without questions; 404 for an unknown plan or a foreign browser; 400 without plan_id', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FILTER });
    expect((await getQuestions(enrollmentId, await planId('DN101'), cookies)).json().data).toEqual([]);
    expect((await getQuestions(enrollmentId, 999_999, cookies)).statusCode).toBe(404);
    expect((await getQuestions(enrollmentId, await planId('DN101'), {})).statusCode).toBe(404);
    const missing = await t.call({ url: `/api/v1/get-questions?enrollment_id=${enrollmentId}`, cookies });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data[0].target_element).toBe('plan_id');
  });
});

describe('save-question-answers', () => {
  it('saves accepted answers sealed, gives them back, and lets the rates show', async () => {
    // A tobacco user: the tobacco question's Yes agrees with the filter.
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: { ...FILTER, is_smoker: '1' } });
    const pid = await planId(DEMO_UNDERWRITTEN_LIFE_CODES[0]);
    const questions: Question[] = (await getQuestions(enrollmentId, pid, cookies)).json().data;
    expect((await check('check-already-answered', enrollmentId, pid, cookies)).json().data).toEqual({ status: false });

    const answers = allNo(questions);
    answers[3] = { ...answers[3]!, yes_no_flag: '1', text: 'Nicotine gum, twice a week', who: 'self' } as (typeof answers)[number];
    const res = await save({ enrollment_id: enrollmentId, plan_id: pid, answers }, cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { success_message: QUESTION_MESSAGES.saved } });

    const again: { answer: { yes_no_flag: string; text?: string } | null }[] = (await getQuestions(enrollmentId, pid, cookies)).json().data;
    expect(again.map((q) => q.answer?.yes_no_flag)).toEqual(['0', '0', '0', '1']);
    expect(again[3]!.answer?.text).toBe('Nicotine gum, twice a week');
    expect((await check('check-already-answered', enrollmentId, pid, cookies)).json().data).toEqual({ status: true });

    const [row] = await t.database.db
      .select({ sealed: enrollments.planAnswersEnc })
      .from(enrollments)
      .where(eq(enrollments.id, enrollmentId));
    expect(row!.sealed).toMatch(/^v2\.k1\./);
    expect(row!.sealed).not.toContain('Nicotine');

    const priced = await t.call({ url: `/api/v1/get-plan-pricing-detail?pid=${pid}&enrollment_id=${enrollmentId}`, cookies });
    expect(priced.statusCode).toBe(200);
  });

  it('takes yes answers with their checkbox options and treatment detail', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FILTER });
    const pid = await planId(DEMO_UNDERWRITTEN_LIFE_CODES[1]);
    const questions: Question[] = (await getQuestions(enrollmentId, pid, cookies)).json().data;
    const detail = [
      {
        dot_from: '01/05/2022',
        dot_to: '01/09/2022',
        reason_for_condition: 'Appendectomy',
        degree_of_recovery: 'Full',
        physician_name_address: 'Dr. A. Reyes, 12 Elm St, Dallas TX',
      },
      { dot_from: '', dot_to: '', reason_for_condition: '', degree_of_recovery: '', physician_name_address: '' },
    ];
    const answers = [
      { question_id: questions[0]!.question_id, yes_no_flag: 0 },
      { question_id: questions[1]!.question_id, yes_no_flag: '1', checkbox_answers: [questions[1]!.options[0]!.option_id] },
      { question_id: questions[2]!.question_id, yes_no_flag: '1', detail },
      { question_id: questions[3]!.question_id, yes_no_flag: '0' },
    ];
    const res = await save({ enrollment_id: enrollmentId, plan_id: pid, answers }, cookies);
    expect(res.statusCode).toBe(200);
  });

  it('records a decline: 422 with the question decline message, pricing answers it, later saves keep it', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FILTER });
    const pid = await planId('SP801');
    const questions: Question[] = (await getQuestions(enrollmentId, pid, cookies)).json().data;
    const answers = allNo(questions);
    answers[1] = { question_id: questions[1]!.question_id, yes_no_flag: '1' };
    const res = await save({ enrollment_id: enrollmentId, plan_id: pid, answers }, cookies);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      errorCode: 'declined',
      message: CANCER_DECLINE,
      data: [{ target_element: 'answers', error_message: CANCER_DECLINE }],
    });

    const priced = await t.call({ url: `/api/v1/get-plan-pricing-detail?pid=${pid}&enrollment_id=${enrollmentId}`, cookies });
    expect(priced.statusCode).toBe(422);
    expect(priced.json()).toMatchObject({ errorCode: 'newQuestionsError', message: CANCER_DECLINE, data: [{ declined: true }] });
    expect((await check('check-already-answered', enrollmentId, pid, cookies)).json().data).toEqual({ status: false });

    const retry = await save({ enrollment_id: enrollmentId, plan_id: pid, answers: allNo(questions) }, cookies);
    expect(retry.statusCode).toBe(422);
    expect(retry.json().data[0].error_message).toBe(CANCER_DECLINE);
  });

  it.each([
    ['no answers', () => [], 'answers', QUESTION_MESSAGES.answerAll],
    ['one question left out', (q: Question[]) => allNo(q).slice(1), 'answers', QUESTION_MESSAGES.answerAll],
    [
      'an answer without yes or no',
      (q: Question[]) => [{ question_id: q[0]!.question_id }, ...allNo(q).slice(1)],
      'answers.0.yes_no_flag',
      QUESTION_MESSAGES.answerAll,
    ],
    [
      'a question of another plan',
      (q: Question[]) => [...allNo(q), { question_id: 999_999, yes_no_flag: '0' }],
      'answers.4.question_id',
      QUESTION_MESSAGES.invalidQuestion,
    ],
    [
      'a checkbox yes without options',
      (q: Question[]) => allNo(q).map((a, i) => (i === 1 ? { ...a, yes_no_flag: '1' } : a)),
      'answers.1.checkbox_answers',
      QUESTION_MESSAGES.chooseOption,
    ],
    [
      'an option of another question',
      (q: Question[]) => allNo(q).map((a, i) => (i === 0 ? { ...a, checkbox_answers: [q[1]!.options[0]!.option_id] } : a)),
      'answers.0.checkbox_answers',
      QUESTION_MESSAGES.invalidOption,
    ],
    [
      'a detail yes without detail',
      (q: Question[]) => allNo(q).map((a, i) => (i === 2 ? { ...a, yes_no_flag: '1' } : a)),
      'answers.2.detail.0.dot_from',
      QUESTION_MESSAGES.required,
    ],
    [
      'a detail date that is not a date',
      (q: Question[]) =>
        allNo(q).map((a, i) =>
          i === 2
            ? {
                ...a,
                yes_no_flag: '1',
                detail: [
                  {
                    dot_from: '13/45/2020',
                    dot_to: '01/01/2021',
                    reason_for_condition: 'x',
                    degree_of_recovery: 'y',
                    physician_name_address: 'z',
                  },
                ],
              }
            : a,
        ),
      'answers.2.detail.0.dot_from',
      QUESTION_MESSAGES.invalidDate,
    ],
  ])('400s for %s', async (_name, build, target, message) => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FILTER });
    const pid = await planId(DEMO_UNDERWRITTEN_LIFE_CODES[0]);
    const questions: Question[] = (await getQuestions(enrollmentId, pid, cookies)).json().data;
    const res = await save({ enrollment_id: enrollmentId, plan_id: pid, answers: build(questions) }, cookies);
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0]).toEqual({ target_element: target, error_message: message });
  });

  it('400s with every problem at once, each under its wire path', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FILTER });
    const pid = await planId(DEMO_UNDERWRITTEN_LIFE_CODES[0]);
    const questions: Question[] = (await getQuestions(enrollmentId, pid, cookies)).json().data;
    const answers = allNo(questions).map((a, i) => (i === 1 || i === 2 ? { ...a, yes_no_flag: '1' } : a));
    const res = await save({ enrollment_id: enrollmentId, plan_id: pid, answers }, cookies);
    expect(res.statusCode).toBe(400);
    const targets = res.json().data.map((e: { target_element: string }) => e.target_element);
    expect(targets).toEqual([
      'answers.1.checkbox_answers',
      'answers.2.detail.0.dot_from',
      'answers.2.detail.0.dot_to',
      'answers.2.detail.0.reason_for_condition',
      'answers.2.detail.0.degree_of_recovery',
      'answers.2.detail.0.physician_name_address',
    ]);
    expect(res.json().message).toBe(QUESTION_MESSAGES.chooseOption);
  });

  it('400s for a plan without questions; 404 for a foreign browser', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FILTER });
    const dental = await save(
      { enrollment_id: enrollmentId, plan_id: await planId('DN101'), answers: [{ question_id: 1, yes_no_flag: '0' }] },
      cookies,
    );
    expect(dental.statusCode).toBe(400);
    expect(dental.json().data[0]).toEqual({ target_element: 'plan_id', error_message: QUESTION_MESSAGES.noQuestions });
    const foreign = await save(
      { enrollment_id: enrollmentId, plan_id: await planId('SP801'), answers: [{ question_id: 1, yes_no_flag: '0' }] },
      {},
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('carrier questions (get-aflac-questions, save-aflac-questions)', () => {
  const aflac = (enrollmentId: string, pid: number, cookies: Cookies) =>
    t.call({ url: `/api/v1/get-aflac-questions?plan_id=${pid}&enrollment_id=${enrollmentId}`, cookies });
  const saveAflac = (payload: object, cookies: Cookies) =>
    t.call({ method: 'POST', url: '/api/v1/save-aflac-questions', payload, cookies });

  it('lists the statements with statusCode 200 and true_condition 1 where a Yes is needed', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FILTER });
    const res = await aflac(enrollmentId, await planId(DEMO_UNDERWRITTEN_LIFE_CODES[0]), cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', statusCode: 200 });
    expect(res.json().data.map((q: { true_condition: number }) => q.true_condition)).toEqual([1, 1, 1, 0]);
    expect(res.json().data[0]).toEqual({ qid: expect.any(Number), question: expect.stringMatching(/citizen/), true_condition: 1 });
    expect((await aflac(enrollmentId, await planId('DN101'), cookies)).json().data).toEqual([]);
    expect((await aflac(enrollmentId, await planId('DN101'), {})).statusCode).toBe(404);
  });

  it('saves when every needed Yes is given; the free statement takes either answer', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FILTER });
    const pid = await planId(DEMO_UNDERWRITTEN_LIFE_CODES[0]);
    const statements: { qid: number }[] = (await aflac(enrollmentId, pid, cookies)).json().data;
    const aflac_data = statements.map((s) => ({ qid: s.qid, true_condition: 1 }));
    const res = await saveAflac({ enrollment_id: enrollmentId, plan_id: pid, aflac_data }, cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', statusCode: 200, data: { success_message: QUESTION_MESSAGES.saved } });
    const priced = await t.call({ url: `/api/v1/get-plan-pricing-detail?pid=${pid}&enrollment_id=${enrollmentId}`, cookies });
    expect(priced.json()).toMatchObject({ status: 'error', errorCode: 'newQuestionsError' });
  });

  it('400s "Please answer yes in order to continue" for a needed Yes answered No, and for missing or unknown statements', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FILTER });
    const pid = await planId(DEMO_UNDERWRITTEN_LIFE_CODES[0]);
    const statements: { qid: number; true_condition: number }[] = (await aflac(enrollmentId, pid, cookies)).json().data;
    const answers = statements.map((s) => ({ qid: s.qid, true_condition: s.true_condition }));

    const no = await saveAflac(
      { enrollment_id: enrollmentId, plan_id: pid, aflac_data: answers.map((a, i) => (i === 1 ? { ...a, true_condition: 0 } : a)) },
      cookies,
    );
    expect(no.statusCode).toBe(400);
    expect(no.json()).toMatchObject({
      statusCode: 400,
      message: QUESTION_MESSAGES.answerYes,
      data: [{ target_element: 'aflac_data.1.true_condition', error_message: QUESTION_MESSAGES.answerYes }],
    });
    const missing = await saveAflac({ enrollment_id: enrollmentId, plan_id: pid, aflac_data: answers.slice(0, 3) }, cookies);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data[0]).toEqual({ target_element: 'aflac_data', error_message: QUESTION_MESSAGES.answerAll });
    const unknown = await saveAflac(
      { enrollment_id: enrollmentId, plan_id: pid, aflac_data: [...answers, { qid: 999_999, true_condition: 1 }] },
      cookies,
    );
    expect(unknown.json().data[0].target_element).toBe('aflac_data.4.qid');
    const garbage = await saveAflac(
      { enrollment_id: enrollmentId, plan_id: pid, aflac_data: [{ qid: answers[0]!.qid, true_condition: 'maybe' }] },
      cookies,
    );
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().data[0]).toEqual({ target_element: 'aflac_data.0.true_condition', error_message: QUESTION_MESSAGES.answerYes });
    expect((await saveAflac({ enrollment_id: enrollmentId, plan_id: pid, aflac_data: answers }, {})).statusCode).toBe(404);
    const none = await saveAflac({ enrollment_id: enrollmentId, plan_id: await planId('DN101'), aflac_data: answers }, cookies);
    expect(none.statusCode).toBe(400);
    expect(none.json().data[0]).toEqual({ target_element: 'plan_id', error_message: QUESTION_MESSAGES.noQuestions });
  });
});

describe('plan checks', () => {
  it.each([
    ['check-prudential-plan', DEMO_UNDERWRITTEN_LIFE_CODES[0], true],
    ['check-prudential-plan', 'DN101', false],
    ['check-disability-plan', DEMO_DISABILITY_PLAN_CODE, true],
    ['check-disability-plan', DEMO_UNDERWRITTEN_LIFE_CODES[0], false],
    ['check-already-answered', 'DN101', true],
    ['check-already-answered', 'SP801', false],
  ] as const)('%s of %s is %s', async (name, code, status) => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FILTER });
    const res = await check(name, enrollmentId, await planId(code), cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { status } });
  });

  it.each(['check-prudential-plan', 'check-disability-plan', 'check-already-answered'])(
    '%s: 404 for an unknown plan or a foreign browser',
    async (name) => {
      const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: FILTER });
      expect((await check(name, enrollmentId, 999_999, cookies)).statusCode).toBe(404);
      expect((await check(name, enrollmentId, await planId('DN101'), {})).statusCode).toBe(404);
    },
  );
});
