import type { FastifyInstance } from 'fastify';
import {
  GetAgentAboutPageInfoCall,
  GetAgentLandingPageInfoCall,
  GetDomainSiteInfromationCall,
  GetExternalSiteDynamicInformationCall,
  GetExternalSiteInfromationCall,
  GetGroupAboutPageInfoCall,
  GetGroupLandingPageInfoCall,
  GetTicketLinkCall,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { notFound, ok } from '../../lib/http';
import { route } from '../route-kit';
import * as sites from './sites.service';

export function siteRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, GetAgentLandingPageInfoCall, async (req) => ok(await sites.getAgentLandingInfo(db, req.query.agent_id)));

  route(app, GetGroupLandingPageInfoCall, async (req) => ok(await sites.getGroupLandingInfo(db, req.query.group_id)));

  route(app, GetAgentAboutPageInfoCall, async (req) => {
    const { display_name, display_about_name, agent_bio } = await sites.getAgentLandingInfo(db, req.query.agent_id);
    return ok({ display_name, display_about_name, agent_bio });
  });

  route(app, GetGroupAboutPageInfoCall, async (req) => {
    const { display_name, display_about_name, gweb_aboutus } = await sites.getGroupLandingInfo(db, req.query.group_id);
    return ok({ display_name, display_about_name, gweb_aboutus });
  });

  route(app, GetExternalSiteDynamicInformationCall, async (req) => ok(await sites.getSiteSettings(db, req.query.site_domain)));

  route(app, GetDomainSiteInfromationCall, async (req) =>
    ok(await sites.getDomainSiteInfo(db, req.query.site_domain), { statusCode: 200 }),
  );

  route(app, GetExternalSiteInfromationCall, async (req) =>
    ok(await sites.getExternalSiteInfo(db, req.query.site_name), { statusCode: 200 }),
  );

  route(app, GetTicketLinkCall, async () => {
    const link = await sites.getSetting(db, 'ticket_link');
    if (!link) throw notFound('ticket_link', 'No support link is configured');
    return ok({ link });
  });
}
