/** The sites calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  AgentAboutInfoSchema,
  AgentLandingInfoSchema,
  AgentQuerySchema,
  GroupAboutInfoSchema,
  GroupLandingInfoSchema,
  GroupQuerySchema,
  SiteDomainQuerySchema,
  SiteInfoSchema,
  SiteNameQuerySchema,
  SiteSettingsDataSchema,
  TicketLinkDataSchema,
} from '../shell';

export const GetAgentLandingPageInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-agent-landing-page-info',
  tag: 'sites and branding',
  summary: 'Get agent landing page info',
  query: AgentQuerySchema,
  response: AgentLandingInfoSchema,
});

export const GetGroupLandingPageInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-group-landing-page-info',
  tag: 'sites and branding',
  summary: 'Get group landing page info',
  query: GroupQuerySchema,
  response: GroupLandingInfoSchema,
});

export const GetAgentAboutPageInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-agent-about-page-info',
  tag: 'sites and branding',
  summary: 'Get agent about page info',
  query: AgentQuerySchema,
  response: AgentAboutInfoSchema,
});

export const GetGroupAboutPageInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-group-about-page-info',
  tag: 'sites and branding',
  summary: 'Get group about page info',
  query: GroupQuerySchema,
  response: GroupAboutInfoSchema,
});

export const GetExternalSiteDynamicInformationCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-external-site-dynamic-information',
  tag: 'sites and branding',
  summary: 'Get external site dynamic information',
  query: SiteDomainQuerySchema,
  response: SiteSettingsDataSchema,
});

export const GetDomainSiteInfromationCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-domainSite-infromation',
  tag: 'sites and branding',
  summary: 'Get domainsite infromation',
  query: SiteDomainQuerySchema,
  response: SiteInfoSchema,
});

export const GetExternalSiteInfromationCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-external-site-infromation',
  tag: 'sites and branding',
  summary: 'Get external site infromation',
  query: SiteNameQuerySchema,
  response: SiteInfoSchema,
});

export const GetTicketLinkCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-ticket-link',
  tag: 'sites and branding',
  summary: 'Get ticket link',
  response: TicketLinkDataSchema,
});
