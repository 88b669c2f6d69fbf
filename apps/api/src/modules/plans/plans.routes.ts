import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddPrudentialsBodySchema,
  AddToCartDataSchema,
  CarrierQuestionsDataSchema,
  CarrierQuestionsQuerySchema,
  CartLineBodySchema,
  ElevatePricingQuerySchema,
  EnrollmentIdSchema,
  EnrollmentQuerySchema,
  FilteredPlansDataSchema,
  FilteredPlansQuerySchema,
  LeftSideFilterFieldsDataSchema,
  LeftSideFilterFieldsQuerySchema,
  MembershipDetailDataSchema,
  MenuFilteredPlansDataSchema,
  MenuFilteredPlansQuerySchema,
  PlanDetailDataSchema,
  PlanDetailParamsSchema,
  PlanOfEnrollmentQuerySchema,
  PlanPricingDataSchema,
  PlanPricingQuerySchema,
  QuestionsDataSchema,
  QuestionsQuerySchema,
  RelatedPlansDataSchema,
  SaveCarrierQuestionsBodySchema,
  SaveQuestionAnswersBodySchema,
  StatusDataSchema,
  SuccessMessageDataSchema,
  successEnvelope,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ok } from '../../lib/http';
import { typed } from '../route-kit';
import { requireEnrollmentAccess } from '../enrollment/enrollment-access';
import { addPlanToCart, addPlansWithMembership, isInCart } from './add-to-cart.service';
import { getMembershipDetail, getPlanDetail } from './plan-detail.service';
import { getFilteredPlans, getLeftSideFilterFields, getMenuFilteredPlans, getRelatedPlans } from './plans-list.service';
import { getElevatePlanPricingDetail, getPlanPricingDetail, planRefusal, requireActivePlan } from './pricing.service';
import { storeToday } from '../../lib/store-date';
import * as questions from './questions.service';

const tags = ['plans'];

/**
 * The pricing calls take the enrollment as optional: missing or malformed is the plan page's
 * enrollmentIdError (undefined here); a well-formed id must be the caller's (404 otherwise).
 */
async function pricingEnrollment(db: Db, req: FastifyRequest, enrollmentId: string | undefined) {
  if (enrollmentId === undefined || !EnrollmentIdSchema.safeParse(enrollmentId).success) return undefined;
  return requireEnrollmentAccess(db, req, enrollmentId);
}

