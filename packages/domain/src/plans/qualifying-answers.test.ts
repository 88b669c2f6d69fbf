import { describe, expect, it } from 'vitest';
import { checkQualifyingAnswers, qualifyingAnswersSchema, type QualifyingAnswerInput, type QualifyingQuestion } from './qualifying-answers';

const QUESTIONS: QualifyingQuestion[] = [
  { question_id: 1, question_sub_type: null, require_detail: false, options: [] },
  { question_id: 2, question_sub_type: 'checkbox', require_detail: false, options: [{ option_id: 11 }, { option_id: 12 }] },
  { question_id: 3, question_sub_type: 'detail', require_detail: true, options: [] },
];

const ROW = {
  dot_from: '03/02/2021',
  dot_to: '03/09/2021',
  reason_for_condition: 'Knee surgery',
  degree_of_recovery: 'Full',
  physician_name_address: 'Dr. Lee, Austin TX',
};
const EMPTY_ROW = { dot_from: '', dot_to: '', reason_for_condition: '', degree_of_recovery: '', physician_name_address: '' };

/** Every question answered No, with `change` applied to answer `index`. */
const allNo = (index?: number, change: Partial<QualifyingAnswerInput> = {}): QualifyingAnswerInput[] =>
  QUESTIONS.map((q, i) => ({ question_id: q.question_id, yes_no_flag: '0', ...(i === index ? change : {}) }));

describe('checkQualifyingAnswers', () => {
  it.each<[string, QualifyingAnswerInput[]]>([
    ['all No', allNo()],
    ['a checkbox Yes with an option', allNo(1, { yes_no_flag: '1', checkbox_answers: [12] })],
    ['a detail Yes with its first row complete and an empty second row', allNo(2, { yes_no_flag: '1', detail: [ROW, EMPTY_ROW] })],
    [
      'a detail Yes with both rows',
      allNo(2, { yes_no_flag: '1', detail: [ROW, { ...ROW, dot_from: '01/01/2020', dot_to: '01/01/2020' }] }),
    ],
    ['answers in another order', allNo().reverse()],
    ['a detail row left on a No', allNo(2, { detail: [{ ...EMPTY_ROW, dot_from: '99' }] })],
  ])('accepts %s', (_name, answers) => {
    expect(checkQualifyingAnswers(QUESTIONS, answers)).toEqual([]);
  });

  it.each<[string, QualifyingAnswerInput[], Array<[string, string]>]>([
    ['no answers', [], [['answers', 'Please answer all questions']]],
    ['a question left out', allNo().slice(1), [['answers', 'Please answer all questions']]],
    ['an answer without yes or no', allNo(0, { yes_no_flag: '' }), [['answers.0.yes_no_flag', 'Please answer all questions']]],
    ['a question of another plan', [...allNo(), { question_id: 99, yes_no_flag: '0' }], [['answers.3.question_id', 'Invalid question']]],
    ['a question answered twice', [...allNo(), { question_id: 1, yes_no_flag: '1' }], [['answers.3.question_id', 'Invalid question']]],
    ['an option of another question', allNo(0, { checkbox_answers: [11] }), [['answers.0.checkbox_answers', 'Invalid option']]],
    [
      'a checkbox Yes without options',
      allNo(1, { yes_no_flag: '1' }),
      [['answers.1.checkbox_answers', 'Please choose at least one option']],
    ],
    [
      'a detail Yes without detail',
      allNo(2, { yes_no_flag: '1' }),
      [
        ['answers.2.detail.0.dot_from', 'Field is required'],
        ['answers.2.detail.0.dot_to', 'Field is required'],
        ['answers.2.detail.0.reason_for_condition', 'Field is required'],
        ['answers.2.detail.0.degree_of_recovery', 'Field is required'],
        ['answers.2.detail.0.physician_name_address', 'Field is required'],
      ],
    ],
    [
      'a first row of blanks',
      allNo(2, { yes_no_flag: '1', detail: [{ ...ROW, reason_for_condition: '   ' }] }),
      [['answers.2.detail.0.reason_for_condition', 'Field is required']],
    ],
    [
      'a date that is not a date',
      allNo(2, { yes_no_flag: '1', detail: [{ ...ROW, dot_from: '13/45/2020' }] }),
      [['answers.2.detail.0.dot_from', 'Invalid date']],
    ],
    [
      'a date not typed mm/dd/yyyy',
      allNo(2, { yes_no_flag: '1', detail: [{ ...ROW, dot_to: '2021-03-09' }] }),
      [['answers.2.detail.0.dot_to', 'Invalid date']],
    ],
    [
      "'Date to' before 'Date from'",
      allNo(2, { yes_no_flag: '1', detail: [{ ...ROW, dot_from: '03/09/2021', dot_to: '03/02/2021' }] }),
      [['answers.2.detail.0.dot_to', 'Invalid date']],
    ],
    [
      'a bad date in the optional second row',
      allNo(2, { yes_no_flag: '1', detail: [ROW, { ...EMPTY_ROW, dot_from: '02/30/2020' }] }),
      [['answers.2.detail.1.dot_from', 'Invalid date']],
    ],
  ])('refuses %s', (_name, answers, expected) => {
    expect(checkQualifyingAnswers(QUESTIONS, answers)).toEqual(
      expected.map(([target_element, error_message]) => ({ target_element, error_message })),
    );
  });

  it('reports every problem at once, in answer order', () => {
    const answers: QualifyingAnswerInput[] = [
      { question_id: 1, yes_no_flag: '' },
      { question_id: 2, yes_no_flag: '1' },
      { question_id: 3, yes_no_flag: '1', detail: [{ ...ROW, dot_from: 'x' }] },
    ];
    expect(checkQualifyingAnswers(QUESTIONS, answers).map((e) => e.target_element)).toEqual([
      'answers.0.yes_no_flag',
      'answers.1.checkbox_answers',
      'answers.2.detail.0.dot_from',
    ]);
  });
});

describe('qualifyingAnswersSchema', () => {
  const schema = qualifyingAnswersSchema(QUESTIONS);
  /** The distinct `path: message` pairs (the wire schema and the rules may both name an unanswered question). */
  const issues = (answers: unknown) => new Set(schema.safeParse({ answers }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

  it('passes answers that keep the rules, as the wire takes them', () => {
    const parsed = schema.parse({ answers: allNo(2, { yes_no_flag: 1, detail: [ROW] }) });
    expect(parsed.answers[2]).toEqual({ question_id: 3, yes_no_flag: '1', detail: [ROW] });
  });

  it("reports the rules' errors on their wire paths, beside an unanswered question the wire schema finds", () => {
    const answers = [
      { question_id: 1, yes_no_flag: '', checkbox_answers: [], detail: [EMPTY_ROW, EMPTY_ROW] },
      { question_id: 2, yes_no_flag: '1', checkbox_answers: [], detail: [EMPTY_ROW, EMPTY_ROW] },
      { question_id: 3, yes_no_flag: '1', checkbox_answers: [], detail: [{ ...ROW, dot_to: '03/01/2021' }, EMPTY_ROW] },
    ];
    expect(issues(answers)).toEqual(
      new Set([
        'answers.0.yes_no_flag: Please answer all questions',
        'answers.1.checkbox_answers: Please choose at least one option',
        'answers.2.detail.0.dot_to: Invalid date',
      ]),
    );
  });
});
