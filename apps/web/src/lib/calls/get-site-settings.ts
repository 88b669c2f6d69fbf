import { GetExternalSiteDynamicInformationCall, type SiteSetting, SiteSettingsDataSchema } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { createJsonCache, type JsonCache } from '@/lib/response-cache';

/** Spec 000 §1: the site's key/value settings are cached in the browser under this name. */
export const SITE_SETTINGS_CACHE_NAME = 'fetch_color_cache';
const SITE_SETTINGS_MAX_AGE_MS = 60 * 60_000;

let settingsCache: JsonCache | undefined;
function cache(): JsonCache {
  settingsCache ??= createJsonCache({ name: SITE_SETTINGS_CACHE_NAME, maxAgeMs: SITE_SETTINGS_MAX_AGE_MS });
  return settingsCache;
}

/** GET get-external-site-dynamic-information: image and contact settings of the host's site. */
export const fetchSiteSettings = (siteDomain: string, signal?: AbortSignal) =>
  call(GetExternalSiteDynamicInformationCall, { query: { site_domain: siteDomain }, signal });

/** The settings from the browser cache when present, else from the server (then cached). */
export async function getSiteSettings(siteDomain: string, signal?: AbortSignal, store: JsonCache = cache()): Promise<SiteSetting[]> {
  const key = `site-settings:${siteDomain}`;
  const cached = SiteSettingsDataSchema.safeParse(await store.read(key));
  if (cached.success) return cached.data;
  const settings = await fetchSiteSettings(siteDomain, signal);
  await store.write(key, settings);
  return settings;
}

export type SiteSettingsMap = ReadonlyMap<string, string>;

/** The settings by key, as components read them. */
export const settingsMapOf = (settings: readonly SiteSetting[]): SiteSettingsMap => new Map(settings.map(({ key, value }) => [key, value]));

export const siteSettingsQuery = (siteDomain: string) =>
  queryOptions({
    queryKey: ['sites', 'site-settings', siteDomain],
    queryFn: ({ signal }) => getSiteSettings(siteDomain, signal),
    staleTime: Infinity,
    select: settingsMapOf,
  });

export const useSiteSettings = (siteDomain: string) => useQuery(siteSettingsQuery(siteDomain));
