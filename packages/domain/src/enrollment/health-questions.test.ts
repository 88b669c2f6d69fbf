import { describe, expect, it } from 'vitest';
import { WIZARD_MESSAGES } from '../messages/wizard-texts';
import {
  conditionLayoutOf,
  healthCatalogueIssues,
  healthFormValues,
  healthInfoSchema,
  type HealthConditionValues,
  type HealthFormValues,
} from './health-questions';

const today = '2026-11-23';
const schema = healthInfoSchema({ today });

const blankCondition = (): HealthConditionValues => ({
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
});

/** Every question answered No: 141 (ordinary), 145 (no details), 146 and 147 (physician). */
function allNo(): HealthFormValues {
  return {
    condition_questions: [141, 145, 146, 147].map((question_id) => ({
      question_id,
      question_text: `Question ${question_id}`,
      yes_no_flag: '0',
      conditions: question_id === 145 ? [] : [blankCondition()],
    })),
    medication_question: {
      question_id: 150,
      question_text: 'Medications?',
      yes_no_flag: '0',
      medications: [{ medication: '', dosage: '', medical_condition: '' }],
    },
    notes: '',
  };
}

function answer(values: HealthFormValues, index: number, flag: string, details: Partial<HealthConditionValues> = {}): HealthFormValues {
  const questions = values.condition_questions.map((q, i) =>
    i === index ? { ...q, yes_no_flag: flag, conditions: q.conditions.map((c) => ({ ...c, ...details })) } : q,
  );
  return { ...values, condition_questions: questions };
}

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the layouts of the health questions', () => {
  it.each([
    [141, 'ordinary'],
    [145, 'none'],
    [146, 'physician'],
    [147, 'physician'],
    [150, 'ordinary'],
  ])('question %i shows the %s layout', (id, layout) => {
    expect(conditionLayoutOf(id)).toBe(layout);
  });
});

