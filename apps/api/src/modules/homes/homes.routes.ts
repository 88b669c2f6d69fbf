import type { FastifyInstance } from 'fastify';
import {
  IssueMemberLinkCall,
  MEMBER_LINK_TEXTS,
  RevokeMemberLinksCall,
  GetAgentGroupsCall,
  GetAgentMembersCall,
  GetEnrollmentPlatformsCall,
  GetGroupAgentMemberInfoCall,
  GetGroupUsersCall,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { route } from '../route-kit';
import { auditAs } from '../audit/index';
import { issueMemberLink, revokeMemberLinks } from '../members/index';
import { requireAgentAccess, requireGroupAccess, requireStaff } from '../accounts/index';
import * as homes from './homes.service';
import { requireEnrollmentAccess } from '../../lib/enrollment-access';
import { listGroupsOfAgent } from './homes.repository';

export function homeRoutes(app: FastifyInstance, { db, env, cipher, clock }: AppContext) {
  // Who gave or took away access to a member is recorded (docs/decisions/0089).
  route(app, IssueMemberLinkCall, auditAs('change', 'member'), async (req) => {
    const { token, expiresAt } = await issueMemberLink(db, req, { memberId: req.body.user_id, dataKey: env.dataKey, asOf: clock() });
    const base = env.PUBLIC_URL.replace(/\/+$/, '');
    return ok({ url: `${base}/member-benefit-store/${req.body.user_id}/${req.body.tier}?t=${token}`, expires_at: expiresAt.toISOString() });
  });

  route(app, RevokeMemberLinksCall, auditAs('change', 'member'), async (req) => {
    await revokeMemberLinks(db, req, { memberId: req.body.user_id, asOf: clock() });
    return ok({ message: MEMBER_LINK_TEXTS.revoked });
  });

  route(app, GetAgentGroupsCall, async (req) => {
    await requireAgentAccess(db, req, req.query.agent_id);
    return ok(await listGroupsOfAgent(db, req.query.agent_id));
  });

  route(app, GetEnrollmentPlatformsCall, async (req) => {
    const account = await requireStaff(db, req);
    if (account.role === 'agent') await requireAgentAccess(db, req, req.query.agent_id);
    return ok(await homes.listPlatformsFor(db, account));
  });

  route(app, GetAgentMembersCall, auditAs('read', 'member-list'), async (req) => {
    await requireAgentAccess(db, req, req.query.agent_id);
    return ok(await homes.listCurrentMembers(db, cipher, { agentId: req.query.agent_id }));
  });

  route(app, GetGroupUsersCall, auditAs('read', 'member-list'), async (req) => {
    await requireGroupAccess(db, req, req.query.group_id);
    return ok(await homes.listCurrentMembers(db, cipher, { groupId: req.query.group_id }));
  });

  route(app, GetGroupAgentMemberInfoCall, async (req) => {
    const enrollment = req.query.enrollment_id ? await requireEnrollmentAccess(db, req, req.query.enrollment_id) : undefined;
    return ok(await homes.getGroupAgentMemberInfo(db, { enrollment, groupId: req.query.group_id }));
  });
}