export function planRoutes(app: FastifyInstance, { db, cipher }: AppContext) {
  const r = typed(app);

  // ---- lists ----

  r.get(
    '/get-filtered-plans',
    { schema: { tags, querystring: FilteredPlansQuerySchema, response: { 200: successEnvelope(FilteredPlansDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
      return ok(await getFilteredPlans(db, enrollment, req.query.categories, storeToday()));
    },
  );

  r.get(
    '/get-menu-filtered-plans',
    { schema: { tags, querystring: MenuFilteredPlansQuerySchema, response: { 200: successEnvelope(MenuFilteredPlansDataSchema) } } },
    async (req) =>
      ok(await getMenuFilteredPlans(db, req.query.category, { portalId: req.query.portal_id, groupId: req.query.group_id }, storeToday())),
  );

  r.get(
    '/get-left-side-filter-fields',
    { schema: { tags, querystring: LeftSideFilterFieldsQuerySchema, response: { 200: successEnvelope(LeftSideFilterFieldsDataSchema) } } },
    async (req) => ok(await getLeftSideFilterFields(db, await requireEnrollmentAccess(db, req, req.query.enrollment_id))),
  );

  r.get(
    '/get-related-plans',
    { schema: { tags, querystring: PlanOfEnrollmentQuerySchema, response: { 200: successEnvelope(RelatedPlansDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
      const plan = await requireActivePlan(db, req.query.plan_id, 'plan_id');
      return ok(await getRelatedPlans(db, enrollment, plan, storeToday()));
    },
  );

  // ---- pricing and detail ----

  r.get(
    '/get-plan-pricing-detail',
    { schema: { tags, querystring: PlanPricingQuerySchema, response: { 200: successEnvelope(PlanPricingDataSchema) } } },
    async (req) => {
      const enrollment = await pricingEnrollment(db, req, req.query.enrollment_id);
      return ok(await getPlanPricingDetail(db, cipher, enrollment, req.query.pid, storeToday()));
    },
  );

  r.get(
    '/get-plan-pricing-detail-elevate',
    { schema: { tags, querystring: ElevatePricingQuerySchema, response: { 200: successEnvelope(PlanPricingDataSchema) } } },
    async (req) => {
      const enrollment = await pricingEnrollment(db, req, req.query.enrollment_id);
      return ok(await getElevatePlanPricingDetail(db, cipher, enrollment, storeToday()));
    },
  );

  r.get(
    '/get-plan-detail/:planId',
    { schema: { tags, params: PlanDetailParamsSchema, response: { 200: successEnvelope(PlanDetailDataSchema) } } },
    async (req) => ok(await getPlanDetail(db, req.params.planId)),
  );

  r.get('/get-plan-detail', { schema: { tags, response: { 200: successEnvelope(MembershipDetailDataSchema) } } }, async () =>
    ok(await getMembershipDetail(db)),
  );

  // ---- qualifying and carrier questions ----

  r.get(
    '/get-questions',
    { schema: { tags, querystring: QuestionsQuerySchema, response: { 200: successEnvelope(QuestionsDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
      return ok(await questions.getQuestions(db, cipher, enrollment, req.query.plan_id));
    },
  );

  r.post(
    '/save-question-answers',
    { schema: { tags, body: SaveQuestionAnswersBodySchema, response: { 200: successEnvelope(SuccessMessageDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
      const result = await questions.saveQuestionAnswers(db, cipher, enrollment, req.body.plan_id, req.body.answers, new Date());
      // The decline is saved (committed) before it is answered as a refusal.
      if (result.kind === 'declined') throw planRefusal('declined', 'answers', result.message);
      return ok({ success_message: result.message });
    },
  );

  r.get(
    '/get-aflac-questions',
    { schema: { tags, querystring: CarrierQuestionsQuerySchema, response: { 200: successEnvelope(CarrierQuestionsDataSchema) } } },
    async (req) => {
      await requireEnrollmentAccess(db, req, req.query.enrollment_id);
      return ok(await questions.getCarrierQuestions(db, req.query.plan_id), { statusCode: 200 });
    },
  );

  r.post(
    '/save-aflac-questions',
    { schema: { tags, body: SaveCarrierQuestionsBodySchema, response: { 200: successEnvelope(SuccessMessageDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
      return ok(await questions.saveCarrierQuestions(db, cipher, enrollment, req.body.plan_id, req.body.aflac_data, new Date()), {
        statusCode: 200,
      });
    },
  );

  // ---- checks ----

  const planFlagCheck = (path: string, flag: (plan: Awaited<ReturnType<typeof requireActivePlan>>) => boolean) =>
    r.get(
      path,
      { schema: { tags, querystring: PlanOfEnrollmentQuerySchema, response: { 200: successEnvelope(StatusDataSchema) } } },
      async (req) => {
        await requireEnrollmentAccess(db, req, req.query.enrollment_id);
        return ok({ status: flag(await requireActivePlan(db, req.query.plan_id, 'plan_id')) });
      },
    );
  planFlagCheck('/check-prudential-plan', (plan) => plan.isUnderwrittenLife);
  planFlagCheck('/check-disability-plan', (plan) => plan.isDisability);

  r.get(
    '/check-already-answered',
    { schema: { tags, querystring: PlanOfEnrollmentQuerySchema, response: { 200: successEnvelope(StatusDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
      return ok({ status: await questions.hasAnsweredQuestions(db, cipher, enrollment, req.query.plan_id) });
    },
  );

  r.get(
    '/check-prudential-cart',
    { schema: { tags, querystring: EnrollmentQuerySchema, response: { 200: successEnvelope(StatusDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
      return ok({ status: await questions.cartHoldsUnderwrittenLife(db, enrollment) });
    },
  );

  // ---- cart ----

  r.post(
    '/check-already-in-cart',
    { schema: { tags, body: CartLineBodySchema, response: { 200: successEnvelope(StatusDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
      return ok({ status: await isInCart(db, enrollment, req.body.plan_id, req.body.plan_pricing_id) });
    },
  );

  r.post(
    '/add-plan-to-cart',
    { schema: { tags, body: CartLineBodySchema, response: { 200: successEnvelope(AddToCartDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
      return ok(await addPlanToCart(db, cipher, enrollment, req.body, storeToday()));
    },
  );

  r.post(
    '/add-plan-to-cart-prudentials',
    { schema: { tags, body: AddPrudentialsBodySchema, response: { 200: successEnvelope(AddToCartDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
      return ok(await addPlansWithMembership(db, cipher, enrollment, req.body, storeToday()));
    },
  );
}
