import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CheckDisabilityPlanCall,
  CheckPrudentialPlanCall,
  AddPlanToCartCall,
  AddPlanToCartPrudentialsCall,
  CheckAlreadyAnsweredCall,
  CheckAlreadyInCartCall,
  CheckPrudentialCartCall,
  EnrollmentIdSchema,
  GetAflacQuestionsCall,
  GetFilteredPlansCall,
  GetLeftSideFilterFieldsCall,
  GetMenuFilteredPlansCall,
  GetMembershipPlanDetailCall,
  GetPlanDetailCall,
  GetPlanPricingDetailCall,
  GetPlanPricingDetailElevateCall,
  GetQuestionsCall,
  GetRelatedPlansCall,
  SaveAflacQuestionsCall,
  SaveQuestionAnswersCall,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ok } from '../../lib/http';
import { route } from '../route-kit';
import { heldOrNotFound, requireEnrollmentAccess, requireKeptEnrollmentAccess } from '../../lib/enrollment-access';
import type { EnrollmentCache } from '../../lib/enrollment-cache';
import { findEnrollmentWithCartLines, keptCartLines } from './plan-cart.repository';
import { addPlanToCart, addPlansWithMembership, isInCart } from './add-to-cart.service';
import { getMembershipDetail, getPlanDetail } from './plan-detail.service';
import { getFilteredPlans, getLeftSideFilterFields, getMenuFilteredPlans, getRelatedPlans } from './plans-list.service';
import { getElevatePlanPricingDetail, getPlanPricingDetail, planRefusal, requireActivePlan } from './pricing.service';
import { storeToday } from '../../lib/store-date';
import * as questions from './questions.service';

/**
 * The pricing calls take the enrollment as optional: missing or malformed is the plan page's
 * enrollmentIdError (undefined here); a well-formed id must be the caller's (404 otherwise).
 * They only read, so the enrollment and its cart come as kept in memory (enrollment-cache.ts).
 */
async function pricingEnrollment(kept: EnrollmentCache, db: Db, req: FastifyRequest, enrollmentId: string | undefined) {
  if (enrollmentId === undefined || !EnrollmentIdSchema.safeParse(enrollmentId).success) return undefined;
  return requireKeptEnrollmentAccess(kept, db, req, enrollmentId);
}

