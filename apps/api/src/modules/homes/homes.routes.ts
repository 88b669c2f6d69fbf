import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import {
  AgentGroupSchema,
  AgentQuerySchema,
  CurrentMemberSchema,
  EnrollmentPlatformSchema,
  GroupAgentMemberInfoQuerySchema,
  GroupAgentMemberInfoSchema,
  GroupQuerySchema,
  successEnvelope,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { typed } from '../route-kit';
import { requireAgentAccess, requireGroupAccess, requireStaff } from '../accounts/staff-guard';
import * as homes from './homes.service';
import { requireEnrollmentAccess } from '../enrollment/enrollment-access';
import { listGroupsOfAgent } from './homes.repository';

const tags = ['homes and members'];

export function homeRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = typed(app);

  r.get('/get-agent-groups', { schema: { tags, querystring: AgentQuerySchema, response: { 200: successEnvelope(z.array(AgentGroupSchema)) } } }, async (req) => {
    await requireAgentAccess(db, req, req.query.agent_id);
    return ok(await listGroupsOfAgent(db, req.query.agent_id));
  });

  r.get(
    '/get-enrollment-platforms',
    { schema: { tags, querystring: AgentQuerySchema, response: { 200: successEnvelope(z.array(EnrollmentPlatformSchema)) } } },
    async (req) => {
      const account = await requireStaff(db, req);
      if (account.role === 'agent') await requireAgentAccess(db, req, req.query.agent_id);
      return ok(await homes.listPlatformsFor(db, account));
    },
  );

  r.get('/get-agent-members', { schema: { tags, querystring: AgentQuerySchema, response: { 200: successEnvelope(z.array(CurrentMemberSchema)) } } }, async (req) => {
    await requireAgentAccess(db, req, req.query.agent_id);
    return ok(await homes.listCurrentMembers(db, { agentId: req.query.agent_id }));
  });

  r.get('/get-group-users', { schema: { tags, querystring: GroupQuerySchema, response: { 200: successEnvelope(z.array(CurrentMemberSchema)) } } }, async (req) => {
    await requireGroupAccess(db, req, req.query.group_id);
    return ok(await homes.listCurrentMembers(db, { groupId: req.query.group_id }));
  });

  r.get(
    '/get-group-agent-member-info',
    { schema: { tags, querystring: GroupAgentMemberInfoQuerySchema, response: { 200: successEnvelope(GroupAgentMemberInfoSchema) } } },
    async (req) => {
      const enrollment = req.query.enrollment_id ? await requireEnrollmentAccess(db, req, req.query.enrollment_id) : undefined;
      return ok(await homes.getGroupAgentMemberInfo(db, { enrollment, groupId: req.query.group_id }));
    },
  );
}