describe('healthInfoSchema', () => {
  it('stores No answers with no details and an empty medication list', () => {
    const result = schema.parse(allNo());
    expect(result.condition_questions.map((q) => [q.question_id, q.yes_no_flag, q.conditions])).toEqual([
      [141, 0, []],
      [145, 0, []],
      [146, 0, []],
      [147, 0, []],
    ]);
    expect(result.medication_question).toMatchObject({ question_id: 150, yes_no_flag: 0, medications: [] });
    expect(result.notes).toBeNull();
  });

  it("asks every question to be answered Yes or No ('Field is required'), and refuses any other answer as not a choice", () => {
    const values = answer(allNo(), 2, '');
    values.medication_question!.yes_no_flag = 'maybe';
    expect(messages(schema.safeParse(values))).toEqual({
      'condition_questions.2.yes_no_flag': 'Field is required',
      'medication_question.yes_no_flag': WIZARD_MESSAGES.notAChoice,
    });
  });

  it('accepts the answers as numbers, as the specification sends them', () => {
    const values = { ...allNo(), condition_questions: allNo().condition_questions.map((q) => ({ ...q, yes_no_flag: 0 })) };
    expect(schema.safeParse(values).success).toBe(true);
  });

  it('needs the condition, its onset, treatment and medication after a Yes on an ordinary question', () => {
    expect(messages(schema.safeParse(answer(allNo(), 0, '1', { is_medicate: 'undefined' })))).toEqual({
      'condition_questions.0.conditions.0.health_condition': 'Field is required',
      'condition_questions.0.conditions.0.date_of_onset': 'Field is required',
      'condition_questions.0.conditions.0.is_treatment': 'Field is required',
      'condition_questions.0.conditions.0.is_medicate': 'Field is required',
    });
  });

  it('keeps only the ordinary fields of a Yes, blanks as null', () => {
    const values = answer(allNo(), 0, '1', {
      health_condition: 'Asthma',
      date_of_onset: '03/14/2019',
      is_treatment: '1',
      is_medicate: '0',
      physician_name: 'left from another layout',
    });
    const stored = schema.parse(values).condition_questions[0]!;
    expect(stored).toEqual({
      question_id: 141,
      question_text: 'Question 141',
      yes_no_flag: 1,
      conditions: [
        {
          health_condition: 'Asthma',
          date_of_onset: '03/14/2019',
          date_of_recovery: null,
          is_treatment: '1',
          is_medicate: '0',
          d_last_seen: null,
          symptoms: null,
        },
      ],
    });
  });

  it('checks dates as mm/dd/yyyy, not in the future, and recovery not before onset', () => {
    const values = answer(allNo(), 0, '1', {
      health_condition: 'Asthma',
      date_of_onset: '03/14/2027',
      date_of_recovery: '02/30/2020',
      d_last_seen: '11/24/2026',
      is_treatment: '1',
      is_medicate: '1',
    });
    expect(messages(schema.safeParse(values))).toEqual({
      'condition_questions.0.conditions.0.date_of_onset': 'Date cannot be in the future',
      'condition_questions.0.conditions.0.date_of_recovery': 'Invalid date',
      'condition_questions.0.conditions.0.d_last_seen': 'Date cannot be in the future',
    });
    const backwards = answer(allNo(), 0, '1', {
      health_condition: 'Asthma',
      date_of_onset: '03/14/2020',
      date_of_recovery: '03/13/2020',
      is_treatment: '0',
      is_medicate: '0',
    });
    expect(messages(schema.safeParse(backwards))).toEqual({
      'condition_questions.0.conditions.0.date_of_recovery': 'Date of recovery cannot be before the date of onset',
    });
  });

  it('asks nothing more after a Yes on question 145', () => {
    const stored = schema.parse(answer(allNo(), 1, '1'));
    expect(stored.condition_questions[1]).toMatchObject({ question_id: 145, yes_no_flag: 1, conditions: [] });
  });

  it('needs the condition, status, last visit and physician after a Yes on 146 and 147', () => {
    const values = answer(answer(allNo(), 2, '1'), 3, '1', {
      condition: 'Angina',
      status: 'Stable',
      last_seen_by_physician: '10/01/2026',
      physician_name: 'Dr. Reyes',
      phone: '55501',
    });
    expect(messages(schema.safeParse(values))).toEqual({
      'condition_questions.2.conditions.0.condition': 'Field is required',
      'condition_questions.2.conditions.0.status': 'Field is required',
      'condition_questions.2.conditions.0.last_seen_by_physician': 'Field is required',
      'condition_questions.2.conditions.0.physician_name': 'Field is required',
      'condition_questions.3.conditions.0.phone': 'Invalid phone number',
    });
  });

  it('stores the physician layout of 146 and 147', () => {
    const values = answer(allNo(), 2, '1', {
      condition: 'Angina',
      status: 'Stable',
      last_seen_by_physician: '10/01/2026',
      physician_name: 'Dr. Reyes',
      address: '1 Clinic Way',
      phone: '2145550100',
      health_condition: 'not this layout',
    });
    expect(schema.parse(values).condition_questions[2]!.conditions).toEqual([
      {
        condition: 'Angina',
        status: 'Stable',
        last_seen_by_physician: '10/01/2026',
        date_of_recovery: null,
        physician_name: 'Dr. Reyes',
        address: '1 Clinic Way',
        phone: '2145550100',
      },
    ]);
  });

  it('reads dates and the phone as people type them and stores them one way', () => {
    const ordinary = answer(allNo(), 0, '1', {
      health_condition: 'Asthma',
      date_of_onset: '2020-06-15',
      date_of_recovery: '6/20/2020',
      is_treatment: '0',
      is_medicate: '0',
      d_last_seen: '07012020',
    });
    const values = answer(ordinary, 2, '1', {
      condition: 'Angina',
      status: 'Stable',
      last_seen_by_physician: '10-01-2026',
      physician_name: 'Dr. Reyes',
      phone: '+1 (214) 555-0199',
    });
    const stored = schema.parse(values).condition_questions;
    expect(stored[0]!.conditions[0]).toMatchObject({
      date_of_onset: '06/15/2020',
      date_of_recovery: '06/20/2020',
      d_last_seen: '07/01/2020',
    });
    expect(stored[2]!.conditions[0]).toMatchObject({ last_seen_by_physician: '10/01/2026', phone: '2145550199' });
  });

  it('refuses an impossible date as typed', () => {
    const values = answer(allNo(), 0, '1', {
      health_condition: 'Asthma',
      date_of_onset: '13/45/2020',
      is_treatment: '0',
      is_medicate: '0',
    });
    expect(messages(schema.safeParse(values))).toEqual({ 'condition_questions.0.conditions.0.date_of_onset': 'Invalid date' });
  });

  it('needs a medication after a Yes on the medication question, and sends rows 2 and 3 only with content', () => {
    const values = allNo();
    values.medication_question = {
      ...values.medication_question!,
      yes_no_flag: '1',
      medications: [
        { medication: '', dosage: '10 mg', medical_condition: '' },
        { medication: '', dosage: '', medical_condition: '' },
        { medication: '', dosage: '', medical_condition: 'Asthma' },
      ],
    };
    expect(messages(schema.safeParse(values))).toEqual({
      'medication_question.medications.0.medication': 'Field is required',
      'medication_question.medications.2.medication': 'Field is required',
    });
    values.medication_question.medications[0]!.medication = 'Lisinopril';
    values.medication_question.medications[2]!.medication = 'Albuterol';
    expect(schema.parse(values).medication_question!.medications).toEqual([
      { id: 1, medication: 'Lisinopril', dosage: '10 mg', medical_condition: null },
      { id: 2, medication: 'Albuterol', dosage: null, medical_condition: 'Asthma' },
    ]);
  });

  it('checks a Yes without any row as a missing first medication', () => {
    const values = allNo();
    values.medication_question = { ...values.medication_question!, yes_no_flag: '1', medications: [] };
    expect(messages(schema.safeParse(values))).toEqual({ 'medication_question.medications.0.medication': 'Field is required' });
  });

  it('lists at most 3 medications', () => {
    const values = allNo();
    const row = { medication: 'Metformin', dosage: '', medical_condition: '' };
    values.medication_question = { ...values.medication_question!, yes_no_flag: '1', medications: [row, row, row, row] };
    expect(messages(schema.safeParse(values))).toEqual({ 'medication_question.medications': 'At most 3 medications can be listed' });
  });

  it('drops the medication rows of a No', () => {
    const values = allNo();
    values.medication_question!.medications = [{ medication: 'Metformin', dosage: '', medical_condition: '' }];
    expect(schema.parse(values).medication_question!.medications).toEqual([]);
  });

  it('limits free text: 255 characters a detail, 2000 for the notes', () => {
    const values = answer(allNo(), 0, '1', {
      health_condition: 'x'.repeat(256),
      date_of_onset: '01/01/2020',
      is_treatment: '0',
      is_medicate: '0',
      symptoms: 'y'.repeat(255),
    });
    values.notes = 'n'.repeat(2001);
    expect(messages(schema.safeParse(values))).toEqual({
      'condition_questions.0.conditions.0.health_condition': 'Please keep this to 255 characters',
      notes: 'Please keep this to 2000 characters',
    });
  });
});

