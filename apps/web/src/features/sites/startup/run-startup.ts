import type { DefaultInfoSchema, ElevateInfoDataSchema, LandingPageResult, ReferralInfoSchema, SiteInfo } from '@benefit-store/domain';
import type * as z from 'zod';
import { paths } from '@/config/paths';
import type { StorageKey } from '@/lib/storage';
import type { StartupMode } from './resolve-startup-mode';

/** The calls start-up makes, injected so the sequence can be tested without a server. */
export interface StartupCalls {
  getDefaultInfo(): Promise<z.infer<typeof DefaultInfoSchema>>;
  getDomainSiteInfo(siteDomain: string): Promise<SiteInfo>;
  getExternalSiteInfo(siteName: string): Promise<SiteInfo>;
  getReferralInfo(referralId: string): Promise<z.infer<typeof ReferralInfoSchema>>;
  validateLandingPage(landingPage: string): Promise<LandingPageResult>;
  getElevateInfo(): Promise<z.infer<typeof ElevateInfoDataSchema>>;
}

/** The part of the storage module start-up writes through. */
export interface StartupStorage {
  setOrRemove(key: StorageKey, value: string | number | null | undefined): void;
  clear(): void;
}

export interface StartupOutcome {
  /** Where to send the visitor instead of the requested page, if anywhere. */
  redirectTo: string | null;
}

class StartupNotFound extends Error {}

function storeSite(store: StartupStorage, site: SiteInfo): void {
  if (site.gid !== null) store.setOrRemove('group_id', site.gid);
  if (site.agent_id !== null) store.setOrRemove('agent_id', site.agent_id);
  if (site.portal_id !== null) store.setOrRemove('portal_id', site.portal_id);
}

/**
 * A landing page names a rep or a group: the session then opens as that rep's or group's
 * (open_type agent or group). Without a landing URL configured the visitor learns so.
 */
async function applyLandingPage(
  landingPage: string,
  calls: StartupCalls,
  store: StartupStorage,
): Promise<{ redirectTo: string | null; result: LandingPageResult }> {
  const result = await calls.validateLandingPage(landingPage);
  const enrollType = result.type === 'agent' ? 'Agent' : 'Group';
  if (!result.data.landing_page.trim()) return { redirectTo: paths.landingConfigError(enrollType), result };
  if (result.type === 'agent') {
    if (result.agent_id === null) throw new StartupNotFound('landing page without rep');
    store.setOrRemove('agent_id', result.agent_id);
    store.setOrRemove('open_type', 'agent');
  } else {
    if (result.group_id === null) throw new StartupNotFound('landing page without group');
    store.setOrRemove('group_id', result.group_id);
    store.setOrRemove('open_type', 'group');
  }
  return { redirectTo: null, result };
}

/**
 * Start-up (spec 000 §4): run the host's step, then the entry route's, then the landing
 * prefix's. Any failure sends the visitor to /404.
 */
export async function runStartup(mode: StartupMode, calls: StartupCalls, store: StartupStorage): Promise<StartupOutcome> {
  try {
    return await runSteps(mode, calls, store);
  } catch {
    return { redirectTo: paths.notFound };
  }
}

async function runSteps(mode: StartupMode, calls: StartupCalls, store: StartupStorage): Promise<StartupOutcome> {
  const { route } = mode;

  if (route.kind === 'clear-storage') store.clear();

  if (mode.hostKind === 'lifestyle') {
    store.clear();
    const info = await calls.getDefaultInfo();
    store.setOrRemove('agent_id', info.agent_id);
    store.setOrRemove('group_id', info.gid);
    store.setOrRemove('portal_id', info.portal_id);
  } else if (mode.hostKind === 'domain-site') {
    const site = await calls.getDomainSiteInfo(mode.host);
    storeSite(store, site);
    store.setOrRemove('open_type', 'user');
    store.setOrRemove('fromSite', mode.host);
  }

  switch (route.kind) {
    case 'referral': {
      if (!route.referralId) throw new StartupNotFound('referral without rid');
      const referral = await calls.getReferralInfo(route.referralId);
      if (referral.agent_id !== null) store.setOrRemove('agent_id', referral.agent_id);
      if (referral.group_id !== null) store.setOrRemove('group_id', referral.group_id);
      if (referral.portal_id !== null) store.setOrRemove('portal_id', referral.portal_id);
      store.setOrRemove('referral', route.referralId);
      store.setOrRemove('r_valid', referral.valid_referral_link ? 'true' : 'false');
      store.setOrRemove('r_name', referral.referrer_info.name);
      break;
    }
    case 'external': {
      if (!route.siteName) throw new StartupNotFound('external without site');
      const site = await calls.getExternalSiteInfo(route.siteName);
      storeSite(store, site);
      store.setOrRemove('open_type', site.open_type);
      store.setOrRemove('fromSite', site.site_name);
      break;
    }
    case 'website': {
      if (!route.landingPage) throw new StartupNotFound('website without group');
      const { redirectTo, result } = await applyLandingPage(route.landingPage, calls, store);
      if (redirectTo) return { redirectTo };
      if (route.isElevate && result.type === 'group') {
        const elevate = await calls.getElevateInfo();
        store.setOrRemove('portal_id', elevate.portal_id);
      }
      break;
    }
    case 'clear-storage':
    case 'plain':
      break;
  }

  if (mode.landingPage) {
    const { redirectTo } = await applyLandingPage(mode.landingPage, calls, store);
    if (redirectTo) return { redirectTo };
    // The lifestyle host keeps its URLs clean: the landing is remembered, the visitor goes home.
    if (mode.hostKind === 'lifestyle' && route.kind === 'plain') return { redirectTo: paths.home };
  }

  return { redirectTo: null };
}
