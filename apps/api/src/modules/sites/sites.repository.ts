import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agents, groups, siteSettings, sites } from '../../db/schema';

export async function findAgent(db: DbOrTx, agentId: number) {
  const [row] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.isActive, true)));
  return row;
}

export async function findGroup(db: DbOrTx, groupId: number) {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.isActive, true)));
  return row;
}

export async function findSiteByDomain(db: DbOrTx, domain: string) {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.domain, domain), eq(sites.isActive, true)));
  return row;
}

export async function findSiteByName(db: DbOrTx, siteName: string) {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.siteName, siteName), eq(sites.isActive, true)));
  return row;
}

/** Store-wide settings plus the site's own (site rows win). */
export async function listSettings(db: DbOrTx, siteId: number | undefined) {
  const rows = await db
    .select({ siteId: siteSettings.siteId, key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(siteId === undefined ? isNull(siteSettings.siteId) : or(isNull(siteSettings.siteId), eq(siteSettings.siteId, siteId)));
  return rows;
}
