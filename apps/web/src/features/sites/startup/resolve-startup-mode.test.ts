import { describe, expect, it } from 'vitest';
import { classifyHost, resolveStartupMode, type StartupMode } from './resolve-startup-mode';

const LIFESTYLE = 'lifestyle.localhost';

describe('classifyHost', () => {
  it.each([
    ['lifestyle.localhost', 'lifestyle'],
    ['LIFESTYLE.localhost', 'lifestyle'],
    ['localhost', 'normal'],
    ['127.0.0.1', 'normal'],
    ['qa.benefitstore.com', 'normal'],
    ['enroll.benefitstore.com', 'normal'],
    ['acme.localhost', 'domain-site'],
    ['elevate.localhost', 'domain-site'],
    ['www.acme-benefits.com', 'domain-site'],
    ['staging.qa.example.com', 'domain-site'],
  ] as const)('%s is %s', (host, kind) => {
    expect(classifyHost(host, LIFESTYLE)).toBe(kind);
  });

  it('follows the configured lifestyle host', () => {
    expect(classifyHost('shop.example.com', 'shop.example.com')).toBe('lifestyle');
    expect(classifyHost('lifestyle.localhost', 'shop.example.com')).toBe('domain-site');
  });
});

describe('resolveStartupMode', () => {
  const cases: Array<[string, { host: string; pathname: string; search?: string }, Omit<StartupMode, 'host'>]> = [
    ['plain root on localhost', { host: 'localhost', pathname: '/' }, { hostKind: 'normal', landingPage: null, route: { kind: 'plain' } }],
    [
      'lifestyle root',
      { host: 'lifestyle.localhost', pathname: '/' },
      { hostKind: 'lifestyle', landingPage: null, route: { kind: 'plain' } },
    ],
    [
      'default-domain site root',
      { host: 'acme.localhost', pathname: '/' },
      { hostKind: 'domain-site', landingPage: null, route: { kind: 'plain' } },
    ],
    [
      'landing page name',
      { host: 'localhost', pathname: '/jsmith' },
      { hostKind: 'normal', landingPage: 'jsmith', route: { kind: 'plain' } },
    ],
    [
      'landing page with trailing slash',
      { host: 'localhost', pathname: '/jsmith/' },
      { hostKind: 'normal', landingPage: 'jsmith', route: { kind: 'plain' } },
    ],
    [
      'encoded landing page name',
      { host: 'localhost', pathname: '/john%20smith' },
      { hostKind: 'normal', landingPage: 'john smith', route: { kind: 'plain' } },
    ],
    [
      'landing page on the lifestyle host',
      { host: 'lifestyle.localhost', pathname: '/jsmith' },
      { hostKind: 'lifestyle', landingPage: 'jsmith', route: { kind: 'plain' } },
    ],
    [
      'app route is not a landing page',
      { host: 'localhost', pathname: '/plans', search: '?type=dental' },
      { hostKind: 'normal', landingPage: null, route: { kind: 'plain' } },
    ],
    [
      'error page is not a landing page',
      { host: 'localhost', pathname: '/404' },
      { hostKind: 'normal', landingPage: null, route: { kind: 'plain' } },
    ],
    [
      'app route under a landing prefix',
      { host: 'localhost', pathname: '/jsmith/plans' },
      { hostKind: 'normal', landingPage: 'jsmith', route: { kind: 'plain' } },
    ],
    [
      'referral with rid',
      { host: 'localhost', pathname: '/referrals', search: '?rid=R-42' },
      { hostKind: 'normal', landingPage: null, route: { kind: 'referral', referralId: 'R-42' } },
    ],
    [
      'referral without rid',
      { host: 'localhost', pathname: '/referrals' },
      { hostKind: 'normal', landingPage: null, route: { kind: 'referral', referralId: null } },
    ],
    [
      'referral with empty rid',
      { host: 'localhost', pathname: '/referrals', search: '?rid=' },
      { hostKind: 'normal', landingPage: null, route: { kind: 'referral', referralId: null } },
    ],
    [
      'referral under a landing prefix',
      { host: 'localhost', pathname: '/jsmith/referrals', search: '?rid=R1' },
      { hostKind: 'normal', landingPage: 'jsmith', route: { kind: 'referral', referralId: 'R1' } },
    ],
    [
      'external site',
      { host: 'localhost', pathname: '/external', search: '?site=partner%20one' },
      { hostKind: 'normal', landingPage: null, route: { kind: 'external', siteName: 'partner one' } },
    ],
    [
      'external without site',
      { host: 'localhost', pathname: '/external' },
      { hostKind: 'normal', landingPage: null, route: { kind: 'external', siteName: null } },
    ],
    [
      'website of a group',
      { host: 'localhost', pathname: '/websites', search: '?group=acme' },
      { hostKind: 'normal', landingPage: null, route: { kind: 'website', landingPage: 'acme', isElevate: false } },
    ],
    [
      'website of the elevate group',
      { host: 'localhost', pathname: '/websites', search: '?group=elevate&id=7' },
      { hostKind: 'normal', landingPage: null, route: { kind: 'website', landingPage: 'elevate', isElevate: true } },
    ],
    [
      'website without group',
      { host: 'localhost', pathname: '/websites' },
      { hostKind: 'normal', landingPage: null, route: { kind: 'website', landingPage: null, isElevate: false } },
    ],
    [
      'continue-enrollment clears storage',
      { host: 'localhost', pathname: '/continue-enrollment' },
      { hostKind: 'normal', landingPage: null, route: { kind: 'clear-storage' } },
    ],
    [
      'direct-continue clears storage',
      { host: 'acme.localhost', pathname: '/direct-continue/abc/def' },
      { hostKind: 'domain-site', landingPage: null, route: { kind: 'clear-storage' } },
    ],
  ];

  it.each(cases)('%s', (_name, { host, pathname, search = '' }, expected) => {
    expect(resolveStartupMode({ host, pathname, search, lifestyleHost: LIFESTYLE })).toEqual({ host, ...expected });
  });
});
