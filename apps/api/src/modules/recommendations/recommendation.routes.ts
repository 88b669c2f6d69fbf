import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  RecommendationAssociationCall,
  RecommendationDecryptDetailCall,
  RecommendationFilterCall,
  RecommendationPlanDetailsCall,
  RecommendationPopularityCall,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { storeToday } from '../../lib/store-date';
import { findHeldEnrollment } from '../../lib/enrollment-access';
import { canSeeMember } from '../members/index';
import { route } from '../route-kit';
import { openLink } from './deep-link';
import * as recommendations from './recommendation.service';

export function recommendationRoutes(app: FastifyInstance, { db, cipher, clock, catalog }: AppContext) {
  /**
   * userID leaves out the member's own plans, so it is honoured only for whoever may see the
   * member; anyone else is answered as if it were not given (docs/decisions/0046).
   */
  const forVisibleMember = async <Q extends { userID?: string | undefined }>(req: FastifyRequest, query: Q): Promise<Q> =>
    query.userID !== undefined && !(await canSeeMember(db, req, query.userID, clock())) ? { ...query, userID: undefined } : query;

  route(app, RecommendationPopularityCall, async (req) => ok(await recommendations.popularity(db, await forVisibleMember(req, req.query))));

  route(app, RecommendationFilterCall, async (req) => ok(await recommendations.filtered(db, await forVisibleMember(req, req.query))));

  route(app, RecommendationAssociationCall, async (req) =>
    ok(await recommendations.association(db, await forVisibleMember(req, req.query))),
  );

  route(app, RecommendationPlanDetailsCall, async (req) => {
    const { plan_list, platformID, userID, agentID, groupID, enrollment_id } = req.query;
    const enrollment = await findHeldEnrollment(db, req, enrollment_id);
    const visitor = enrollment ? { enrollment } : { scope: { portalId: platformID, groupId: groupID } };
    const link = { portalId: platformID, userID, agentId: agentID, groupId: groupID };
    return ok(recommendations.planDetails(await catalog.current(), cipher, plan_list, visitor, link, storeToday(clock())));
  });

  route(app, RecommendationDecryptDetailCall, async (req) => ok([openLink(cipher, req.body)]));
}
