import { GetExternalSiteInfromationCall } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-external-site-infromation: the site behind `external?site=`. */
export const getExternalSiteInfo = (siteName: string, signal?: AbortSignal) =>
  call(GetExternalSiteInfromationCall, { query: { site_name: siteName }, signal });

export const externalSiteInfoQuery = (siteName: string) =>
  queryOptions({
    queryKey: ['sites', 'external-site-info', siteName],
    queryFn: ({ signal }) => getExternalSiteInfo(siteName, signal),
    staleTime: 0,
  });
