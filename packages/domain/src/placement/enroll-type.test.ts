import { describe, expect, it } from 'vitest';
import { enrollTypeAfterGroup, newShopperEnrollType } from './enroll-type';

describe('newShopperEnrollType', () => {
  it('is a group member with a group, a new member without', () => {
    expect(newShopperEnrollType(30)).toBe('new-group-member');
    expect(newShopperEnrollType(null)).toBe('new-member');
  });
});

describe('enrollTypeAfterGroup', () => {
  it.each([
    ["a new member's enrollment that gets a group", { type: 'new-user', enrollType: 'new-member' }, 30, 'new-group-member'],
    ['no group given', { type: 'new-user', enrollType: 'new-member' }, undefined, undefined],
    ['a null group', { type: 'new-user', enrollType: 'new-member' }, null, undefined],
    ['already a group enrollment', { type: 'new-user', enrollType: 'new-group-member' }, 30, undefined],
    ["an existing member's enrollment keeps its type", { type: 'existing-user', enrollType: 'existing-member' }, 30, undefined],
  ])('%s', (_name, enrollment, groupId, expected) => {
    expect(enrollTypeAfterGroup(enrollment, groupId)).toBe(expected);
  });
});
