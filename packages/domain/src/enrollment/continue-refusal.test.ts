import { describe, expect, it } from 'vitest';
import { continueCodeRefusal, directContinueRefusal } from './continue-refusal';

const asOf = new Date('2026-03-10T12:00:00Z');
const later = new Date('2026-03-20T12:00:00Z');
const live = { isReplaced: false, isEnrollmentCompleted: false, expiresAt: later, asOf };

describe('continueCodeRefusal', () => {
  const code = { ...live, wrongTries: 0, isEmailMatching: true };
  it.each([
    ['opens with its address', code, undefined],
    ['opens after 4 wrong tries', { ...code, wrongTries: 4 }, undefined],
    ['is locked after 5 wrong tries, even with its address', { ...code, wrongTries: 5 }, 'lockedCode'],
    ['refuses another address as it refuses an unknown code', { ...code, isEmailMatching: false }, 'notOpened'],
    ['tells another address nothing of a lock', { ...code, wrongTries: 5, isEmailMatching: false }, 'notOpened'],
    [
      'tells another address nothing of a replaced, completed or expired code',
      { ...code, isEmailMatching: false, isReplaced: true, isEnrollmentCompleted: true, expiresAt: asOf },
      'notOpened',
    ],
    ['ends at its expiry', { ...code, expiresAt: asOf }, 'expiredCode'],
    ['ends when the enrollment completes', { ...code, isEnrollmentCompleted: true }, 'completed'],
    [
      'says it was replaced before anything else',
      { ...code, isReplaced: true, isEnrollmentCompleted: true, wrongTries: 9 },
      'replacedCode',
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(continueCodeRefusal(input)).toBe(expected);
  });
});

describe('directContinueRefusal', () => {
  const link = { ...live, usedBy: null, browser: 'b1' };
  it.each([
    ['opens unused', link, undefined],
    ['opens again for the browser that used it', { ...link, usedBy: 'b1' }, undefined],
    ['refuses another browser once used', { ...link, usedBy: 'b2' }, 'usedLink'],
    ['ends at its expiry, for its own browser too', { ...link, usedBy: 'b1', expiresAt: asOf }, 'expiredLink'],
    ['ends when the enrollment completes', { ...link, isEnrollmentCompleted: true }, 'completed'],
    ['says it was replaced', { ...link, isReplaced: true }, 'replacedLink'],
  ] as const)('%s', (_name, input, expected) => {
    expect(directContinueRefusal(input)).toBe(expected);
  });
});
