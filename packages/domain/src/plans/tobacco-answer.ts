/**
 * A qualifying question that asks the filter's tobacco question again (docs/decisions/0042) takes
 * the filter's answer (`is_smoker` '1' / '0') whenever the filter has one, so the two can never
 * disagree: the plan page shows it read-only and the server saves it whatever a browser sent.
 * Other answers, and every answer while the filter has none, are kept as given.
 */
export function withFilterTobaccoAnswer<A extends { question_id: number; yes_no_flag: string }>(
  answers: readonly A[],
  tobaccoQuestionIds: ReadonlySet<number>,
  isSmoker: string | null | undefined,
): A[] {
  if (isSmoker !== '1' && isSmoker !== '0') return [...answers];
  return answers.map((answer) => (tobaccoQuestionIds.has(answer.question_id) ? { ...answer, yes_no_flag: isSmoker } : answer));
}
