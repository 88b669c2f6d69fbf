import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agentGroups, groups, members, plans, policies, portals } from '../../db/schema';

export async function listGroupsOfAgent(db: DbOrTx, agentId: number) {
  return db
    .select({ gid: groups.id, gname: groups.name })
    .from(agentGroups)
    .innerJoin(groups, eq(groups.id, agentGroups.groupId))
    .where(and(eq(agentGroups.agentId, agentId), eq(groups.isActive, true)))
    .orderBy(asc(groups.name));
}

const portalColumns = { platform_group_id: portals.id, platform_name: portals.name, platform_code: portals.code };

export async function listPortalsOfAgent(db: DbOrTx, agentId: number) {
  return db
    .select(portalColumns)
    .from(portals)
    .where(and(eq(portals.agentId, agentId), eq(portals.isActive, true)))
    .orderBy(asc(portals.id));
}

export async function listPortalsOfGroup(db: DbOrTx, groupId: number) {
  return db
    .select(portalColumns)
    .from(portals)
    .where(and(eq(portals.groupId, groupId), eq(portals.isActive, true)))
    .orderBy(asc(portals.id));
}

/** Members with their group and policies, for one rep or one group. */
export async function listMembers(db: DbOrTx, owner: { agentId: number } | { groupId: number }) {
  const rows = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      birthdateEnc: members.birthdateEnc,
      emailEnc: members.emailEnc,
      ssnLast4: members.ssnLast4,
      groupId: members.groupId,
      groupName: groups.name,
    })
    .from(members)
    .leftJoin(groups, eq(groups.id, members.groupId))
    .where('agentId' in owner ? eq(members.agentId, owner.agentId) : eq(members.groupId, owner.groupId))
    .orderBy(asc(members.lastName), asc(members.firstName));
  const ids = rows.map((r) => r.id);
  const memberPolicies = ids.length
    ? await db
        .select({ memberId: policies.memberId, policyId: policies.id, status: policies.status, planName: plans.name })
        .from(policies)
        .innerJoin(plans, eq(plans.id, policies.planId))
        .where(inArray(policies.memberId, ids))
        .orderBy(asc(policies.id))
    : [];
  return rows.map((row) => ({ ...row, policies: memberPolicies.filter((p) => p.memberId === row.id) }));
}
