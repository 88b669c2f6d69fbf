/**
 * Plans, plan detail, pricing, plan questions and add-to-cart (spec 000 §2 Plans list / Plan
 * detail / Association membership page, §3, §7 "Plans, cart, recommendations", §8).
 * Wire names are the specification's, `aflac` and `prudential` included; decisions in
 * docs/decisions/0006-plans-api.md.
 */
import * as z from 'zod';
import { EprocessSchema, MembershipLevelSchema, OpenTypeSchema, PLAN_CATEGORIES } from '../codes/codes';
import { ErrorEnvelopeSchema, FieldErrorSchema } from './envelope';
import { EnrollmentIdSchema, MoneySchema, optionalId, requiredId } from './shell';
import { PRICING_CHECK_ORDER } from '../pricing/pricing-errors';
import { PLAN_QUESTION_MESSAGES } from '../messages/spec-texts';

const emptyToUndefined = (v: unknown) => (v === '' || v === 'null' || v === 'undefined' || v === null ? undefined : v);

const CategoryKeySchema = z.enum(PLAN_CATEGORIES, { error: 'Invalid category' });

/** `categories=dental,vision`: comma-separated category keys; empty means "not given". */
const CategoryListSchema = z.preprocess((v) => {
  const given = emptyToUndefined(v);
  if (typeof given !== 'string') return given;
  const keys = given
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return keys.length > 0 ? keys : undefined;
}, z.array(CategoryKeySchema).optional());

/**
 * The enrollment of the pricing calls is optional on the wire: a missing or malformed id is the
 * `enrollmentIdError` refusal (the plan page then asks for the basic info), not a 400.
 */
const PricingEnrollmentIdSchema = z.preprocess(emptyToUndefined, z.string().max(64).optional());

// ---- plan summaries and lists ----

export const PlanSummarySchema = z.object({
  plan_id: z.number(),
  plan_name: z.string(),
  plan_logo: z.string().nullable(),
  /** Sanitised HTML. */
  plan_short_text: z.string(),
  /**
   * 'Starting From' monthly price, an underwritten life plan's administrative fee included: the
   * lowest option for the visitor's filter when it is known, else the plan's lowest rate of all;
   * null when the visitor's basic info gets no price (state, metro area, tier, age).
   */
  plan_price: MoneySchema.nullable(),
  plan_category: z.string(),
  /** What plan_price is for ('Member + Spouse, age 36, zip 75001'); null when no filter is known. */
  price_for: z.string().nullable(),
});
export type PlanSummary = z.infer<typeof PlanSummarySchema>;

export const FilteredPlansQuerySchema = z.object({ enrollment_id: EnrollmentIdSchema, categories: CategoryListSchema });
export const CategoryPlansSchema = z.object({ category: z.string(), label: z.string(), plans: z.array(PlanSummarySchema) });
/** One entry per category that has plans, in the store's category order. */
export const FilteredPlansDataSchema = z.array(CategoryPlansSchema);

export const MenuFilteredPlansQuerySchema = z.object({
  category: CategoryKeySchema,
  group_id: optionalId,
  agent_id: optionalId,
  portal_id: optionalId,
  eprocess: EprocessSchema.optional().catch(undefined),
  open_type: OpenTypeSchema.optional().catch(undefined),
});
export const MenuFilteredPlansDataSchema = z.array(PlanSummarySchema);

export const LeftSideFilterFieldsQuerySchema = z.object({ enrollment_id: EnrollmentIdSchema });
export const LeftSideCategorySchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The category is among the enrollment's chosen categories (wizard step 5). */
  selected: z.boolean(),
});
export const LeftSideFilterFieldsDataSchema = z.object({ result: z.object({ categories: z.array(LeftSideCategorySchema) }) });

// ---- pricing ----

export const PlanPricingQuerySchema = z.object({ pid: requiredId, enrollment_id: PricingEnrollmentIdSchema });
export const ElevatePricingQuerySchema = z.object({ enrollment_id: PricingEnrollmentIdSchema });

export const PlanPriceRowSchema = z.object({
  pid: z.number(),
  /** plan_pricing_id. */
  ppid: z.number(),
  plan_price: MoneySchema,
  label: z.string(),
  /** Underwritten carrier life plan (3% administrative fee in the cart). */
  is_prudential: z.boolean(),
});

