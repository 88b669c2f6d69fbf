import { SITE_SETTING_KEYS, type SiteSettingKey } from '@benefit-store/domain';
import { landingPages, siteSettings, sites } from '../schema';
import { DEMO_EXTERNAL_SITE_NAME, DEMO_GROUP_IDS, DEMO_SITE_DOMAINS } from './demo-ids';
import { AGENT_IDS, DEMO_AGENTS, DEMO_GROUPS, PORTAL_IDS } from './parties';
import type { SeedTx } from './seed-tx';

const site = (file: string) => `/assets/site/${file}.svg`;

/** Store-wide defaults (site_id null): one row for every key the web reads. */
export const DEFAULT_SITE_SETTINGS: Record<SiteSettingKey, string> = {
  logo: site('logo'),
  cart_logo: site('cart-logo'),
  banner_image: site('banner'),
  banner_image_mobile: site('banner-mobile'),
  thankyou_image: site('thank-you'),
  footer_icon: site('footer-icon'),
  call_background: site('call-background'),
  app_icon_ios: site('app-icon-ios'),
  app_icon_android: site('app-icon-android'),
  step_icon_personal: site('step-personal'),
  step_icon_contact: site('step-contact'),
  step_icon_employer: site('step-employer'),
  step_icon_beneficiary: site('step-beneficiary'),
  step_icon_health: site('step-health'),
  step_icon_dependent: site('step-dependent'),
  step_icon_review: site('step-review'),
  step_icon_agreement: site('step-agreement'),
  step_icon_billing: site('step-billing'),
  review_card_image: site('review-card'),
  support_phone: '8005550142',
  support_email: 'support@benefitstore.example',
  ticket_link: 'https://help.benefitstore.example/tickets/new',
  // No app is published for the demo: empty, so the footer shows no store badge (never a dead link, docs/decisions/0040).
  app_store_url: '',
  play_store_url: '',
  // The association banner's video (docs/decisions/0040): a short silent explainer shipped with the store.
  association_video_url: '/assets/site/association-video.webm',
};

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
  await tx.insert(siteSettings).values(SITE_SETTING_KEYS.map((key) => ({ siteId: null, key, value: DEFAULT_SITE_SETTINGS[key] })));
  for (const { overrides, ...row } of DEMO_SITES) {
    const [inserted] = await tx.insert(sites).values(row).returning({ id: sites.id });
    if (!inserted) throw new Error(`demo seed: site ${row.siteName} not inserted`);
    await tx.insert(siteSettings).values(Object.entries(overrides).map(([key, value]) => ({ siteId: inserted.id, key, value })));
  }
}
