import { describe, expect, it } from 'vitest';
import { APP_LAUNCHER_LINKS, configuredLinks, FOOTER_LINKS, resolveLink } from './external-links';
import { paths } from './paths';

describe('companion links come from site settings', () => {
  it('shows no link without a configured address, except those the store has its own page for', () => {
    const none = new Map<string, string>();
    expect(configuredLinks(APP_LAUNCHER_LINKS, none)).toEqual([
      { label: 'Dashboard Rep', href: paths.signIn() },
      { label: 'Dashboard Group', href: paths.signIn() },
    ]);
    expect(resolveLink(FOOTER_LINKS.howToEnrollVideo, none)).toBeNull();
    expect(resolveLink(FOOTER_LINKS.memberLogin, new Map([['footer_member_login_url', '   ']]))).toBeNull();
  });

  it("uses the site's address when configured", () => {
    const settings = new Map([
      ['footer_how_to_enroll_video_url', 'https://videos.acme.test/enroll'],
      ['footer_rep_dashboard_url', 'https://reps.acme.test/'],
    ]);
    expect(resolveLink(FOOTER_LINKS.howToEnrollVideo, settings)).toBe('https://videos.acme.test/enroll');
    expect(resolveLink(FOOTER_LINKS.repDashboard, settings)).toBe('https://reps.acme.test/');
  });

  it('never falls back to a made-up address', () => {
    const fallbacks = [...APP_LAUNCHER_LINKS, ...Object.values(FOOTER_LINKS)].map((target) => target.fallback);
    expect(fallbacks.filter((href) => href !== null && !href.startsWith('/'))).toEqual([]);
  });
});
