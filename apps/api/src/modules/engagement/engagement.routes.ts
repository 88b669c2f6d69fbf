import type { FastifyInstance } from 'fastify';
import {
  AssistAddBodySchema,
  AssistDataSchema,
  AssistGetQuerySchema,
  CheckLeadDataSchema,
  CheckLeadQuerySchema,
  GetLeadQuerySchema,
  LeadDataSchema,
  successEnvelope,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { typed } from '../route-kit';
import * as engagement from './engagement.service';

const tags = ['leads and chat'];

export function engagementRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = typed(app);

  r.get('/check-lead-information', { schema: { tags, querystring: CheckLeadQuerySchema, response: { 200: successEnvelope(CheckLeadDataSchema) } } }, async (req) =>
    ok(await engagement.shouldShowLocationBanner(db, req.query.device_id)),
  );

  r.get(
    '/get-lead-information',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags, querystring: GetLeadQuerySchema, response: { 200: successEnvelope(LeadDataSchema) } } },
    async (req) => {
      const { device_id, web_url, store_information, agent_id, group_id } = req.query;
      return ok(await engagement.storeLead(db, { deviceId: device_id, webUrl: web_url, storeInformation: store_information === '1', agentId: agent_id, groupId: group_id }));
    },
  );

  r.get('/assist/get', { schema: { tags, querystring: AssistGetQuerySchema, response: { 200: successEnvelope(AssistDataSchema) } } }, async (req) =>
    ok(await engagement.getConversation(db, req.query.device_id)),
  );

  r.post(
    '/assist/add',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { tags, body: AssistAddBodySchema, response: { 200: successEnvelope(AssistDataSchema) } } },
    async (req) => {
      const { device_id, agent_id, web_url, question_id, answer } = req.body;
      return ok(await engagement.answerQuestion(db, { deviceId: device_id, agentId: agent_id, webUrl: web_url, questionId: question_id, answer }));
    },
  );
}
