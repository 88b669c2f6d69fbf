import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import {
  AgentCodeQuerySchema,
  AgentEnrollInfoSchema,
  AgentQuerySchema,
  DefaultInfoSchema,
  ElevateInfoDataSchema,
  GroupCodeQuerySchema,
  GroupEnrollInfoSchema,
  GroupQuerySchema,
  LandingPageQuerySchema,
  LandingPageResultSchema,
  MemberInfoSchema,
  MemberQuerySchema,
  ReferralInfoSchema,
  ReferralQuerySchema,
  TrackElevateBodySchema,
  ValidatedAgentSchema,
  ValidatedGroupSchema,
  successEnvelope,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { typed } from '../route-kit';
import * as entry from './entry.service';
import { requireEnrollmentAccess } from '../enrollment/enrollment-access';

const tags = ['entry'];
const codeRateLimit = { max: 30, timeWindow: '1 minute' };

export function entryRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = typed(app);

  r.get(
    '/validate-agent',
    { config: { rateLimit: codeRateLimit }, schema: { tags, querystring: AgentCodeQuerySchema, response: { 200: successEnvelope(ValidatedAgentSchema), 204: z.null() } } },
    async (req, reply) => {
      const agent = await entry.validateAgentCode(db, req.query.agent_code);
      return agent ? ok(agent) : reply.status(204).send(null);
    },
  );

  r.get(
    '/validate-group',
    { config: { rateLimit: codeRateLimit }, schema: { tags, querystring: GroupCodeQuerySchema, response: { 200: successEnvelope(ValidatedGroupSchema), 204: z.null() } } },
    async (req, reply) => {
      const group = await entry.validateGroupCode(db, req.query.group_code);
      return group ? ok(group) : reply.status(204).send(null);
    },
  );

  r.get('/validate-landing-page', { schema: { tags, querystring: LandingPageQuerySchema, response: { 200: successEnvelope(LandingPageResultSchema) } } }, async (req) =>
    ok(await entry.validateLandingPage(db, req.query.landing_page), { statusCode: 200 }),
  );

  r.get('/get-agent-info-enroll', { schema: { tags, querystring: AgentQuerySchema, response: { 200: successEnvelope(AgentEnrollInfoSchema) } } }, async (req) =>
    ok(await entry.getAgentEnrollInfo(db, req.query.agent_id), { statusCode: 200 }),
  );

  r.get('/get-group-info-enroll', { schema: { tags, querystring: GroupQuerySchema, response: { 200: successEnvelope(GroupEnrollInfoSchema) } } }, async (req) =>
    ok(await entry.getGroupEnrollInfo(db, req.query.group_id), { statusCode: 200 }),
  );

  r.get('/get-member-info', { schema: { tags, querystring: MemberQuerySchema, response: { 200: successEnvelope(MemberInfoSchema) } } }, async (req) =>
    ok(await entry.getMemberInfo(db, req.query.user_id), { statusCode: 200 }),
  );

  r.get('/get-default-info', { schema: { tags, querystring: z.object({}), response: { 200: successEnvelope(DefaultInfoSchema) } } }, async () =>
    ok(await entry.getDefaultInfo(db), { statusCode: 200 }),
  );

  r.get('/get-enrollment-info-referral', { schema: { tags, querystring: ReferralQuerySchema, response: { 200: successEnvelope(ReferralInfoSchema) } } }, async (req) =>
    ok(await entry.getReferralInfo(db, req.query.referral_id, new Date()), { statusCode: 200 }),
  );

  r.get('/get-elevate-info', { schema: { tags, querystring: z.object({}), response: { 200: successEnvelope(ElevateInfoDataSchema) } } }, async () =>
    ok(await entry.getElevateInfo(db)),
  );

  r.post(
    '/track-elevate-traffic',
    { schema: { tags, body: TrackElevateBodySchema, response: { 200: successEnvelope(z.object({ tracked: z.boolean() })) } } },
    async (req) => {
      await requireEnrollmentAccess(db, req, req.body.enrollment_id);
      return ok(await entry.trackElevateTraffic(db, req.body.enrollment_id));
    },
  );
}
