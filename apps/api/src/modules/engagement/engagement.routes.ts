import type { FastifyInstance } from 'fastify';
import { AddAssistCall, CheckLeadInformationCall, GetAssistCall, GetLeadInformationCall } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { CHAT_PER_ADDRESS, LEAD_INFORMATION_PER_ADDRESS } from '../limits/index';
import { route } from '../route-kit';
import * as engagement from './engagement.service';

export function engagementRoutes(app: FastifyInstance, { db, checks }: AppContext) {
  route(app, CheckLeadInformationCall, async (req) => ok(await engagement.shouldShowLocationBanner(db, req.query.device_id)));

  route(app, GetLeadInformationCall, { config: { addressLimit: LEAD_INFORMATION_PER_ADDRESS } }, async (req) => {
    const { device_id, web_url, store_information, agent_id, group_id } = req.query;
    return ok(
      await engagement.storeLead(db, {
        deviceId: device_id,
        webUrl: web_url,
        storeInformation: store_information === '1',
        agentId: agent_id,
        groupId: group_id,
      }),
    );
  });

  route(app, GetAssistCall, async (req) => ok(await engagement.getConversation(db, req.query.device_id)));

  route(app, AddAssistCall, { config: { addressLimit: CHAT_PER_ADDRESS } }, async (req) => {
    const { device_id, agent_id, web_url, question_id, answer } = req.body;
    return ok(
      await engagement.answerQuestion(db, checks.phone, {
        deviceId: device_id,
        agentId: agent_id,
        webUrl: web_url,
        questionId: question_id,
        answer,
      }),
    );
  });
}
