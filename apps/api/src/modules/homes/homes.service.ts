import { formatUsDate, type CurrentMember } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { openMemberValue } from '../../lib/member-contact';
import { findGroup } from '../sites/index';
import { findMember } from '../entry/index';
import type { Enrollment } from '../../lib/enrollment-access';
import type { StaffAccount } from '../../lib/staff-session';
import * as repo from './homes.repository';

/** SSNs leave the server masked to the last four digits (DESIGN §5). */
export const maskSsn = (last4: string | null) => (last4 ? `xxx-xx-${last4}` : '');

export async function listCurrentMembers(
  db: DbOrTx,
  cipher: DataCipher,
  owner: { agentId: number } | { groupId: number },
): Promise<CurrentMember[]> {
  const rows = await repo.listMembers(db, owner);
  return rows.map((row) => ({
    name: `${row.firstName} ${row.lastName}`,
    dob: formatUsDate(openMemberValue(cipher, 'members:birthdate_enc', row.id, row.birthdateEnc)),
    email: openMemberValue(cipher, 'members:email_enc', row.id, row.emailEnc),
    ssn: maskSsn(row.ssnLast4),
    user_id: row.id,
    policy_id: row.policies.find((p) => p.status === 'ACTIVE')?.policyId ?? row.policies[0]?.policyId ?? null,
    group_info: { group_id: row.groupId, group_name: row.groupName },
    plan_info: row.policies.map((p) => ({ plan_name: p.planName, plan_status: p.status })),
  }));
}

/** Portals a signed-in rep or group administrator may enroll through. */
export async function listPlatformsFor(db: DbOrTx, account: StaffAccount) {
  if (account.role === 'group' && account.groupId !== null) return repo.listPortalsOfGroup(db, account.groupId);
  return account.agentId === null ? [] : repo.listPortalsOfAgent(db, account.agentId);
}

export async function getGroupAgentMemberInfo(db: DbOrTx, query: { enrollment?: Enrollment | undefined; groupId?: number | undefined }) {
  const { enrollment } = query;
  const groupId = enrollment?.groupId ?? query.groupId ?? null;
  const group = groupId ? await findGroup(db, groupId) : undefined;
  const member = enrollment?.memberId ? await findMember(db, enrollment.memberId) : undefined;
  const platforms = group
    ? await repo.listPortalsOfGroup(db, group.id)
    : enrollment?.agentId
      ? await repo.listPortalsOfAgent(db, enrollment.agentId)
      : [];
  return {
    enrollment_type: enrollment?.enrollType ?? null,
    user_info: member ? { user_id: member.id, first_name: member.firstName, last_name: member.lastName } : null,
    group_info: group ? { gid: group.id, gname: group.name } : null,
    platforms,
  };
}
