import type { FastifyInstance } from 'fastify';
import {
  AddFilterForExistingUserBodySchema,
  AddFilterForMemberBodySchema,
  AddFilterForNewUserBodySchema,
  ChangeFilterInfoBodySchema,
  FeaturedPlanSchema,
  FeaturedPlansQuerySchema,
  MoreRequirementDataSchema,
  MoreRequirementQuerySchema,
  TempEnrollmentPortalDataSchema,
  TempInfoDataSchema,
  TempInfoQuerySchema,
  UpdateFilterPortalBodySchema,
  UpdateFilterPortalDataSchema,
  ZipCodeQuerySchema,
  ZipLookupDataSchema,
  successEnvelope,
} from '@benefit-store/domain';
import * as z from 'zod';
import type { AppContext } from '../../context';
import { hashToken } from '../../lib/data-cipher';
import { ok } from '../../lib/http';
import { typed } from '../route-kit';
import { requireStaff } from '../accounts/staff-guard';
import { requireEnrollmentAccess } from '../enrollment/enrollment-access';
import * as filter from './filter.service';
import { addFilterRateLimit, registerFilterSaveRoutes } from './filter-save.routes';

const tags = ['filter'];

export function filterRoutes(app: FastifyInstance, { db, cipher }: AppContext) {
  const r = typed(app);

  registerFilterSaveRoutes(r, db, { addBody: AddFilterForNewUserBodySchema, changeBody: ChangeFilterInfoBodySchema });

  r.post(
    '/add-filter-for-existing-user',
    {
      config: { rateLimit: addFilterRateLimit },
      schema: { tags, body: AddFilterForExistingUserBodySchema, response: { 200: successEnvelope(TempEnrollmentPortalDataSchema) } },
    },
    async (req) => {
      const account = await requireStaff(db, req);
      return ok(await filter.addFilterForExistingUser(db, { account, body: req.body, ownerTokenHash: hashToken(req.browserToken) }));
    },
  );

  r.post(
    '/add-filter-for-member',
    {
      config: { rateLimit: addFilterRateLimit },
      schema: { tags, body: AddFilterForMemberBodySchema, response: { 200: successEnvelope(TempEnrollmentPortalDataSchema) } },
    },
    async (req) =>
      ok(
        await filter.addFilterForMember(db, {
          userId: req.body.user_id,
          tier: req.body.tier,
          openType: req.body.open_type,
          ownerTokenHash: hashToken(req.browserToken),
        }),
      ),
  );

  r.post(
    '/update-filter-portal',
    { schema: { tags, body: UpdateFilterPortalBodySchema, response: { 200: successEnvelope(UpdateFilterPortalDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
      return ok(await filter.updateFilterPortal(db, { enrollment, portalId: req.body.platform_group_id, groupId: req.body.group_id }));
    },
  );

  r.get(
    '/validate-zip-code',
    { schema: { tags, querystring: ZipCodeQuerySchema, response: { 200: successEnvelope(ZipLookupDataSchema) } } },
    async (req) => ok(filter.validateZip(req.query.zip_code, 'zip_code')),
  );

  r.get(
    '/get-enrollment-temp-info',
    { schema: { tags, querystring: TempInfoQuerySchema, response: { 200: successEnvelope(TempInfoDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
      return ok({ result: filter.readTempInfo(enrollment, req.query.column, cipher) as z.infer<typeof TempInfoDataSchema>['result'] });
    },
  );

  r.get(
    '/get-featured-plans',
    { schema: { tags, querystring: FeaturedPlansQuerySchema, response: { 200: successEnvelope(z.array(FeaturedPlanSchema)) } } },
    async (req) => ok(await filter.listFeaturedPlans(db, { portalId: req.query.portal_id, groupId: req.query.group_id })),
  );

  r.get(
    '/get-more-requirement',
    { schema: { tags, querystring: MoreRequirementQuerySchema, response: { 200: successEnvelope(MoreRequirementDataSchema) } } },
    async (req) => {
      const { enrollment_id, plan_id } = req.query;
      const isPremier = enrollment_id
        ? await filter.hasPremierPlan(db, { enrollmentId: (await requireEnrollmentAccess(db, req, enrollment_id)).id })
        : await filter.hasPremierPlan(db, { planId: plan_id! });
      return ok({ result: isPremier, is_premier: isPremier });
    },
  );
}
