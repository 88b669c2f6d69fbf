import type { LandingPageResult, SiteInfo } from '@benefit-store/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { StorageKey } from '@/lib/storage';
import { resolveStartupMode } from './resolve-startup-mode';
import { runStartup, type StartupCalls, type StartupStorage } from './run-startup';

function memoryStore(initial: Partial<Record<StorageKey, string>> = {}): StartupStorage & { data: Map<string, string> } {
  const data = new Map<string, string>(Object.entries(initial));
  return {
    data,
    setOrRemove(key, value) {
      if (value === null || value === undefined || value === '') data.delete(key);
      else data.set(key, String(value));
    },
    clear() {
      data.clear();
    },
  };
}

const notFound = () => Promise.reject(new ApiError({ status: 404, message: 'Not found' }));
const agentLanding: LandingPageResult = {
  type: 'agent',
  data: { name: 'John Smith', landing_page: 'jsmith' },
  agent_id: 1,
  group_id: null,
};
const groupLanding = (name: string, groupId: number, landingPage = name): LandingPageResult => ({
  type: 'group',
  data: { name, landing_page: landingPage },
  agent_id: null,
  group_id: groupId,
});
const acmeSite: SiteInfo = { gid: 3001, agent_id: 1, portal_id: 12, site_name: 'acme', open_type: 'user' };

function calls(overrides: Partial<StartupCalls> = {}): StartupCalls {
  return {
    getDefaultInfo: vi.fn(() => Promise.resolve({ agent_id: 1, gid: 1929, portal_id: 5 })),
    getDomainSiteInfo: vi.fn((domain: string) => (domain === 'acme.localhost' ? Promise.resolve(acmeSite) : notFound())),
    getExternalSiteInfo: vi.fn((name: string) =>
      name === 'partner' ? Promise.resolve({ ...acmeSite, site_name: 'partner', open_type: 'group' as const }) : notFound(),
    ),
    getReferralInfo: vi.fn((rid: string) =>
      rid === 'R1'
        ? Promise.resolve({ agent_id: 1, group_id: null, portal_id: 7, valid_referral_link: true, referrer_info: { name: 'Ann Lee' } })
        : notFound(),
    ),
    validateLandingPage: vi.fn((name: string) => {
      if (name === 'jsmith') return Promise.resolve(agentLanding);
      if (name === 'elevate') return Promise.resolve(groupLanding('Elevate', 4000));
      if (name === 'acme') return Promise.resolve(groupLanding('Acme', 3001));
      if (name === 'noconfig') return Promise.resolve(groupLanding('No Config', 3002, ''));
      return notFound();
    }),
    getElevateInfo: vi.fn(() => Promise.resolve({ portal_id: 88, group_id: 4000 })),
    ...overrides,
  };
}

function mode(host: string, url: string) {
  const { pathname, search } = new URL(url, 'http://x');
  return resolveStartupMode({ host, pathname, search, lifestyleHost: 'lifestyle.localhost' });
}