export const PlanPricingDataSchema = z.object({
  plans: z.array(PlanPriceRowSchema),
  /** The plan is sold only with an association membership. */
  requires_membership: z.boolean(),
  /** A membership is in the cart, or the existing member holds an active one. */
  has_membership: z.boolean(),
  /** The plan has qualifying questions (get-questions). */
  has_questions: z.boolean(),
  /** Accepted answers to them are saved (always true for a plan without questions). */
  questions_answered: z.boolean(),
  is_underwritten_life: z.boolean(),
  /** The plan has carrier statements (get-aflac-questions) to confirm before Add to Cart. */
  has_carrier_questions: z.boolean(),
  carrier_questions_answered: z.boolean(),
  is_disability: z.boolean(),
  is_premier: z.boolean(),
  /** The existing member already holds this plan as an ACTIVE policy. */
  already_active: z.boolean(),
  /** Today lies in the plan's yearly blackout window: add-to-cart will refuse. */
  blackout: z.boolean(),
  /** The pricing option of this plan in the cart, if any. */
  cart_ppid: z.number().nullable(),
});
export type PlanPricingData = z.infer<typeof PlanPricingDataSchema>;

/** errorCodes of the plan calls' refusals (HTTP 422). */
export const PlanRefusalCodeSchema = z.enum([
  ...PRICING_CHECK_ORDER,
  'blackout',
  'alreadyActive',
  'membershipRequired',
  'carrierQuestionsError',
  'declined',
]);
export type PlanRefusalCode = z.infer<typeof PlanRefusalCodeSchema>;

/**
 * A refusal of get-plan-pricing-detail, add-plan-to-cart(-prudentials) or save-question-answers:
 * HTTP 422, the error envelope with errorCode and message; `changePid` carries the replacement
 * plan in `data[0].new_pid`.
 */
export const PlanRefusalSchema = ErrorEnvelopeSchema.extend({
  errorCode: PlanRefusalCodeSchema,
  message: z.string(),
  /**
   * `new_pid` for changePid; `declined` when answers declined the application (the message says
   * why); `min_annual_income` (dollars) for salaryError: the plan's minimum annual income.
   */
  data: z.array(
    FieldErrorSchema.extend({
      new_pid: z.number().optional(),
      declined: z.boolean().optional(),
      min_annual_income: MoneySchema.optional(),
    }),
  ),
});
export type PlanRefusal = z.infer<typeof PlanRefusalSchema>;

// ---- plan detail and memberships ----

export const PlanDetailParamsSchema = z.object({ planId: requiredId });

const html = z.string().nullable();
export const PlanDescSchema = z.object({
  header_text: html,
  body_text: html,
  blueBarText: html,
  association_text: html,
  exclusions_text_name: z.string().nullable(),
  exclusions_text: html,
  example_text_name: z.string().nullable(),
  example_text: html,
  faq_text_name: z.string().nullable(),
  faq_text: html,
});
export const PlanDetailDataSchema = z.object({
  plan_id: z.number(),
  plan_name: z.string(),
  plan_logo: z.string().nullable(),
  plan_category: z.string(),
  /** Every text is sanitised HTML; null when the plan has no such section. */
  plan_desc: PlanDescSchema,
});
export type PlanDetailData = z.infer<typeof PlanDetailDataSchema>;

export const MembershipDescriptionSchema = z.object({
  plan_id: z.number(),
  /** The membership's single pricing option, for add-plan-to-cart(-prudentials). */
  plan_pricing_id: z.number(),
  plan_name: z.string(),
  level: MembershipLevelSchema,
  /** Monthly price for the entire family. */
  price: MoneySchema,
  /** Included term life amount. */
  term_life: MoneySchema,
  features: z.array(z.string()),
  plan_short_text: z.string(),
});
export const MembershipDetailDataSchema = z.object({
  /** Sanitised HTML about the association. */
  association_text: z.string().nullable(),
  /** Bronze, Silver, Gold, in that order. */
  memberships: z.array(MembershipDescriptionSchema),
});
export type MembershipDetailData = z.infer<typeof MembershipDetailDataSchema>;

export const PlanOfEnrollmentQuerySchema = z.object({ enrollment_id: EnrollmentIdSchema, plan_id: requiredId });
export const RelatedPlansDataSchema = z.array(PlanSummarySchema);

// ---- qualifying questions ----

export const QuestionSubTypeSchema = z.enum(['text_field', 'checkbox', 'detail']);

const optionalText = (max: number) => z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(max, 'Too long').optional());

/** One row of treatment detail; dates typed mm/dd/yyyy. */
export const TreatmentDetailSchema = z.object({
  dot_from: optionalText(10),
  dot_to: optionalText(10),
  reason_for_condition: optionalText(500),
  degree_of_recovery: optionalText(500),
  physician_name_address: optionalText(500),
});
export type TreatmentDetail = z.infer<typeof TreatmentDetailSchema>;
/** The fields of a treatment row, in the order the form shows them. */
export const TREATMENT_DETAIL_FIELDS = TreatmentDetailSchema.keyof().options;
export type TreatmentDetailField = (typeof TREATMENT_DETAIL_FIELDS)[number];

