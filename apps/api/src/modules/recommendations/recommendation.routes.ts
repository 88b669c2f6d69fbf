import type { FastifyInstance } from 'fastify';
import {
  DecryptDetailBodySchema,
  DecryptDetailDataSchema,
  RecommendationFilterQuerySchema,
  RecommendationQuerySchema,
  RecommendationsDataSchema,
  RecommendedPlanDetailsDataSchema,
  RecommendedPlanDetailsQuerySchema,
  successEnvelope,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { typed } from '../route-kit';
import { openLink } from './deep-link';
import * as recommendations from './recommendation.service';

const tags = ['recommendations'];
const recs = { 200: successEnvelope(RecommendationsDataSchema) };

export function recommendationRoutes(app: FastifyInstance, { db, cipher }: AppContext) {
  const r = typed(app);

  r.get('/popularity', { schema: { tags, querystring: RecommendationQuerySchema, response: recs } }, async (req) =>
    ok(await recommendations.popularity(db, req.query)),
  );

  r.get('/filter', { schema: { tags, querystring: RecommendationFilterQuerySchema, response: recs } }, async (req) =>
    ok(await recommendations.filtered(db, req.query)),
  );

  r.get('/association', { schema: { tags, querystring: RecommendationQuerySchema, response: recs } }, async (req) =>
    ok(await recommendations.association(db, req.query)),
  );

  r.get(
    '/plan-details',
    {
      schema: {
        tags,
        querystring: RecommendedPlanDetailsQuerySchema,
        response: { 200: successEnvelope(RecommendedPlanDetailsDataSchema) },
      },
    },
    async (req) => {
      const { plan_list, platformID, userID, agentID, groupID } = req.query;
      return ok(
        await recommendations.planDetails(db, cipher, plan_list, { portalId: platformID, userID, agentId: agentID, groupId: groupID }),
      );
    },
  );

  r.post(
    '/decrypt-detail',
    { schema: { tags, body: DecryptDetailBodySchema, response: { 200: successEnvelope(DecryptDetailDataSchema) } } },
    async (req) => ok([openLink(cipher, req.body)]),
  );
}
