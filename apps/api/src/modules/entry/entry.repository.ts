import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agents, elevateVisits, groups, landingPages, members, portals, referralLinks } from '../../db/schema';

export async function findAgentByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(agents)
    .where(and(sql`upper(${agents.agentCode}) = upper(${code})`, eq(agents.isActive, true)));
  return row;
}

export async function findGroupByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(sql`upper(${groups.code}) = upper(${code})`, eq(groups.isActive, true)));
  return row;
}

export async function findElevateGroup(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.isElevate, true), eq(groups.isActive, true)))
    .limit(1);
  return row;
}

export async function findLandingPage(db: DbOrTx, name: string) {
  const [row] = await db
    .select()
    .from(landingPages)
    .where(sql`lower(${landingPages.name}) = lower(${name})`);
  return row;
}

/** The active portals of the given reps and groups (ids that are null are skipped). */
export async function listActivePortalsOf(
  db: DbOrTx,
  parties: { agentIds: readonly (number | null | undefined)[]; groupIds: readonly (number | null | undefined)[] },
) {
  const agentIds = parties.agentIds.filter((id): id is number => typeof id === 'number');
  const groupIds = parties.groupIds.filter((id): id is number => typeof id === 'number');
  const owners = [
    ...(agentIds.length > 0 ? [inArray(portals.agentId, agentIds)] : []),
    ...(groupIds.length > 0 ? [inArray(portals.groupId, groupIds)] : []),
  ];
  if (owners.length === 0) return [];
  return db
    .select({ id: portals.id, agentId: portals.agentId, groupId: portals.groupId })
    .from(portals)
    .where(and(or(...owners), eq(portals.isActive, true)));
}

export async function findMember(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      agentId: members.agentId,
      groupId: members.groupId,
      portalId: members.portalId,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

/** A referral link as the placement rules read it (`ReferralLink`), with its referrer's name. */
export async function findReferral(db: DbOrTx, referralId: string) {
  const [row] = await db.select().from(referralLinks).where(eq(referralLinks.id, referralId));
  return row ? { ...row, isActive: row.isActive === 1 } : undefined;
}

export async function recordElevateVisit(db: DbOrTx, enrollmentId: string) {
  await db.insert(elevateVisits).values({ enrollmentId });
}
