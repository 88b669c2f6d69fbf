import { describe, expect, it } from 'vitest';
import { chatAnswerKind, chatAnswerProblem } from './chat-answer';

describe('chatAnswerKind', () => {
  it.each([
    ['What is your name?', 'name'],
    ['What is the best phone number to reach you?', 'phone'],
    ['What is your e-mail address?', 'email'],
    ['Your email, please', 'email'],
    ['Which kind of plan are you most interested in?', 'text'],
    ['When is the best time for your rep to call you?', 'text'],
  ] as const)('reads %j as asking for %s', (question, kind) => {
    expect(chatAnswerKind(question)).toBe(kind);
  });
});

describe('chatAnswerProblem', () => {
  it('refuses anything but a phone number for a phone question', () => {
    expect(chatAnswerProblem('phone', 'jane@example.com', false)).toBe('Invalid phone number');
    expect(chatAnswerProblem('phone', '(214) 555-0187', true)).toBeUndefined();
  });

  it('refuses a phone number for an e-mail question, and takes an address', () => {
    expect(chatAnswerProblem('email', '214 555 0187', false)).toBe('Please enter valid email address');
    expect(chatAnswerProblem('email', ' jane.doe@example.com ', false)).toBeUndefined();
  });

  it('takes a name of letters, and refuses digits or an address as a name', () => {
    expect(chatAnswerProblem('name', "Jane O'Neil-Doe", false)).toBeUndefined();
    expect(chatAnswerProblem('name', 'José Q. Álvarez', false)).toBeUndefined();
    expect(chatAnswerProblem('name', 'jane@example.com', false)).toBe('Please enter valid name');
    expect(chatAnswerProblem('name', '2145550187', false)).toBe('Please enter valid name');
  });

  it('takes any answer to any other question', () => {
    expect(chatAnswerProblem('text', 'Mornings, 555', false)).toBeUndefined();
  });
});
