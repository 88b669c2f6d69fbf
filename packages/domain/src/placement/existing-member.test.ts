import { describe, expect, it } from 'vitest';
import { canEnrollMember, placeExistingMember, type MemberEnroller } from './existing-member';

const member = { agentId: 1, groupId: 30, portalId: 7 };
const rep = (agentId: number | null): MemberEnroller => ({ role: 'agent', agentId, groupId: null });
const admin = (groupId: number | null): MemberEnroller => ({ role: 'group', agentId: null, groupId });

describe('canEnrollMember', () => {
  it.each([
    ['a rep enrolls their own member', rep(1), true],
    ["a rep does not enroll another rep's member", rep(2), false],
    ['a rep account without a rep enrolls nobody', rep(null), false],
    ["a group administrator enrolls their group's member", admin(30), true],
    ["a group administrator does not enroll another group's member", admin(31), false],
    ['a group account without a group enrolls nobody', admin(null), false],
    ['a member enrolls themself', { role: 'member' } as const, true],
    ["the store's administrator enrolls nobody", { role: 'admin', agentId: null, groupId: 30 } as const, false],
  ])('%s', (_name, enroller, expected) => {
    expect(canEnrollMember(enroller, member)).toBe(expected);
  });
});

describe('placeExistingMember', () => {
  it("keeps the member's rep, group and portal, in the enroller's process", () => {
    const placed = { agentId: 1, groupId: 30, portalId: 7, enrollType: 'existing-member' };
    expect(placeExistingMember(member, rep(1))).toEqual({ ...placed, eprocess: 'rep' });
    expect(placeExistingMember(member, admin(30))).toEqual({ ...placed, eprocess: 'group' });
    expect(placeExistingMember(member, { role: 'member' })).toEqual({ ...placed, eprocess: 'applicant' });
  });
});
