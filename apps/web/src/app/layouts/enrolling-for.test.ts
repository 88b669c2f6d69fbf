import { describe, expect, it } from 'vitest';
import { describeEnrollingFor } from './enrolling-for';

describe('describeEnrollingFor', () => {
  it.each([
    [{ enrollType: 'existing-member', memberName: 'Angela Brooks', groupName: null }, 'Angela Brooks'],
    [{ enrollType: 'existing-member', memberName: null, groupName: null }, 'a current member'],
    [{ enrollType: 'new-group-member', memberName: null, groupName: 'Acme Manufacturing' }, 'a new member of Acme Manufacturing'],
    [{ enrollType: 'new-group-member', memberName: null, groupName: null }, 'a new group member'],
    [{ enrollType: 'new-member', memberName: null, groupName: null }, 'a new member'],
    [{ enrollType: null, memberName: null, groupName: null }, null],
  ])('names whom the rep or group enrolls: %j', (input, expected) => {
    expect(describeEnrollingFor(input)).toBe(expected);
  });
});
