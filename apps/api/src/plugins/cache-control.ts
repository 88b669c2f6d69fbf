import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CoveragesV2Call,
  GetAgentAboutPageInfoCall,
  GetAgentLandingPageInfoCall,
  GetAverageWorkWeekCall,
  GetBeneficiaryRelationshipsCall,
  GetCommonMenuCall,
  GetCompensationTypesCall,
  GetDomainSiteInfromationCall,
  GetEmploymentStatusCall,
  GetEthnicCategoryCall,
  GetExternalSiteDynamicInformationCall,
  GetExternalSiteInfromationCall,
  GetGoenrollFooterPlanCall,
  GetGroupAboutPageInfoCall,
  GetGroupLandingPageInfoCall,
  GetGroupMenuCall,
  GetMembershipPlanDetailCall,
  GetMenuFilteredPlansCall,
  GetPlanDetailCall,
  GetStatesCall,
  GetTicketLinkCall,
} from '@benefit-store/domain';
import { isApiRequest, routePath } from './errors';

/**
 * The public catalog reads: the store's menus, plans, choice lists and site pages, the same for
 * every visitor and naming no enrollment, member, token or person (docs/decisions/0045). Every
 * other API answer carries personal data or may, so it is `no-store`.
 */
export const PUBLIC_CATALOG_READS: ReadonlySet<string> = new Set(
  [
    GetCommonMenuCall,
    GetGroupMenuCall,
    GetMenuFilteredPlansCall,
    GetGoenrollFooterPlanCall,
    GetPlanDetailCall,
    GetMembershipPlanDetailCall,
    CoveragesV2Call,
    GetStatesCall,
    GetBeneficiaryRelationshipsCall,
    GetEthnicCategoryCall,
    GetEmploymentStatusCall,
    GetCompensationTypesCall,
    GetAverageWorkWeekCall,
    GetTicketLinkCall,
    GetDomainSiteInfromationCall,
    GetExternalSiteInfromationCall,
    GetExternalSiteDynamicInformationCall,
    GetAgentLandingPageInfoCall,
    GetAgentAboutPageInfoCall,
    GetGroupLandingPageInfoCall,
    GetGroupAboutPageInfoCall,
  ].map((call) => `${call.method} ${call.path}`),
);

/** A public read may be kept by a browser but is asked for again each time (prices and menus change). */
export const PUBLIC_READ_CACHE = 'no-cache';
/** Nothing of the answer is written to any cache, the browser's disk included. */
export const PERSONAL_CACHE = 'no-store';

function isPublicRead(request: FastifyRequest): boolean {
  const callPath = request.routeOptions.config?.callPath;
  return callPath !== undefined && PUBLIC_CATALOG_READS.has(`${request.method} ${callPath}`);
}

/**
 * `Cache-Control` on every answer under /api, /service and /recommendation, errors and refusals
 * included (an error can echo what was sent): `no-store` unless the call is a public catalog read.
 * The local mailbox shows e-mails, so it is `no-store` too.
 */
export function registerCacheControl(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiRequest(request)) reply.header('cache-control', isPublicRead(request) ? PUBLIC_READ_CACHE : PERSONAL_CACHE);
    else if (routePath(request).startsWith('/dev/mailbox')) reply.header('cache-control', PERSONAL_CACHE);
    return payload;
  });
}
