import { describe, expect, it } from 'vitest';
import { needsEnrollerCode, type EnrollerCodeInput } from './enroller-code';

describe('needsEnrollerCode', () => {
  const flagged = { requiresEnrollerCode: true };
  const plain = { requiresEnrollerCode: false };
  const cases: Array<[string, EnrollerCodeInput, boolean]> = [
    ['a group that asks for a code, none saved', { group: flagged, savedEnrollerCode: null }, true],
    ['a group that asks for a code, a blank one saved', { group: flagged, savedEnrollerCode: '  ' }, true],
    ['a group that asks for a code, one saved: the requirement is cleared', { group: flagged, savedEnrollerCode: 'EC-1042' }, false],
    ['a group that does not ask', { group: plain, savedEnrollerCode: undefined }, false],
    ['no group', { group: null, savedEnrollerCode: null }, false],
  ];

  it.each(cases)('%s', (_name, input, expected) => {
    expect(needsEnrollerCode(input)).toBe(expected);
  });
});