describe('healthCatalogueIssues', () => {
  const catalogue = { conditionQuestionIds: [141, 145, 146, 147], medicationQuestionId: 150 };

  it('accepts a save answering exactly the catalogue', () => {
    expect(healthCatalogueIssues(schema.parse(allNo()), catalogue)).toEqual([]);
  });

  it('refuses questions outside the catalogue, repeated ones, and missing ones', () => {
    const issues = healthCatalogueIssues(
      { condition_questions: [{ question_id: 141 }, { question_id: 141 }, { question_id: 999 }], medication_question: null },
      catalogue,
    );
    expect(issues).toEqual([
      { path: ['condition_questions', 1, 'question_id'], message: 'This question is answered more than once' },
      { path: ['condition_questions', 2, 'question_id'], message: 'This question is not part of this enrollment' },
      { path: ['condition_questions'], message: 'Please answer all questions' },
      { path: ['medication_question', 'yes_no_flag'], message: 'Field is required' },
    ]);
  });
});

describe('healthFormValues', () => {
  it('holds one condition per question with a layout, the saved answers as strings, and one empty medication row', () => {
    const values = healthFormValues({
      codition_questions: [
        { question_id: 141, question_text: 'Q141', yes_no_flag: 1, conditions: [{ health_condition: 'Asthma', is_treatment: '1' }] },
        { question_id: 145, question_text: 'Q145', yes_no_flag: null, conditions: [] },
      ],
      medication_question: { question_id: 150, question_text: 'Q150', yes_no_flag: 0, medications: [] },
      notes: null,
    });
    expect(values.condition_questions[0]).toMatchObject({
      yes_no_flag: '1',
      conditions: [{ health_condition: 'Asthma', is_treatment: '1', phone: '' }],
    });
    expect(values.condition_questions[1]).toEqual({ question_id: 145, question_text: 'Q145', yes_no_flag: '', conditions: [] });
    expect(values.medication_question!.medications).toEqual([{ medication: '', dosage: '', medical_condition: '' }]);
    expect(values.notes).toBe('');
  });
});
