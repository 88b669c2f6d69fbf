import { PLAN_QUESTION_MESSAGES } from '@benefit-store/domain';

/**
 * 'Please answer all questions' once (spec 000 §5), beside the first question still unanswered:
 * given each question's message in order, answers for each whether its message is shown in full
 * (false: the question is marked unanswered without repeating the text). As questions are
 * answered their messages clear, so the text moves to the next unanswered one and is gone when
 * none is left. Any other message (a Yes the carrier needs) always shows.
 */
export function showsMessageInFull(messages: readonly (string | undefined)[]): boolean[] {
  const first = messages.indexOf(PLAN_QUESTION_MESSAGES.answerAll);
  return messages.map((message, index) => message !== PLAN_QUESTION_MESSAGES.answerAll || index === first);
}
