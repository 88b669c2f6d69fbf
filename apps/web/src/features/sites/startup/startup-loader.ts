import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { storage } from '@/lib/storage';
import { defaultInfoQuery } from '../api/get-default-info';
import { domainSiteInfoQuery } from '../api/get-domain-site-info';
import { elevateInfoQuery } from '../api/get-elevate-info';
import { externalSiteInfoQuery } from '../api/get-external-site-info';
import { referralInfoQuery } from '../api/get-referral-info';
import { landingPageQuery } from '../api/validate-landing-page';
import { resolveStartupMode, startupKey } from './resolve-startup-mode';
import { runStartup, type StartupCalls } from './run-startup';

/** Start-up calls through the query client, so the global loading bar counts them. */
export function startupCalls(queryClient: QueryClient): StartupCalls {
  return {
    getDefaultInfo: () => queryClient.fetchQuery(defaultInfoQuery()),
    getDomainSiteInfo: (siteDomain) => queryClient.fetchQuery(domainSiteInfoQuery(siteDomain)),
    getExternalSiteInfo: (siteName) => queryClient.fetchQuery(externalSiteInfoQuery(siteName)),
    getReferralInfo: (referralId) => queryClient.fetchQuery(referralInfoQuery(referralId)),
    validateLandingPage: (landingPage) => queryClient.fetchQuery(landingPageQuery(landingPage)),
    getElevateInfo: () => queryClient.fetchQuery(elevateInfoQuery()),
  };
}

export interface StartupLoaderOptions {
  queryClient: QueryClient;
  lifestyleHost: string;
  readHost: () => string;
  /** Run after start-up on a page's first load, before its first render (its first calls, app/first-load-queries.ts). */
  beforeFirstRender?: (url: URL) => Promise<void>;
}

/**
 * The loader of every route that belongs to the store (not the error pages). It runs start-up
 * when a URL asks for a different start-up than the last one, so moving around the app does
 * not clear storage again, and the page start-up sent the visitor to is not started again.
 */
export function createStartupLoader({ queryClient, lifestyleHost, readHost, beforeFirstRender }: StartupLoaderOptions) {
  let isFirstLoad = true;
  let last: { key: string; redirectedTo: string | null } | undefined;

  return async function startupLoader({ request }: LoaderFunctionArgs): Promise<null> {
    const url = new URL(request.url);
    const mode = resolveStartupMode({ host: readHost(), pathname: url.pathname, search: url.search, lifestyleHost });
    const key = startupKey(mode);
    const here = `${url.pathname}${url.search}`;
    if (last && (last.key === key || last.redirectedTo === here)) {
      last = { key, redirectedTo: null };
      return null;
    }
    const { redirectTo } = await runStartup(mode, startupCalls(queryClient), storage);
    last = { key, redirectedTo: redirectTo };
    if (redirectTo) throw redirect(redirectTo);
    if (isFirstLoad) {
      isFirstLoad = false;
      await beforeFirstRender?.(url);
    }
    return null;
  };
}
