import type { SiteSettingKey } from '@benefit-store/domain';
import { landingPages, siteSettings, sites } from '../schema';
import { DEMO_EXTERNAL_SITE_NAME, DEMO_GROUP_IDS, DEMO_SITE_DOMAINS } from './demo-ids';
import { AGENT_IDS, DEMO_AGENTS, DEMO_GROUPS, PORTAL_IDS } from './parties';
import type { SeedTx } from './seed-tx';

type SiteSeed = typeof sites.$inferInsert & { siteName: string; overrides: Partial<Record<SiteSettingKey, string>> };

export const DEMO_SITES: SiteSeed[] = [
  {
    kind: 'domain',
    domain: DEMO_SITE_DOMAINS.acme,
    siteName: 'acme',
    groupId: DEMO_GROUP_IDS.acme,
    agentId: AGENT_IDS.jsmith,
    portalId: PORTAL_IDS.acme,
    overrides: {
      logo: '/assets/branding/group-acme-logo.svg',
      banner_image: '/assets/branding/group-acme-banner.svg',
      support_phone: '9725550100',
      support_email: 'hr@acme.example',
    },
  },
  {
    kind: 'domain',
    domain: DEMO_SITE_DOMAINS.elevate,
    siteName: 'elevate',
    groupId: DEMO_GROUP_IDS.elevate,
    agentId: AGENT_IDS.mgarcia,
    portalId: PORTAL_IDS.elevate,
    overrides: {
      logo: '/assets/branding/group-elevate-logo.svg',
      banner_image: '/assets/branding/group-elevate-banner.svg',
      support_phone: '8005550177',
    },
  },
  {
    kind: 'external',
    domain: null,
    siteName: DEMO_EXTERNAL_SITE_NAME,
    agentId: AGENT_IDS.mgarcia,
    portalId: PORTAL_IDS.partnerPlus,
    overrides: {
      logo: '/assets/branding/site-partnerplus-logo.svg',
      support_phone: '8885550160',
      support_email: 'help@partnerplus.example',
    },
  },
];

/** Every rep and group landing page name (`/jsmith`, `websites?group=acme`). */
export const DEMO_LANDING_PAGES: (typeof landingPages.$inferInsert)[] = [
  ...DEMO_AGENTS.filter((a) => a.landingPage).map((a) => ({ name: a.landingPage as string, type: 'agent' as const, agentId: a.id })),
  ...DEMO_GROUPS.filter((g) => g.landingPage).map((g) => ({ name: g.landingPage as string, type: 'group' as const, groupId: g.id })),
];

export async function insertSites(tx: SeedTx): Promise<void> {
  await tx.insert(landingPages).values(DEMO_LANDING_PAGES);
  for (const { overrides, ...row } of DEMO_SITES) {
    const [inserted] = await tx.insert(sites).values(row).returning({ id: sites.id });
    if (!inserted) throw new Error(`demo seed: site ${row.siteName} not inserted`);
    await tx.insert(siteSettings).values(Object.entries(overrides).map(([key, value]) => ({ siteId: inserted.id, key, value })));
  }
}