export function planRoutes(app: FastifyInstance, { db, cipher, clock, catalog: catalogs, enrollmentCache: kept }: AppContext) {
  const readKeptCartLines = (_db: unknown, enrollmentId: string) => kept.read(keptCartLines, enrollmentId);

  // ---- lists ----

  route(app, GetFilteredPlansCall, async (req) => {
    const enrollment = await requireKeptEnrollmentAccess(kept, db, req, req.query.enrollment_id);
    const { categories } = req.query;
    const asOf = storeToday(clock());
    // A pure function of the enrollment, the catalog and the day: kept with the enrollment, dropped with it or a catalog change.
    const plans = await kept.remember(enrollment.id, `filtered-plans ${asOf} ${JSON.stringify(categories ?? null)}`, async () =>
      getFilteredPlans(await catalogs.current(), cipher, enrollment, categories, asOf),
    );
    return ok(plans);
  });

  route(app, GetMenuFilteredPlansCall, async (req) =>
    ok(
      getMenuFilteredPlans(
        await catalogs.current(),
        req.query.category,
        { portalId: req.query.portal_id, groupId: req.query.group_id },
        storeToday(clock()),
      ),
    ),
  );

  route(app, GetLeftSideFilterFieldsCall, async (req) =>
    ok(getLeftSideFilterFields(await catalogs.current(), await requireKeptEnrollmentAccess(kept, db, req, req.query.enrollment_id))),
  );

  route(app, GetRelatedPlansCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    const catalog = await catalogs.current();
    const plan = requireActivePlan(catalog, req.query.plan_id, 'plan_id');
    return ok(await getRelatedPlans(db, catalog, cipher, enrollment, plan, storeToday(clock())));
  });

  // ---- pricing and detail ----

  route(app, GetPlanPricingDetailCall, async (req) => {
    const enrollment = await pricingEnrollment(kept, db, req, req.query.enrollment_id);
    const catalog = await catalogs.current();
    return ok(await getPlanPricingDetail(db, catalog, cipher, enrollment, req.query.pid, storeToday(clock()), readKeptCartLines));
  });

  route(app, GetPlanPricingDetailElevateCall, async (req) => {
    const enrollment = await pricingEnrollment(kept, db, req, req.query.enrollment_id);
    const catalog = await catalogs.current();
    return ok(await getElevatePlanPricingDetail(db, catalog, cipher, enrollment, storeToday(clock()), readKeptCartLines));
  });

  route(app, GetPlanDetailCall, async (req) => ok(getPlanDetail(await catalogs.current(), req.params.planId)));

  route(app, GetMembershipPlanDetailCall, async () => ok(getMembershipDetail(await catalogs.current())));

  // ---- qualifying and carrier questions ----

  route(app, GetQuestionsCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    return ok(questions.getQuestions(await catalogs.current(), cipher, enrollment, req.query.plan_id));
  });

  route(app, SaveQuestionAnswersCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
    const result = await questions.saveQuestionAnswers(
      db,
      await catalogs.current(),
      cipher,
      enrollment,
      req.body.plan_id,
      req.body.answers,
      clock(),
    );
    // The decline is saved (committed) before it is answered as a refusal.
    if (result.kind === 'declined') throw planRefusal('declined', 'answers', result.message);
    return ok({ success_message: result.message });
  });

  route(app, GetAflacQuestionsCall, async (req) => {
    await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    return ok(questions.getCarrierQuestions(await catalogs.current(), req.query.plan_id), { statusCode: 200 });
  });

  route(app, SaveAflacQuestionsCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
    return ok(
      await questions.saveCarrierQuestions(
        db,
        await catalogs.current(),
        cipher,
        enrollment,
        req.body.plan_id,
        req.body.aflac_data,
        clock(),
      ),
      {
        statusCode: 200,
      },
    );
  });

  // ---- checks ----

  const planFlagCheck = (
    call: typeof CheckPrudentialPlanCall | typeof CheckDisabilityPlanCall,
    flag: (plan: Awaited<ReturnType<typeof requireActivePlan>>) => boolean,
  ) =>
    route(app, call, async (req) => {
      await requireEnrollmentAccess(db, req, req.query.enrollment_id);
      return ok({ status: flag(requireActivePlan(await catalogs.current(), req.query.plan_id, 'plan_id')) });
    });
  planFlagCheck(CheckPrudentialPlanCall, (plan) => plan.isUnderwrittenLife);
  planFlagCheck(CheckDisabilityPlanCall, (plan) => plan.isDisability);

  route(app, CheckAlreadyAnsweredCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    return ok({ status: questions.hasAnsweredQuestions(await catalogs.current(), cipher, enrollment, req.query.plan_id) });
  });

  route(app, CheckPrudentialCartCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    return ok({ status: await questions.cartHoldsUnderwrittenLife(db, enrollment) });
  });

  // ---- cart ----

  route(app, CheckAlreadyInCartCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
    return ok({ status: await isInCart(db, await catalogs.current(), enrollment, req.body.plan_id, req.body.plan_pricing_id) });
  });

  route(app, AddPlanToCartCall, async (req) => {
    const { enrollment, cartLines } = await findEnrollmentWithCartLines(db, req.body.enrollment_id);
    const held = await heldOrNotFound(db, req, enrollment);
    return ok(await addPlanToCart(db, await catalogs.current(), cipher, { enrollment: held, cartLines }, req.body, storeToday(clock())));
  });

  route(app, AddPlanToCartPrudentialsCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
    return ok(await addPlansWithMembership(db, await catalogs.current(), cipher, enrollment, req.body, storeToday(clock())));
  });
}
