import { and, asc, eq, sql } from 'drizzle-orm';
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

/** The first active portal of a group, else of a rep. */
export async function findPortalFor(db: DbOrTx, owner: { groupId?: number | null; agentId?: number | null }) {
  for (const condition of [
    owner.groupId ? eq(portals.groupId, owner.groupId) : undefined,
    owner.agentId ? eq(portals.agentId, owner.agentId) : undefined,
  ]) {
    if (!condition) continue;
    const [row] = await db
      .select()
      .from(portals)
      .where(and(condition, eq(portals.isActive, true)))
      .orderBy(asc(portals.id))
      .limit(1);
    if (row) return row;
  }
  return undefined;
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

export async function findReferral(db: DbOrTx, referralId: string) {
  const [row] = await db.select().from(referralLinks).where(eq(referralLinks.id, referralId));
  return row;
}

export async function recordElevateVisit(db: DbOrTx, enrollmentId: string) {
  await db.insert(elevateVisits).values({ enrollmentId });
}