const YesNoFlagSchema = z.preprocess(
  (v) => (typeof v === 'number' || typeof v === 'boolean' ? String(Number(v)) : v),
  z.enum(['1', '0'], { error: PLAN_QUESTION_MESSAGES.answerAll }),
);

export const PlanAnswerSchema = z.object({
  question_id: requiredId,
  yes_no_flag: YesNoFlagSchema,
  who: optionalText(80),
  text: optionalText(1000),
  /** Chosen option ids of a checkbox question. */
  checkbox_answers: z.array(requiredId).max(50).optional(),
  /** Two rows of treatment detail. */
  detail: z.array(TreatmentDetailSchema).max(2, 'At most two rows of detail').optional(),
});
export type PlanAnswer = z.infer<typeof PlanAnswerSchema>;

export const QuestionsQuerySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  plan_id: requiredId,
  type: z.enum(['save']).optional().catch(undefined),
});

export const PlanQuestionSchema = z.object({
  question_id: z.number(),
  question_text: z.string(),
  question_sub_type: QuestionSubTypeSchema.nullable(),
  require_detail: z.boolean(),
  options: z.array(z.object({ option_id: z.number(), option_text: z.string(), option_group: z.string().nullable() })),
  /** The answer saved before, if any. */
  answer: PlanAnswerSchema.nullable(),
  /**
   * The question asks the filter's tobacco question again and `answer` is the filter's is_smoker:
   * shown read-only, changed in the basic info (docs/decisions/0042).
   */
  tobacco_from_filter: z.boolean().optional(),
});
/** The plan's qualifying questions in order, each with its previous answer. */
export const QuestionsDataSchema = z.array(PlanQuestionSchema);
export type PlanQuestion = z.infer<typeof PlanQuestionSchema>;

export const SaveQuestionAnswersBodySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  plan_id: requiredId,
  answers: z.array(PlanAnswerSchema, { error: PLAN_QUESTION_MESSAGES.answerAll }).min(1, PLAN_QUESTION_MESSAGES.answerAll).max(100),
});
export const SuccessMessageDataSchema = z.object({ success_message: z.string() });

// ---- carrier ("aflac") questions ----

export const CarrierQuestionsQuerySchema = z.object({ plan_id: requiredId, enrollment_id: EnrollmentIdSchema });
/** A statement's answer, 1 (Yes) or 0 (No); a missing one is unanswered, anything else is no Yes. */
const TrueConditionSchema = z.preprocess(
  (v) => (typeof v === 'boolean' ? Number(v) : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.literal([0, 1], {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? PLAN_QUESTION_MESSAGES.answerAll
        : PLAN_QUESTION_MESSAGES.answerYes,
  }),
);
export const CarrierQuestionSchema = z.object({
  qid: z.number(),
  question: z.string(),
  /** 1: the carrier needs this statement to be true (answer Yes); 0: either answer continues. */
  true_condition: z.union([z.literal(0), z.literal(1)]),
});
export const CarrierQuestionsDataSchema = z.array(CarrierQuestionSchema);
export type CarrierQuestion = z.infer<typeof CarrierQuestionSchema>;
export const SaveCarrierQuestionsBodySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  plan_id: requiredId,
  aflac_data: z
    .array(z.object({ qid: requiredId, true_condition: TrueConditionSchema }), { error: PLAN_QUESTION_MESSAGES.answerAll })
    .min(1, PLAN_QUESTION_MESSAGES.answerAll)
    .max(50),
});

// ---- checks ----

export const StatusDataSchema = z.object({ status: z.boolean() });

// ---- cart ----

export const CartLineBodySchema = z.object({ enrollment_id: EnrollmentIdSchema, plan_id: requiredId, plan_pricing_id: requiredId });

export const AddPrudentialsBodySchema = z
  .object({
    enrollment_id: EnrollmentIdSchema,
    /** The membership plan. */
    plan_id1: requiredId,
    plan_pricing_id1: requiredId,
    /** The plan that needs it; only existing-member enrollments may leave it out. */
    plan_id: optionalId,
    plan_pricing_id: optionalId,
  })
  .refine((b) => b.plan_id === undefined || b.plan_pricing_id !== undefined, { message: 'Field is required', path: ['plan_pricing_id'] })
  .refine((b) => b.plan_pricing_id === undefined || b.plan_id !== undefined, { message: 'Field is required', path: ['plan_id'] });

export const AddedCartLineSchema = z.object({ plan_id: z.number(), plan_pricing_id: z.number(), price: MoneySchema });
export const AddToCartDataSchema = z.object({
  /** Lines written by this call (the membership first for add-plan-to-cart-prudentials). */
  added: z.array(AddedCartLineSchema),
  cart_count: z.number(),
});
