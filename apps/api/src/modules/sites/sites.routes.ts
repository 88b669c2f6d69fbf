import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
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
  successEnvelope,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { notFound, ok } from '../../lib/http';
import { typed } from '../route-kit';
import * as sites from './sites.service';

const tags = ['sites and branding'];

export function siteRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = typed(app);

  r.get('/get-agent-landing-page-info', { schema: { tags, querystring: AgentQuerySchema, response: { 200: successEnvelope(AgentLandingInfoSchema) } } }, async (req) =>
    ok(await sites.getAgentLandingInfo(db, req.query.agent_id)),
  );

  r.get('/get-group-landing-page-info', { schema: { tags, querystring: GroupQuerySchema, response: { 200: successEnvelope(GroupLandingInfoSchema) } } }, async (req) =>
    ok(await sites.getGroupLandingInfo(db, req.query.group_id)),
  );

  r.get('/get-agent-about-page-info', { schema: { tags, querystring: AgentQuerySchema, response: { 200: successEnvelope(AgentAboutInfoSchema) } } }, async (req) => {
    const { display_name, display_about_name, agent_bio } = await sites.getAgentLandingInfo(db, req.query.agent_id);
    return ok({ display_name, display_about_name, agent_bio });
  });

  r.get('/get-group-about-page-info', { schema: { tags, querystring: GroupQuerySchema, response: { 200: successEnvelope(GroupAboutInfoSchema) } } }, async (req) => {
    const { display_name, display_about_name, gweb_aboutus } = await sites.getGroupLandingInfo(db, req.query.group_id);
    return ok({ display_name, display_about_name, gweb_aboutus });
  });

  r.get(
    '/get-external-site-dynamic-information',
    { schema: { tags, querystring: SiteDomainQuerySchema, response: { 200: successEnvelope(SiteSettingsDataSchema) } } },
    async (req) => ok(await sites.getSiteSettings(db, req.query.site_domain)),
  );

  r.get(
    '/get-domainSite-infromation',
    { schema: { tags, querystring: SiteDomainQuerySchema, response: { 200: successEnvelope(SiteInfoSchema) } } },
    async (req) => ok(await sites.getDomainSiteInfo(db, req.query.site_domain), { statusCode: 200 }),
  );

  r.get(
    '/get-external-site-infromation',
    { schema: { tags, querystring: SiteNameQuerySchema, response: { 200: successEnvelope(SiteInfoSchema) } } },
    async (req) => ok(await sites.getExternalSiteInfo(db, req.query.site_name), { statusCode: 200 }),
  );

  r.get('/get-ticket-link', { schema: { tags, querystring: z.object({}), response: { 200: successEnvelope(TicketLinkDataSchema) } } }, async () => {
    const link = await sites.getSetting(db, 'ticket_link');
    if (!link) throw notFound('ticket_link', 'No support link is configured');
    return ok({ link });
  });
}
