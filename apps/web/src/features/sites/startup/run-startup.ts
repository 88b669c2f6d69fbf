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
function applyLandingPage(result: LandingPageResult, store: StartupStorage): string | null {
  const enrollType = result.type === 'agent' ? 'Agent' : 'Group';
  if (!result.data.landing_page.trim()) return paths.landingConfigError(enrollType);
  if (result.type === 'agent') {
    if (result.agent_id === null) throw new StartupNotFound('landing page without rep');
    store.setOrRemove('agent_id', result.agent_id);
    store.setOrRemove('open_type', 'agent');
  } else {
    if (result.group_id === null) throw new StartupNotFound('landing page without group');
    store.setOrRemove('group_id', result.group_id);
    store.setOrRemove('open_type', 'group');
  }
  return null;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Starts a call now; its outcome is taken (or its failure thrown) later, in the order the steps apply. */
function started<T>(call: () => Promise<T>): Promise<Settled<T>> {
  return call().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

async function outcomeOf<T>(settled: Promise<Settled<T>>): Promise<T> {
  const outcome = await settled;
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
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
  // The host's, the route's and the landing prefix's calls do not depend on each other: they run
  // at once, and their answers are applied in the order below, so the page waits for one round
  // trip rather than a chain (docs/decisions/0059). Only the elevate portal waits for its group.
  const referralId = route.kind === 'referral' ? route.referralId : null;
  const siteName = route.kind === 'external' ? route.siteName : null;
  const websiteLanding = route.kind === 'website' ? route.landingPage : null;
  const prefixLanding = mode.landingPage;
  if (route.kind === 'referral' && !referralId) throw new StartupNotFound('referral without rid');
  if (route.kind === 'external' && !siteName) throw new StartupNotFound('external without site');
  if (route.kind === 'website' && !websiteLanding) throw new StartupNotFound('website without group');
  const defaultInfo = mode.hostKind === 'lifestyle' ? started(() => calls.getDefaultInfo()) : null;
  const domainSite = mode.hostKind === 'domain-site' ? started(() => calls.getDomainSiteInfo(mode.host)) : null;
  const referral = referralId ? started(() => calls.getReferralInfo(referralId)) : null;
  const externalSite = siteName ? started(() => calls.getExternalSiteInfo(siteName)) : null;
  const website = websiteLanding ? started(() => calls.validateLandingPage(websiteLanding)) : null;
  const prefix = prefixLanding ? started(() => calls.validateLandingPage(prefixLanding)) : null;

  if (route.kind === 'clear-storage') store.clear();

  if (defaultInfo) {
    store.clear();
    const info = await outcomeOf(defaultInfo);
    store.setOrRemove('agent_id', info.agent_id);
    store.setOrRemove('group_id', info.gid);
    store.setOrRemove('portal_id', info.portal_id);
  } else if (domainSite) {
    const site = await outcomeOf(domainSite);
    storeSite(store, site);
    store.setOrRemove('open_type', 'user');
    store.setOrRemove('fromSite', mode.host);
  }

  if (referral) {
    const info = await outcomeOf(referral);
    if (info.agent_id !== null) store.setOrRemove('agent_id', info.agent_id);
    if (info.group_id !== null) store.setOrRemove('group_id', info.group_id);
    if (info.portal_id !== null) store.setOrRemove('portal_id', info.portal_id);
    store.setOrRemove('referral', referralId);
    store.setOrRemove('r_valid', info.valid_referral_link ? 'true' : 'false');
    store.setOrRemove('r_name', info.referrer_info.name);
  } else if (externalSite) {
    const site = await outcomeOf(externalSite);
    storeSite(store, site);
    store.setOrRemove('open_type', site.open_type);
    store.setOrRemove('fromSite', site.site_name);
  } else if (website && route.kind === 'website') {
    const result = await outcomeOf(website);
    const redirectTo = applyLandingPage(result, store);
    if (redirectTo) return { redirectTo };
    if (route.isElevate && result.type === 'group') {
      const elevate = await calls.getElevateInfo();
      store.setOrRemove('portal_id', elevate.portal_id);
    }
  }

  if (prefix) {
    const redirectTo = applyLandingPage(await outcomeOf(prefix), store);
    if (redirectTo) return { redirectTo };
    // The lifestyle host keeps its URLs clean: the landing is remembered, the visitor goes home.
    if (mode.hostKind === 'lifestyle' && route.kind === 'plain') return { redirectTo: paths.home };
  }

  return { redirectTo: null };
}
