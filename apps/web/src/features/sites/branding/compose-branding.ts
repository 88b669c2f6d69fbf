import type { AgentLandingInfo, GroupLandingInfo } from '@benefit-store/domain';
import { DEFAULT_BRAND } from '@/config/brand';
import type { StoredSession } from '@/lib/storage';

export type BrandingSource = { kind: 'agent'; agentId: number } | { kind: 'group'; groupId: number } | { kind: 'default' };

/**
 * Whose branding the page shows: on a rep's or group administrator's own page (`staffPage`), the
 * signed-in party's, whatever member's group was enrolled last; else the rep when the session
 * opened as the rep's (open_type agent), else the group, else a rep without group, else the store's own.
 */
export function resolveBrandingSource(
  { openType, agentId, groupId }: Pick<StoredSession, 'openType' | 'agentId' | 'groupId'>,
  staffPage: 'agent' | 'group' | null = null,
): BrandingSource {
  if (staffPage === 'agent' && agentId !== null) return { kind: 'agent', agentId };
  if (staffPage === 'group' && groupId !== null) return { kind: 'group', groupId };
  if (openType === 'agent' && agentId !== null) return { kind: 'agent', agentId };
  if (groupId !== null) return { kind: 'group', groupId };
  if (agentId !== null) return { kind: 'agent', agentId };
  return { kind: 'default' };
}

export interface Branding {
  source: BrandingSource;
  name: string;
  logoUrl: string | null;
  /** The rep's image link: where a click on the logo goes instead of home (spec 000 §2 Header). */
  logoLink: string | null;
  phone: string;
  email: string;
  tagline: string;
  bannerImage: string | null;
  bannerImageMobile: string | null;
  /** Whether there is an About text to open (reps and groups have one). */
  hasAbout: boolean;
}

export interface ComposeBrandingInput {
  source: BrandingSource;
  agent?: AgentLandingInfo | undefined;
  group?: GroupLandingInfo | undefined;
  settings: ReadonlyMap<string, string>;
}

const present = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

export function composeBranding({ source, agent, group, settings }: ComposeBrandingInput): Branding {
  const setting = (key: string) => present(settings.get(key));
  const party = source.kind === 'agent' ? agent : source.kind === 'group' ? group : undefined;
  const partyName = source.kind === 'group' && group ? (present(group.display_name) ?? group.gname) : present(party?.display_name);

  return {
    source,
    name: partyName ?? DEFAULT_BRAND.name,
    logoUrl: present(party?.logo) ?? setting('logo'),
    logoLink: source.kind === 'agent' ? present(agent?.image_link) : null,
    phone: present(party?.display_phone) ?? setting('support_phone') ?? DEFAULT_BRAND.supportPhone,
    email: present(party?.display_email) ?? setting('support_email') ?? DEFAULT_BRAND.supportEmail,
    tagline: present(party?.tagline) ?? DEFAULT_BRAND.tagline,
    bannerImage: present(party?.banner_image) ?? setting('banner_image'),
    // A rep's or group's own banner has no mobile variant; the site's mobile banner goes with the site's banner.
    bannerImageMobile: present(party?.banner_image) ?? setting('banner_image_mobile') ?? setting('banner_image'),
    hasAbout: source.kind !== 'default' && party !== undefined,
  };
}
