import { describe, expect, it } from 'vitest';
import type { CarrierQuestion } from '../contract/plans';
import { carrierAnswersSchema, checkCarrierAnswers, type CarrierAnswerInput } from './carrier-answers';

const STATEMENTS: CarrierQuestion[] = [
  { qid: 1, question: 'I am a U.S. citizen.', true_condition: 1 },
  { qid: 2, question: 'I have another life insurance application pending.', true_condition: 0 },
];
const answers = (...values: unknown[]): CarrierAnswerInput[] => values.map((value, index) => ({ qid: index + 1, true_condition: value }));

describe('checkCarrierAnswers', () => {
  it.each([
    ['a needed Yes and a free No', answers(1, 0)],
    ['a needed Yes and a free Yes', answers(1, 1)],
  ])('accepts %s', (_name, given) => {
    expect(checkCarrierAnswers(STATEMENTS, given)).toEqual([]);
  });

  it.each<[string, CarrierAnswerInput[], Array<[string, string]>]>([
    ['a needed Yes answered No', answers(0, 0), [['aflac_data.0.true_condition', 'Please answer yes in order to continue']]],
    ['an unanswered statement', answers(1, ''), [['aflac_data.1.true_condition', 'Please answer all questions']]],
    ['a statement left out', answers(1), [['aflac_data', 'Please answer all questions']]],
    ['a statement of another plan', [...answers(1, 0), { qid: 9, true_condition: 1 }], [['aflac_data.2.qid', 'Invalid question']]],
    ['a statement answered twice', [...answers(1, 0), { qid: 1, true_condition: 1 }], [['aflac_data.2.qid', 'Invalid question']]],
  ])('refuses %s', (_name, given, expected) => {
    expect(checkCarrierAnswers(STATEMENTS, given)).toEqual(
      expected.map(([target_element, error_message]) => ({ target_element, error_message })),
    );
  });
});

describe('carrierAnswersSchema', () => {
  const schema = carrierAnswersSchema(STATEMENTS);
  const issues = (given: CarrierAnswerInput[]) =>
    new Set(schema.safeParse({ aflac_data: given }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

  it('reads the answers as the wire takes them', () => {
    expect(schema.parse({ aflac_data: answers('1', '0') })).toEqual({ aflac_data: answers(1, 0) });
  });

  it('names an unanswered statement and a needed Yes answered No at once', () => {
    expect(issues(answers('0', ''))).toEqual(
      new Set([
        'aflac_data.0.true_condition: Please answer yes in order to continue',
        'aflac_data.1.true_condition: Please answer all questions',
      ]),
    );
  });

  it('reads an answer that is neither Yes nor No as no Yes', () => {
    expect(issues(answers('maybe', '0'))).toEqual(new Set(['aflac_data.0.true_condition: Please answer yes in order to continue']));
  });
});
