import type { AgentLandingInfo, GroupLandingInfo } from '@benefit-store/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@/config/brand';
import { composeBranding, resolveBrandingSource } from './compose-branding';

const agent: AgentLandingInfo = {
  agent_id: 1,
  logo: '/assets/logos/jsmith.svg',
  image: null,
  image_link: 'https://jsmith.example',
  banner_image: null,
  agent_code: 'ABCD1212',
  display_phone: '5125550101',
  display_email: 'john@example.com',
  tagline: 'Plans that fit',
  display_about_name: 'About John',
  display_name: 'John Smith',
  agent_bio: '<p>Hi</p>',
};
const group: GroupLandingInfo = {
  group_id: 3001,
  gname: 'Acme Manufacturing',
  logo: '/assets/logos/acme.svg',
  image: null,
  image_link: null,
  banner_image: '/assets/images/acme-banner.jpg',
  display_phone: null,
  display_email: null,
  tagline: null,
  display_about_name: null,
  display_name: '',
  gweb_aboutus: null,
};
const settings = new Map([
  ['logo', '/assets/logos/benefit-store.svg'],
  ['support_phone', '8005550100'],
  ['support_email', 'help@benefitstore.example'],
  ['banner_image', '/assets/images/banner.jpg'],
  ['banner_image_mobile', '/assets/images/banner-mobile.jpg'],
]);

describe('resolveBrandingSource', () => {
  it("brands a rep's own pages as the rep, not as the group of the member enrolled last", () => {
    const afterGroupMember = { openType: null, agentId: 1, groupId: 3001 } as const;
    expect(resolveBrandingSource(afterGroupMember)).toEqual({ kind: 'group', groupId: 3001 });
    expect(resolveBrandingSource(afterGroupMember, 'agent')).toEqual({ kind: 'agent', agentId: 1 });
    expect(resolveBrandingSource({ openType: null, agentId: null, groupId: 3001 }, 'group')).toEqual({ kind: 'group', groupId: 3001 });
  });

  it.each([
    [
      { openType: 'agent', agentId: 1, groupId: 2 },
      { kind: 'agent', agentId: 1 },
    ],
    [
      { openType: 'group', agentId: 1, groupId: 2 },
      { kind: 'group', groupId: 2 },
    ],
    [
      { openType: 'user', agentId: 1, groupId: 2 },
      { kind: 'group', groupId: 2 },
    ],
    [
      { openType: null, agentId: 1, groupId: null },
      { kind: 'agent', agentId: 1 },
    ],
    [
      { openType: 'agent', agentId: null, groupId: 2 },
      { kind: 'group', groupId: 2 },
    ],
    [{ openType: null, agentId: null, groupId: null }, { kind: 'default' }],
  ] as const)('%j -> %j', (session, expected) => {
    expect(resolveBrandingSource(session)).toEqual(expected);
  });
});

describe('composeBranding', () => {
  it('shows the store brand with site contact settings by default', () => {
    const branding = composeBranding({ source: { kind: 'default' }, settings });
    expect(branding).toMatchObject({
      name: 'Benefit Store',
      logoUrl: '/assets/logos/benefit-store.svg',
      phone: '8005550100',
      email: 'help@benefitstore.example',
      bannerImage: '/assets/images/banner.jpg',
      bannerImageMobile: '/assets/images/banner-mobile.jpg',
      hasAbout: false,
      logoLink: null,
    });
  });

  it('falls back to the product defaults without settings', () => {
    const branding = composeBranding({ source: { kind: 'default' }, settings: new Map() });
    expect(branding.phone).toBe(DEFAULT_BRAND.supportPhone);
    expect(branding.email).toBe(DEFAULT_BRAND.supportEmail);
    expect(branding.logoUrl).toBeNull();
  });

  it("uses the rep's own branding", () => {
    const branding = composeBranding({ source: { kind: 'agent', agentId: 1 }, agent, group, settings });
    expect(branding).toMatchObject({
      name: 'John Smith',
      logoUrl: '/assets/logos/jsmith.svg',
      logoLink: 'https://jsmith.example',
      phone: '5125550101',
      email: 'john@example.com',
      tagline: 'Plans that fit',
      hasAbout: true,
    });
  });

  it("uses the group's branding and fills gaps from site settings", () => {
    const branding = composeBranding({ source: { kind: 'group', groupId: 3001 }, agent, group, settings });
    expect(branding).toMatchObject({
      name: 'Acme Manufacturing',
      logoUrl: '/assets/logos/acme.svg',
      phone: '8005550100',
      bannerImage: '/assets/images/acme-banner.jpg',
      bannerImageMobile: '/assets/images/acme-banner.jpg',
      tagline: DEFAULT_BRAND.tagline,
      hasAbout: true,
    });
  });

  it('shows the store brand while the landing info is loading', () => {
    const branding = composeBranding({ source: { kind: 'group', groupId: 3001 }, settings });
    expect(branding.name).toBe('Benefit Store');
    expect(branding.hasAbout).toBe(false);
  });
});
