import {
  PRICING_SERVER_MESSAGES,
  TierSchema,
  centsToWire,
  isInBlackout,
  isIsoDate,
  pricePlan,
  shownPriceCents,
  type PlanPricingData,
  type PlanRefusalCode,
  type PricePlanResult,
  type PricingFilter,
  type PricingPlan,
} from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { openFilter } from '../../lib/enrollment-contact';
import { ApiFailure, fieldError, notFound } from '../../lib/http';
import type { Catalog, PlanRow } from '../catalog/index';
import type { Enrollment } from '../../lib/enrollment-access';
import { answersOf, carrierQuestionsAnswered, questionsAnswered } from './plan-answers';
import * as cartRepo from './plan-cart.repository';
import type { CartLine } from './plan-cart.repository';

/** Today as 'YYYY-MM-DD' (UTC): the day ages and blackout windows are taken on. */

/**
 * The enrollment's filter as the pricing engine reads it; undefined while the filter lacks the
 * zip, state, date of birth or tier that every price depends on (answered as enrollmentIdError:
 * the plan page then asks for the basic info again).
 */
export function pricingFilterOf(cipher: DataCipher, enrollment: Enrollment): PricingFilter | undefined {
  const info = openFilter(cipher, enrollment);
  const tier = TierSchema.safeParse(info.tier);
  if (!info.zip || !info.state || !info.dob || !isIsoDate(info.dob) || !tier.success) return undefined;
  return {
    zip: info.zip,
    state: info.state,
    dob: info.dob,
    gender: info.gender ?? '',
    tier: tier.data,
    isSmoker: info.is_smoker === '1' ? true : info.is_smoker === '0' ? false : undefined,
    annualIncomeCents: info.annual_income_cents ?? undefined,
    workingHours: info.working_hours ?? undefined,
    portalId: enrollment.portalId ?? undefined,
    groupId: enrollment.groupId ?? undefined,
  };
}

/** Read by pricePlan only after its enrollment check refuses, so never priced against. */
const NO_FILTER: PricingFilter = { zip: '00000', state: 'ZZ', dob: '1900-01-01', gender: '', tier: 'IO' };

export const toPricingPlan = (plan: PlanRow, hasQualifyingQuestions: boolean): PricingPlan => ({
  id: plan.id,
  isUnderwrittenLife: plan.isUnderwrittenLife,
  requiresMembership: plan.requiresMembership,
  isPremier: plan.isPremier,
  hasQualifyingQuestions,
});

/** What the shopper already holds: the cart's lines and the plans of their active policies. */
export type Holdings = { cart: readonly CartLine[]; activePlanIds: number[] };

/** How the cart's lines are read: from the database (`db`, maybe a transaction), or as kept in memory (read-only calls). */
export type ReadCartLines = (db: DbOrTx, enrollmentId: string) => Promise<readonly CartLine[]>;

/** Reads the holdings one statement after another: `db` may be a transaction, whose statements share one connection. */
export async function loadHoldings(
  db: DbOrTx,
  enrollment: Enrollment | undefined,
  readCartLines: ReadCartLines = cartRepo.listCartLines,
): Promise<Holdings> {
  const cart = enrollment ? await readCartLines(db, enrollment.id) : [];
  const activePlanIds = enrollment?.memberId ? await cartRepo.listActivePolicyPlanIds(db, enrollment.memberId) : [];
  return { cart, activePlanIds };
}

/** Everything the pricing call and add-to-cart know about one plan for one enrollment. */
export type PlanFacts = ReturnType<typeof planFacts>;

export async function loadPlanFacts(
  db: DbOrTx,
  catalog: Catalog,
  cipher: DataCipher,
  enrollment: Enrollment | undefined,
  plan: PlanRow,
  asOf: string,
  readCartLines?: ReadCartLines,
): Promise<PlanFacts> {
  return planFacts(catalog, cipher, enrollment, await loadHoldings(db, enrollment, readCartLines), plan, asOf);
}

