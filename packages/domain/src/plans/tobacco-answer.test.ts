import { describe, expect, it } from 'vitest';
import { withFilterTobaccoAnswer } from './tobacco-answer';

describe('withFilterTobaccoAnswer', () => {
  const answers = [
    { question_id: 1, yes_no_flag: '0' },
    { question_id: 2, yes_no_flag: '1', text: 'Cigarettes, daily' },
  ];
  const tobacco = new Set([2]);

  it.each([
    ['the filter says no tobacco: the tobacco question is No', '0', ['0', '0']],
    ['the filter says tobacco: the tobacco question is Yes', '1', ['0', '1']],
    ['the filter has no answer: the answers stay as given', undefined, ['0', '1']],
    ['an unknown filter value changes nothing', '', ['0', '1']],
  ])('%s', (_name, isSmoker, expected) => {
    expect(withFilterTobaccoAnswer(answers, tobacco, isSmoker).map((a) => a.yes_no_flag)).toEqual(expected);
  });

  it('keeps the rest of a tobacco answer and never touches other questions', () => {
    const [other, restated] = withFilterTobaccoAnswer(answers, tobacco, '0');
    expect(other).toBe(answers[0]);
    expect(restated).toEqual({ question_id: 2, yes_no_flag: '0', text: 'Cigarettes, daily' });
  });
});