describe('runStartup', () => {
  it('does nothing on a normal host without a landing page', async () => {
    const store = memoryStore({ tempId: 't' });
    const api = calls();
    expect(await runStartup(mode('localhost', '/'), api, store)).toEqual({ redirectTo: null });
    expect(Object.fromEntries(store.data)).toEqual({ tempId: 't' });
    expect(api.getDefaultInfo).not.toHaveBeenCalled();
  });

  it('clears storage and loads the default group on the lifestyle host', async () => {
    const store = memoryStore({ tempId: 'old', eprocess: 'rep' });
    expect(await runStartup(mode('lifestyle.localhost', '/'), calls(), store)).toEqual({ redirectTo: null });
    expect(Object.fromEntries(store.data)).toEqual({ agent_id: '1', group_id: '1929', portal_id: '5' });
  });

  it('stores the site of a default-domain host with open_type user', async () => {
    const store = memoryStore({ tempId: 't' });
    expect(await runStartup(mode('acme.localhost', '/'), calls(), store)).toEqual({ redirectTo: null });
    expect(Object.fromEntries(store.data)).toEqual({
      tempId: 't',
      group_id: '3001',
      agent_id: '1',
      portal_id: '12',
      open_type: 'user',
      fromSite: 'acme.localhost',
    });
  });

  it('sends an unknown default-domain host to /404', async () => {
    expect(await runStartup(mode('nobody.localhost', '/'), calls(), memoryStore())).toEqual({ redirectTo: '/404' });
  });

  it('opens a rep landing page as the rep', async () => {
    const store = memoryStore();
    expect(await runStartup(mode('localhost', '/jsmith'), calls(), store)).toEqual({ redirectTo: null });
    expect(Object.fromEntries(store.data)).toEqual({ agent_id: '1', open_type: 'agent' });
  });

  it('sends a wrong landing page name to /404', async () => {
    expect(await runStartup(mode('localhost', '/no-such-landing'), calls(), memoryStore())).toEqual({ redirectTo: '/404' });
  });

  it('sends a group without landing URL to the landing-config error', async () => {
    expect(await runStartup(mode('localhost', '/noconfig'), calls(), memoryStore())).toEqual({
      redirectTo: '/landing-config-error/Group',
    });
  });

  it('on the lifestyle host remembers the landing page and goes home', async () => {
    const store = memoryStore();
    expect(await runStartup(mode('lifestyle.localhost', '/jsmith'), calls(), store)).toEqual({ redirectTo: '/' });
    expect(store.data.get('open_type')).toBe('agent');
    expect(store.data.get('group_id')).toBe('1929');
  });

  it("asks for the host's and the landing page's answers at once, not one after the other", async () => {
    type DefaultInfo = Awaited<ReturnType<StartupCalls['getDefaultInfo']>>;
    let answerDefaultInfo: (info: DefaultInfo) => void = () => undefined;
    const api = calls({ getDefaultInfo: vi.fn(() => new Promise<DefaultInfo>((resolve) => (answerDefaultInfo = resolve))) });
    const running = runStartup(mode('lifestyle.localhost', '/jsmith'), api, memoryStore());
    expect(api.validateLandingPage).toHaveBeenCalledWith('jsmith');
    answerDefaultInfo({ agent_id: 1, gid: 1929, portal_id: 5 });
    expect(await running).toEqual({ redirectTo: '/' });
  });

  it('stores the referral and its owner', async () => {
    const store = memoryStore();
    expect(await runStartup(mode('localhost', '/referrals?rid=R1'), calls(), store)).toEqual({ redirectTo: null });
    expect(Object.fromEntries(store.data)).toEqual({
      agent_id: '1',
      portal_id: '7',
      referral: 'R1',
      r_valid: 'true',
      r_name: 'Ann Lee',
    });
  });

  it.each(['/referrals', '/referrals?rid=', '/referrals?rid=BAD'])('sends referral %s to /404', async (url) => {
    expect(await runStartup(mode('localhost', url), calls(), memoryStore())).toEqual({ redirectTo: '/404' });
  });

  it('stores an external site with its open_type', async () => {
    const store = memoryStore();
    expect(await runStartup(mode('localhost', '/external?site=partner'), calls(), store)).toEqual({ redirectTo: null });
    expect(store.data.get('open_type')).toBe('group');
    expect(store.data.get('group_id')).toBe('3001');
  });

  it.each(['/external', '/external?site=unknown', '/websites', '/websites?group=unknown'])('sends %s to /404', async (url) => {
    expect(await runStartup(mode('localhost', url), calls(), memoryStore())).toEqual({ redirectTo: '/404' });
  });

  it('opens a group website as the group', async () => {
    const store = memoryStore();
    const api = calls();
    expect(await runStartup(mode('localhost', '/websites?group=acme'), api, store)).toEqual({ redirectTo: null });
    expect(Object.fromEntries(store.data)).toEqual({ group_id: '3001', open_type: 'group' });
    expect(api.getElevateInfo).not.toHaveBeenCalled();
  });

  it('stores the elevate portal for the elevate website', async () => {
    const store = memoryStore();
    expect(await runStartup(mode('localhost', '/websites?group=elevate&id=9'), calls(), store)).toEqual({ redirectTo: null });
    expect(Object.fromEntries(store.data)).toEqual({ group_id: '4000', open_type: 'group', portal_id: '88' });
  });

  it.each(['/continue-enrollment', '/direct-continue/YWJj/cGVy'])('clears storage on %s', async (url) => {
    const store = memoryStore({ tempId: 't', agent_id: '1' });
    expect(await runStartup(mode('localhost', url), calls(), store)).toEqual({ redirectTo: null });
    expect(store.data.size).toBe(0);
  });

  it('sends a failing default-info call to /404', async () => {
    const api = calls({ getDefaultInfo: () => Promise.reject(new Error('network')) });
    expect(await runStartup(mode('lifestyle.localhost', '/'), api, memoryStore())).toEqual({ redirectTo: '/404' });
  });
});