/** The plan's facts for this enrollment, from the catalog in memory and the holdings already read. */
export function planFacts(
  catalog: Catalog,
  cipher: DataCipher,
  enrollment: Enrollment | undefined,
  { cart, activePlanIds }: Holdings,
  plan: PlanRow,
  asOf: string,
) {
  const rules = catalog.rulesOf(plan.id);
  const options = catalog.pricingOptionsOf(plan.id);
  const questions = catalog.questionsOf(plan.id);
  const carrierQuestions = catalog.carrierQuestionsOf(plan.id);
  const membershipPlanIds = catalog.membershipPlanIds;
  const filter = enrollment ? pricingFilterOf(cipher, enrollment) : undefined;
  const saved = enrollment ? answersOf(cipher, enrollment, plan.id) : {};
  const answered = questionsAnswered(questions, saved.questions);
  const declined = saved.questions?.declined === true;
  const result: PricePlanResult = pricePlan({
    plan: toPricingPlan(plan, questions.length > 0),
    rules: rules ?? null,
    options,
    prices: catalog.pricesOf(plan.id),
    filter: filter ?? NO_FILTER,
    asOf,
    context: { enrollmentExists: filter !== undefined, questionsAnswered: answered, questionsDeclined: declined },
  });
  const isMembership = (planId: number) => membershipPlanIds.includes(planId);
  return {
    plan,
    rules,
    options,
    filter,
    result,
    questions,
    questionsAnswered: answered && !declined,
    declineMessage: declined ? (saved.questions?.declineMessage ?? DEFAULT_DECLINE_MESSAGE) : undefined,
    carrierQuestions,
    carrierAnswered: carrierQuestionsAnswered(carrierQuestions, saved.carrier),
    cart,
    activePlanIds,
    membershipPlanIds,
    hasMembership: cart.some((line) => isMembership(line.planId)) || activePlanIds.some(isMembership),
    isInBlackout: Boolean(
      rules?.blackoutStart && rules.blackoutEnd && isInBlackout(asOf, { start: rules.blackoutStart, end: rules.blackoutEnd }),
    ),
  };
}

export const DEFAULT_DECLINE_MESSAGE = 'Based on your answers we are unable to offer this plan.';

/** A refusal of a plan call: HTTP 422 in the error envelope with its errorCode (ADR 0006). */
export function planRefusal(
  errorCode: PlanRefusalCode,
  target: string,
  message: string,
  extra: { new_pid?: number; declined?: boolean; min_annual_income?: string } = {},
): ApiFailure {
  return new ApiFailure('notEligible', [{ ...fieldError(target, message), ...extra }], { message, errorCode });
}

/** The pricing engine's refusal; a declined application says the question's decline message. */
export function pricingRefusal(result: Extract<PricePlanResult, { kind: 'refused' }>, target: string, declineMessage?: string): ApiFailure {
  const isDeclined = result.errorCode === 'newQuestionsError' && declineMessage !== undefined;
  const message = isDeclined ? declineMessage : PRICING_SERVER_MESSAGES[result.errorCode];
  const extra = {
    ...(result.newPlanId === undefined ? {} : { new_pid: result.newPlanId }),
    ...(isDeclined ? { declined: true } : {}),
    ...(result.minAnnualIncomeCents === undefined ? {} : { min_annual_income: centsToWire(result.minAnnualIncomeCents) }),
  };
  return planRefusal(result.errorCode, target, message, extra);
}

export function requireActivePlan(catalog: Catalog, planId: number, target: string): PlanRow {
  const plan = catalog.activePlan(planId);
  if (!plan) throw notFound(target, 'Plan not found');
  return plan;
}

/** get-plan-pricing-detail: the plan's options priced for the enrollment, with the plan page's flags. */
export async function getPlanPricingDetail(
  db: DbOrTx,
  catalog: Catalog,
  cipher: DataCipher,
  enrollment: Enrollment | undefined,
  planId: number,
  asOf: string,
  readCartLines?: ReadCartLines,
): Promise<PlanPricingData> {
  const plan = requireActivePlan(catalog, planId, 'pid');
  const facts = await loadPlanFacts(db, catalog, cipher, enrollment, plan, asOf, readCartLines);
  if (facts.result.kind === 'refused') throw pricingRefusal(facts.result, 'pid', facts.declineMessage);
  const cartLine = facts.cart.find((line) => line.planId === plan.id);
  return {
    plans: facts.result.options.map((option) => ({
      pid: plan.id,
      ppid: option.pricingOptionId,
      plan_price: centsToWire(shownPriceCents({ monthlyCents: option.monthlyCents, isUnderwrittenLife: plan.isUnderwrittenLife })),
      label: option.label,
      is_prudential: plan.isUnderwrittenLife,
    })),
    requires_membership: plan.requiresMembership,
    has_membership: facts.hasMembership,
    has_questions: facts.questions.length > 0,
    questions_answered: facts.questionsAnswered,
    is_underwritten_life: plan.isUnderwrittenLife,
    has_carrier_questions: facts.carrierQuestions.length > 0,
    carrier_questions_answered: facts.carrierAnswered,
    is_disability: plan.isDisability,
    is_premier: plan.isPremier,
    already_active: facts.activePlanIds.includes(plan.id),
    blackout: facts.isInBlackout,
    cart_ppid: cartLine?.pricingOptionId ?? null,
  };
}

/**
 * get-plan-pricing-detail-elevate: the pricing of the store's featured association plan (the
 * footer's "Learn more" plan), which the elevate landing offers first (ADR 0006).
 */
export async function getElevatePlanPricingDetail(
  db: DbOrTx,
  catalog: Catalog,
  cipher: DataCipher,
  enrollment: Enrollment | undefined,
  asOf: string,
  readCartLines?: ReadCartLines,
) {
  const featured = catalog.footerPlan(undefined);
  if (!featured) throw notFound('pid', 'Plan not found');
  return getPlanPricingDetail(db, catalog, cipher, enrollment, featured.id, asOf, readCartLines);
}
