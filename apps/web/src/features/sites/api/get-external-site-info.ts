import { SiteInfoSchema } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET get-external-site-infromation: the site behind `external?site=`. */
export const getExternalSiteInfo = (siteName: string, signal?: AbortSignal) =>
  api.get('/api/v1/get-external-site-infromation', { query: { site_name: siteName }, schema: SiteInfoSchema, signal });

export const externalSiteInfoQuery = (siteName: string) =>
  queryOptions({
    queryKey: ['sites', 'external-site-info', siteName],
    queryFn: ({ signal }) => getExternalSiteInfo(siteName, signal),
    staleTime: 0,
  });
