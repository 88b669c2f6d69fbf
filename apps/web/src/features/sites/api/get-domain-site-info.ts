import { GetDomainSiteInfromationCall } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-domainSite-infromation: the group, rep and portal a default-domain host sells for. */
export const getDomainSiteInfo = (siteDomain: string, signal?: AbortSignal) =>
  call(GetDomainSiteInfromationCall, { query: { site_domain: siteDomain }, signal });

export const domainSiteInfoQuery = (siteDomain: string) =>
  queryOptions({
    queryKey: ['sites', 'domain-site-info', siteDomain],
    queryFn: ({ signal }) => getDomainSiteInfo(siteDomain, signal),
    staleTime: 0,
  });
