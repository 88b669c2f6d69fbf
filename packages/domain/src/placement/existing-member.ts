import type { Eprocess, StaffRole } from '../codes/codes';
import type { PartyIds } from './parties';

/** Who starts an existing member's enrollment: a signed-in rep or group administrator, or the member themself. */
export type MemberEnroller = { role: 'agent' | 'group'; agentId: number | null; groupId: number | null } | { role: 'member' };

/** Whoever asks to: any signed-in staff account (the store's administrator among them), or the member. */
export type EnrollerCandidate = { role: StaffRole; agentId: number | null; groupId: number | null } | { role: 'member' };

export interface ExistingMember extends PartyIds {
  portalId: number | null;
}

export interface ExistingMemberPlacement extends PartyIds {
  portalId: number | null;
  eprocess: Eprocess;
  enrollType: 'existing-member';
}

const EPROCESS_OF_ENROLLER: Record<MemberEnroller['role'], Eprocess> = { agent: 'rep', group: 'group', member: 'applicant' };

/**
 * A rep enrolls only their own members, a group administrator only their group's. A member
 * enrolling themself has already proved it (their member link), so the rule lets them. The
 * store's administrator serves no members (DESIGN §5: members are their rep's and group's).
 */
export function canEnrollMember(enroller: EnrollerCandidate, member: PartyIds): enroller is MemberEnroller {
  switch (enroller.role) {
    case 'admin':
      return false;
    case 'agent':
      return enroller.agentId !== null && member.agentId === enroller.agentId;
    case 'group':
      return enroller.groupId !== null && member.groupId === enroller.groupId;
    case 'member':
      return true;
  }
}

/**
 * An existing member enrolls under their own rep, group and portal (ids a browser sends are not
 * trusted), in the process of whoever enrolls them: rep, group or applicant.
 */
export function placeExistingMember(member: ExistingMember, enroller: MemberEnroller): ExistingMemberPlacement {
  return {
    agentId: member.agentId,
    groupId: member.groupId,
    portalId: member.portalId,
    eprocess: EPROCESS_OF_ENROLLER[enroller.role],
    enrollType: 'existing-member',
  };
}
