import { useGroupLandingInfo } from '@/features/sites/api/get-group-landing-info';
import { useMemberInfo } from '@/features/homes/api/get-member-info';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';

export interface EnrollingForInput {
  /** The stored enroll_type of the rep's or group's enrollment. */
  enrollType: string | null;
  /** A current member's name, once known. */
  memberName: string | null;
  /** The group a new member joins, once known. */
  groupName: string | null;
}

/** Whom a rep or group administrator is enrolling, in words ('Angela Brooks', 'a new member of Acme Manufacturing'); null when nobody. */
export function describeEnrollingFor({ enrollType, memberName, groupName }: EnrollingForInput): string | null {
  if (enrollType === 'existing-member') return memberName ?? 'a current member';
  if (enrollType === 'new-group-member') return groupName ? `a new member of ${groupName}` : 'a new group member';
  if (enrollType === 'new-member') return 'a new member';
  return null;
}

/** Whom the signed-in rep or group administrator is enrolling in this browser, or null (a shopper, or no enrollment started). */
export function useEnrollingFor(): string | null {
  const { eprocess, groupId } = useStoredSession();
  const isStaffProcess = eprocess === 'rep' || eprocess === 'group';
  const enrollType = isStaffProcess ? storage.get('enroll_type') : null;
  const userId = enrollType === 'existing-member' ? storage.get('user_id') : null;
  const member = useMemberInfo(userId || null).data?.member_info;
  const group = useGroupLandingInfo(enrollType === 'new-group-member' ? groupId : null).data;
  return describeEnrollingFor({
    enrollType,
    memberName: member ? `${member.first_name} ${member.last_name}` : null,
    groupName: group ? group.gname : null,
  });
}
