import { describe, expect, it } from 'vitest';
import { recommendationScope } from './recommendation-scope';

const session = { agentId: 1, groupId: 3001, portalId: 3 };
const none = { userId: null, enrollType: null, state: null };

describe('recommendationScope', () => {
  it('uses the agent for a rep', () => {
    expect(recommendationScope({ session: { ...session, eprocess: 'rep' }, ...none })).toEqual({ agentID: 1, platformID: 3 });
  });

  it('uses the agent and the group for an applicant', () => {
    expect(recommendationScope({ session: { ...session, eprocess: 'applicant' }, ...none })).toEqual({
      agentID: 1,
      groupID: 3001,
      platformID: 3,
    });
  });

  it('uses the group for a group and for visitors without a process', () => {
    expect(recommendationScope({ session: { ...session, eprocess: 'group' }, ...none })).toEqual({ groupID: 3001, platformID: 3 });
    expect(recommendationScope({ session: { ...session, eprocess: null }, ...none })).toEqual({ groupID: 3001, platformID: 3 });
  });

  it('passes a member id, enrollment type and state only when they are usable', () => {
    const member = 'acc02db1-88a2-42b5-b1f0-6a6f55480eb5';
    expect(
      recommendationScope({ session: { ...session, eprocess: 'rep' }, userId: member, enrollType: 'existing-member', state: 'tx' }),
    ).toEqual({ agentID: 1, platformID: 3, userID: member, enroll_type: 'existing-member', state: 'TX' });
    expect(recommendationScope({ session: { ...session, eprocess: 'rep' }, userId: '42', enrollType: ' ', state: 'Texas' })).toEqual({
      agentID: 1,
      platformID: 3,
    });
  });
});
