/** The plans calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  AddPrudentialsBodySchema,
  AddToCartDataSchema,
  CarrierQuestionsDataSchema,
  CarrierQuestionsQuerySchema,
  CartLineBodySchema,
  ElevatePricingQuerySchema,
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
} from '../plans';
import { EnrollmentQuerySchema } from '../shell';

export const GetFilteredPlansCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-filtered-plans',
  tag: 'plans',
  summary: 'Get filtered plans',
  query: FilteredPlansQuerySchema,
  response: FilteredPlansDataSchema,
});

export const GetMenuFilteredPlansCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-menu-filtered-plans',
  tag: 'plans',
  summary: 'Get menu filtered plans',
  query: MenuFilteredPlansQuerySchema,
  response: MenuFilteredPlansDataSchema,
});

export const GetLeftSideFilterFieldsCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-left-side-filter-fields',
  tag: 'plans',
  summary: 'Get left side filter fields',
  query: LeftSideFilterFieldsQuerySchema,
  response: LeftSideFilterFieldsDataSchema,
});

export const GetRelatedPlansCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-related-plans',
  tag: 'plans',
  summary: 'Get related plans',
  query: PlanOfEnrollmentQuerySchema,
  response: RelatedPlansDataSchema,
});

export const GetPlanPricingDetailCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-plan-pricing-detail',
  tag: 'plans',
  summary: 'Get plan pricing detail',
  query: PlanPricingQuerySchema,
  response: PlanPricingDataSchema,
});

export const GetPlanPricingDetailElevateCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-plan-pricing-detail-elevate',
  tag: 'plans',
  summary: 'Get plan pricing detail elevate',
  query: ElevatePricingQuerySchema,
  response: PlanPricingDataSchema,
});

export const GetPlanDetailCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-plan-detail/{planId}',
  tag: 'plans',
  summary: 'Get plan detail',
  params: PlanDetailParamsSchema,
  response: PlanDetailDataSchema,
});

export const GetMembershipPlanDetailCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-plan-detail',
  tag: 'plans',
  summary: 'The memberships (Bronze, Silver, Gold) with their details',
  response: MembershipDetailDataSchema,
});

export const GetQuestionsCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-questions',
  tag: 'plans',
  summary: 'Get questions',
  query: QuestionsQuerySchema,
  response: QuestionsDataSchema,
});

export const SaveQuestionAnswersCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-question-answers',
  tag: 'plans',
  summary: 'Save question answers',
  body: SaveQuestionAnswersBodySchema,
  response: SuccessMessageDataSchema,
});

export const GetAflacQuestionsCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-aflac-questions',
  tag: 'plans',
  summary: 'Get aflac questions',
  query: CarrierQuestionsQuerySchema,
  response: CarrierQuestionsDataSchema,
});

export const SaveAflacQuestionsCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-aflac-questions',
  tag: 'plans',
  summary: 'Save aflac questions',
  body: SaveCarrierQuestionsBodySchema,
  response: SuccessMessageDataSchema,
});

export const CheckAlreadyAnsweredCall = defineCall({
  method: 'GET',
  path: '/api/v1/check-already-answered',
  tag: 'plans',
  summary: 'Check already answered',
  query: PlanOfEnrollmentQuerySchema,
  response: StatusDataSchema,
});

export const CheckPrudentialCartCall = defineCall({
  method: 'GET',
  path: '/api/v1/check-prudential-cart',
  tag: 'plans',
  summary: 'Check prudential cart',
  query: EnrollmentQuerySchema,
  response: StatusDataSchema,
});

export const CheckAlreadyInCartCall = defineCall({
  method: 'POST',
  path: '/api/v1/check-already-in-cart',
  tag: 'plans',
  summary: 'Check already in cart',
  body: CartLineBodySchema,
  response: StatusDataSchema,
});

export const AddPlanToCartCall = defineCall({
  method: 'POST',
  path: '/api/v1/add-plan-to-cart',
  tag: 'plans',
  summary: 'Add plan to cart',
  body: CartLineBodySchema,
  response: AddToCartDataSchema,
});

export const AddPlanToCartPrudentialsCall = defineCall({
  method: 'POST',
  path: '/api/v1/add-plan-to-cart-prudentials',
  tag: 'plans',
  summary: 'Add plan to cart prudentials',
  body: AddPrudentialsBodySchema,
  response: AddToCartDataSchema,
});

export const CheckPrudentialPlanCall = defineCall({
  method: 'GET',
  path: '/api/v1/check-prudential-plan',
  tag: 'plans',
  summary: 'Whether the plan is an underwritten life plan',
  query: PlanOfEnrollmentQuerySchema,
  response: StatusDataSchema,
});

export const CheckDisabilityPlanCall = defineCall({
  method: 'GET',
  path: '/api/v1/check-disability-plan',
  tag: 'plans',
  summary: 'Whether the plan is a disability income plan',
  query: PlanOfEnrollmentQuerySchema,
  response: StatusDataSchema,
});
