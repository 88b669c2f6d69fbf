import type { FastifyInstance } from 'fastify';
import {
  GetAgentInfoEnrollCall,
  GetDefaultInfoCall,
  GetElevateInfoCall,
  GetEnrollmentInfoReferralCall,
  GetGroupInfoEnrollCall,
  GetMemberInfoCall,
  TrackElevateTrafficCall,
  ValidateAgentCall,
  ValidateGroupCall,
  ValidateLandingPageCall,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { ACCESS_CODES_PER_ADDRESS } from '../limits/index';
import { route } from '../route-kit';
import { auditAs } from '../audit/index';
import { requireMemberAccess } from '../members/index';
import * as entry from './entry.service';
import { requireEnrollmentAccess } from '../../lib/enrollment-access';

export function entryRoutes(app: FastifyInstance, { db, env, clock }: AppContext) {
  route(app, ValidateAgentCall, { config: { addressLimit: ACCESS_CODES_PER_ADDRESS } }, async (req, reply) => {
    const agent = await entry.validateAgentCode(db, req.query.agent_code);
    return agent ? ok(agent) : reply.status(204).send(null);
  });

  route(app, ValidateGroupCall, { config: { addressLimit: ACCESS_CODES_PER_ADDRESS } }, async (req, reply) => {
    const group = await entry.validateGroupCode(db, req.query.group_code);
    return group ? ok(group) : reply.status(204).send(null);
  });

  route(app, ValidateLandingPageCall, async (req) => ok(await entry.validateLandingPage(db, req.query.landing_page), { statusCode: 200 }));

  route(app, GetAgentInfoEnrollCall, async (req) => ok(await entry.getAgentEnrollInfo(db, req.query.agent_id), { statusCode: 200 }));

  route(app, GetGroupInfoEnrollCall, async (req) => ok(await entry.getGroupEnrollInfo(db, req.query.group_id), { statusCode: 200 }));

  route(app, GetMemberInfoCall, auditAs('read', 'member'), async (req) => {
    const userId = await requireMemberAccess(db, req, {
      memberId: req.query.user_id,
      memberToken: req.query.member_token,
      dataKey: env.dataKey,
      asOf: clock(),
    });
    return ok(await entry.getMemberInfo(db, userId), { statusCode: 200 });
  });

  route(app, GetDefaultInfoCall, async () => ok(await entry.getDefaultInfo(db), { statusCode: 200 }));

  route(app, GetEnrollmentInfoReferralCall, async (req) =>
    ok(await entry.getReferralInfo(db, req.query.referral_id, clock()), { statusCode: 200 }),
  );

  route(app, GetElevateInfoCall, async () => ok(await entry.getElevateInfo(db)));

  route(app, TrackElevateTrafficCall, async (req) => {
    await requireEnrollmentAccess(db, req, req.body.enrollment_id);
    return ok(await entry.trackElevateTraffic(db, req.body.enrollment_id));
  });
}
