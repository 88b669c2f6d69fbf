import type { AgentLandingInfo, GroupLandingInfo, SiteInfo, SiteSetting } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http';
import * as repo from './sites.repository';

const agentName = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`;

export async function getAgentLandingInfo(db: DbOrTx, agentId: number): Promise<AgentLandingInfo> {
  const agent = await repo.findAgent(db, agentId);
  if (!agent) throw notFound('agent_id', 'Rep not found');
  return {
    agent_id: agent.id,
    logo: agent.logo,
    image: agent.image,
    image_link: agent.imageLink,
    banner_image: agent.bannerImage,
    agent_code: agent.agentCode,
    display_phone: agent.displayPhone ?? agent.phone,
    display_email: agent.displayEmail ?? agent.email,
    tagline: agent.tagline,
    display_about_name: agent.displayAboutName,
    display_name: agent.displayName || agentName(agent),
    agent_bio: agent.bio,
  };
}

export async function getGroupLandingInfo(db: DbOrTx, groupId: number): Promise<GroupLandingInfo> {
  const group = await repo.findGroup(db, groupId);
  if (!group) throw notFound('group_id', 'Group not found');
  return {
    group_id: group.id,
    gname: group.name,
    logo: group.logo,
    image: group.image,
    image_link: group.imageLink,
    banner_image: group.bannerImage,
    display_phone: group.displayPhone ?? group.phone,
    display_email: group.displayEmail,
    tagline: group.tagline,
    display_about_name: group.displayAboutName,
    display_name: group.displayName ?? group.name,
    gweb_aboutus: group.aboutUs,
  };
}

/** Normalises a host as the browser sends it: lower case, no port, no scheme. */
export function normaliseDomain(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/:\d+$/, '');
}

/** Key/value settings of the site at `domain` (store-wide defaults for any other host). */
export async function getSiteSettings(db: DbOrTx, domain: string): Promise<SiteSetting[]> {
  const site = await repo.findSiteByDomain(db, normaliseDomain(domain));
  const rows = await repo.listSettings(db, site?.id);
  const merged = new Map<string, string>();
  for (const row of rows.filter((r) => r.siteId === null)) merged.set(row.key, row.value);
  for (const row of rows.filter((r) => r.siteId !== null)) merged.set(row.key, row.value);
  return [...merged].map(([key, value]) => ({ key, value }));
}

export async function getSetting(db: DbOrTx, key: string): Promise<string | undefined> {
  const rows = await repo.listSettings(db, undefined);
  return rows.find((r) => r.key === key)?.value;
}

type SiteRow = NonNullable<Awaited<ReturnType<typeof repo.findSiteByDomain>>>;
const toSiteInfo = (site: SiteRow): SiteInfo => ({
  gid: site.groupId,
  agent_id: site.agentId,
  portal_id: site.portalId,
  site_name: site.siteName,
  open_type: 'user',
});

export async function getDomainSiteInfo(db: DbOrTx, domain: string): Promise<SiteInfo> {
  const site = await repo.findSiteByDomain(db, normaliseDomain(domain));
  if (!site) throw notFound('site_domain', 'Site not found', { statusCode: 404 });
  return toSiteInfo(site);
}

export async function getExternalSiteInfo(db: DbOrTx, siteName: string): Promise<SiteInfo> {
  const site = await repo.findSiteByName(db, siteName.trim().toLowerCase());
  if (!site) throw notFound('site_name', 'Site not found', { statusCode: 404 });
  return toSiteInfo(site);
}
