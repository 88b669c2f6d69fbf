import type { FastifyInstance } from 'fastify';
import type { TempInfoDataSchema } from '@benefit-store/domain';
import {
  AddFilterForExistingUserCall,
  AddFilterForMemberCall,
  AddFilterForNewUserCall,
  ChangeFilterInfoCall,
  GetEnrollmentTempInfoCall,
  GetFeaturedPlansCall,
  GetMoreRequirementCall,
  UpdateFilterPortalCall,
  ValidateZipCodeCall,
} from '@benefit-store/domain';
import type * as z from 'zod';
import type { AppContext } from '../../context';
import { hashToken } from '../../lib/data-cipher';
import { ok } from '../../lib/http';
import { requireMemberAccess } from '../members/index';
import { route } from '../route-kit';
import { requireStaff } from '../accounts/index';
import { findHeldEnrollment, requireEnrollmentAccess } from '../../lib/enrollment-access';
import { storeToday } from '../../lib/store-date';
import * as filter from './filter.service';
import { registerFilterSaveRoutes } from './filter-save.routes';
import { FILTERS_PER_ADDRESS } from '../limits/index';

export function filterRoutes(app: FastifyInstance, context: AppContext) {
  const { db, cipher } = context;
  registerFilterSaveRoutes(app, context, { add: AddFilterForNewUserCall, change: ChangeFilterInfoCall });

  route(app, AddFilterForExistingUserCall, { config: { addressLimit: FILTERS_PER_ADDRESS } }, async (req) => {
    const account = await requireStaff(db, req);
    return ok(await filter.addFilterForExistingUser(db, { account, body: req.body, ownerTokenHash: hashToken(req.browserToken), cipher }));
  });

  route(app, AddFilterForMemberCall, { config: { addressLimit: FILTERS_PER_ADDRESS } }, async (req) => {
    const userId = await requireMemberAccess(db, req, {
      memberId: req.body.user_id,
      memberToken: req.body.member_token,
      dataKey: context.env.dataKey,
      asOf: context.clock(),
    });
    return ok(
      await filter.addFilterForMember(db, {
        userId,
        tier: req.body.tier,
        openType: req.body.open_type,
        ownerTokenHash: hashToken(req.browserToken),
        cipher,
      }),
    );
  });

  route(app, UpdateFilterPortalCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
    return ok(await filter.updateFilterPortal(db, { enrollment, portalId: req.body.platform_group_id, groupId: req.body.group_id }));
  });

  route(app, ValidateZipCodeCall, async (req) => ok(filter.validateZip(req.query.zip_code, 'zip_code')));

  route(app, GetEnrollmentTempInfoCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    return ok({ result: filter.readTempInfo(enrollment, req.query.column, cipher) as z.infer<typeof TempInfoDataSchema>['result'] });
  });

  route(app, GetFeaturedPlansCall, async (req) => {
    const enrollment = await findHeldEnrollment(db, req, req.query.enrollment_id);
    const visitor = enrollment ? { enrollment } : { scope: { portalId: req.query.portal_id, groupId: req.query.group_id } };
    return ok(filter.listFeaturedPlans(await context.catalog.current(), context.cipher, visitor, storeToday(context.clock())));
  });

  route(app, GetMoreRequirementCall, async (req) => {
    const { enrollment_id, plan_id } = req.query;
    const isPremier = enrollment_id
      ? await filter.hasPremierPlan(db, { enrollmentId: (await requireEnrollmentAccess(db, req, enrollment_id)).id })
      : await filter.hasPremierPlan(db, { planId: plan_id! });
    return ok({ result: isPremier, is_premier: isPremier });
  });
}
