import { SiteInfoSchema } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET get-domainSite-infromation: the group, rep and portal a default-domain host sells for. */
export const getDomainSiteInfo = (siteDomain: string, signal?: AbortSignal) =>
  api.get('/api/v1/get-domainSite-infromation', { query: { site_domain: siteDomain }, schema: SiteInfoSchema, signal });

export const domainSiteInfoQuery = (siteDomain: string) =>
  queryOptions({
    queryKey: ['sites', 'domain-site-info', siteDomain],
    queryFn: ({ signal }) => getDomainSiteInfo(siteDomain, signal),
    staleTime: 0,
  });
