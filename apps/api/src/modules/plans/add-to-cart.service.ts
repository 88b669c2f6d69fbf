import {
  ageBand,
  ageOn,
  centsToWire,
  checkAddToCart,
  QUOTE_LINK_MESSAGES,
  shownPriceCents,
  type AddToCartRefusal,
  type PlanRefusalCode,
} from '@benefit-store/domain';
import type { Db, DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { ApiFailure, badRequest, fieldError } from '../../lib/http';
import { refuseCompleted, type Enrollment } from '../../lib/enrollment-access';
import * as cartRepo from './plan-cart.repository';
import type { CartLine } from './plan-cart.repository';
import type { Catalog } from '../catalog/index';
import { loadPlanFacts, planRefusal, pricingRefusal, requireActivePlan, type PlanFacts } from './pricing.service';

export const CART_MESSAGES = {
  invalidOption: 'Invalid plan pricing id',
  optionNotOffered: 'This coverage option is not available for your selection.',
  carrierQuestions: 'Please confirm the carrier statements before adding this plan to the cart.',
  chooseMembership: 'Please choose a membership',
} as const;

const REFUSAL_CODES: Record<AddToCartRefusal, PlanRefusalCode> = {
  blackout: 'blackout',
  'already-active': 'alreadyActive',
  // Not reached: adding a plan already in the cart replaces its pricing option.
  'already-in-cart': 'alreadyActive',
  'membership-required': 'membershipRequired',
};

type LineRequest = { planId: number; pricingOptionId: number; planTarget: string; optionTarget: string };
/** What every line of one add is priced and checked against. */
type CartAddContext = {
  catalog: Catalog;
  cipher: DataCipher;
  enrollment: Enrollment;
  asOf: string;
  /** The cart's lines as already read with the enrollment; read here when undefined. */
  cartLines?: CartLine[];
};
type PreparedLine = { facts: PlanFacts; pricingOptionId: number; monthlyCents: number };

/**
 * Re-prices a plan for the enrollment and decides whether it may go in the cart; never trusts a
 * price from the browser. Refusals, first that applies: the pricing engine's errorCodes
 * (questions unanswered or declined: newQuestionsError), the option not priced for this visitor,
 * then checkAddToCart (blackout, already active, membership required), then unconfirmed carrier
 * statements.
 */
async function prepareLine(
  tx: DbOrTx,
  { catalog, cipher, enrollment, asOf, cartLines }: CartAddContext,
  request: LineRequest,
  chosenMembershipPlanId: number | null,
): Promise<PreparedLine> {
  const plan = requireActivePlan(catalog, request.planId, request.planTarget);
  const facts = await loadPlanFacts(tx, catalog, cipher, enrollment, plan, asOf, cartLines && (async () => cartLines));
  if (!facts.options.some((option) => option.id === request.pricingOptionId)) {
    throw badRequest(request.optionTarget, CART_MESSAGES.invalidOption);
  }
  if (facts.result.kind === 'refused') throw pricingRefusal(facts.result, request.planTarget, facts.declineMessage);
  const priced = facts.result.options.find((option) => option.pricingOptionId === request.pricingOptionId);
  if (!priced) {
    throw new ApiFailure('notEligible', [fieldError(request.optionTarget, CART_MESSAGES.optionNotOffered)], {
      message: CART_MESSAGES.optionNotOffered,
    });
  }
  const check = checkAddToCart({
    plan: { id: plan.id, requiresMembership: plan.requiresMembership },
    rules: facts.rules ?? null,
    asOf,
    activePlanIds: facts.activePlanIds,
    cartPlanIds: facts.cart.filter((line) => line.planId !== plan.id).map((line) => line.planId),
    hasMembershipInCart: facts.hasMembership,
    chosenMembershipPlanId,
  });
  if (!check.ok) throw planRefusal(REFUSAL_CODES[check.reason], request.planTarget, check.message);
  if (!facts.carrierAnswered) throw planRefusal('carrierQuestionsError', request.planTarget, CART_MESSAGES.carrierQuestions);
  return { facts, pricingOptionId: priced.pricingOptionId, monthlyCents: priced.monthlyCents };
}

/**
 * Writes a prepared line and its cart_add event in one statement; a membership replaces any other
 * membership in the cart. Answers the line as the call reports it and the cart's count after.
 */
async function writeLine(tx: DbOrTx, enrollment: Enrollment, line: PreparedLine, asOf: string, requiredByPlanId: number | null) {
  const { plan, filter, cart, membershipPlanIds } = line.facts;
  let requiredBy = requiredByPlanId;
  let replacedMemberships: number[] = [];
  if (membershipPlanIds.includes(plan.id)) {
    const others = cart.filter((item) => item.planId !== plan.id && membershipPlanIds.includes(item.planId));
    requiredBy ??= others.find((item) => item.requiredByPlanId !== null)?.requiredByPlanId ?? null;
    replacedMemberships = others.map((item) => item.planId);
  }
  const cartCount = await cartRepo.putCartLine(
    tx,
    {
      enrollmentId: enrollment.id,
      planId: plan.id,
      pricingOptionId: line.pricingOptionId,
      monthlyCents: line.monthlyCents,
      oneTimeFeeCents: plan.oneTimeFeeCents,
      requiredByPlanId: requiredBy,
    },
    replacedMemberships,
    {
      agentId: enrollment.agentId,
      groupId: enrollment.groupId,
      portalId: enrollment.portalId,
      state: filter?.state.toUpperCase() ?? null,
      tier: filter?.tier ?? null,
      ageBand: filter ? (ageBand(ageOn(filter.dob, asOf)) ?? null) : null,
      gender: filter?.gender || null,
    },
  );
  const added = {
    plan_id: plan.id,
    plan_pricing_id: line.pricingOptionId,
    price: centsToWire(shownPriceCents({ monthlyCents: line.monthlyCents, isUnderwrittenLife: plan.isUnderwrittenLife })),
  };
  return { added, cartCount };
}

/** add-plan-to-cart: one plan; a plan already in the cart gets the new pricing option. */
export async function addPlanToCart(
  db: Db,
  catalog: Catalog,
  cipher: DataCipher,
  { enrollment, cartLines }: { enrollment: Enrollment; cartLines: CartLine[] },
  body: { plan_id: number; plan_pricing_id: number },
  asOf: string,
) {
  refuseCompleted(enrollment);
  // No transaction: the cart was read once, with the enrollment, and the write is one statement, whole or not at all.
  const request = { planId: body.plan_id, pricingOptionId: body.plan_pricing_id, planTarget: 'plan_id', optionTarget: 'plan_pricing_id' };
  const line = await prepareLine(db, { catalog, cipher, enrollment, asOf, cartLines }, request, null);
  const { added, cartCount } = await writeLine(db, enrollment, line, asOf, null);
  return { added: [added], cart_count: cartCount };
}

/**
 * add-plan-to-cart-prudentials: the membership (plan_id1) and the plan that needs it (plan_id)
 * together, in one transaction; either both go in or neither. The membership row records the plan
 * it was bought for (`requiredByPlanId`). Existing-member enrollments may send the membership alone.
 */
export async function addPlansWithMembership(
  db: Db,
  catalog: Catalog,
  cipher: DataCipher,
  enrollment: Enrollment,
  body: { plan_id1: number; plan_pricing_id1: number; plan_id?: number | undefined; plan_pricing_id?: number | undefined },
  asOf: string,
) {
  refuseCompleted(enrollment);
  const membershipIds = catalog.membershipPlanIds;
  if (!membershipIds.includes(body.plan_id1)) throw badRequest('plan_id1', CART_MESSAGES.chooseMembership);
  const main =
    body.plan_id !== undefined && body.plan_pricing_id !== undefined
      ? { planId: body.plan_id, pricingOptionId: body.plan_pricing_id }
      : undefined;
  if (!main && enrollment.enrollType !== 'existing-member') throw badRequest('plan_id', 'Field is required');
  if (main && membershipIds.includes(main.planId)) throw badRequest('plan_id', 'Invalid plan');

  return db.transaction(async (tx) => {
    const context = { catalog, cipher, enrollment, asOf };
    const membershipRequest = {
      planId: body.plan_id1,
      pricingOptionId: body.plan_pricing_id1,
      planTarget: 'plan_id1',
      optionTarget: 'plan_pricing_id1',
    };
    const membership = await prepareLine(tx, context, membershipRequest, null);
    const mainLine = main
      ? await prepareLine(tx, context, { ...main, planTarget: 'plan_id', optionTarget: 'plan_pricing_id' }, body.plan_id1)
      : undefined;
    const first = await writeLine(tx, enrollment, membership, asOf, main?.planId ?? null);
    const second = mainLine ? await writeLine(tx, enrollment, mainLine, asOf, null) : undefined;
    return { added: second ? [first.added, second.added] : [first.added], cart_count: (second ?? first).cartCount };
  });
}

/** check-already-in-cart: this plan is in the cart under this pricing option. */
export async function isInCart(db: DbOrTx, catalog: Catalog, enrollment: Enrollment, planId: number, pricingOptionId: number) {
  requireActivePlan(catalog, planId, 'plan_id');
  if (!catalog.pricingOptionsOf(planId).some((option) => option.id === pricingOptionId)) {
    throw badRequest('plan_pricing_id', CART_MESSAGES.invalidOption);
  }
  return (await cartRepo.listCartLines(db, enrollment.id)).some(
    (line) => line.planId === planId && line.pricingOptionId === pricingOptionId,
  );
}

/** A plan of a quote to put in a new enrollment's cart, with the option it was quoted with. */
export type QuotedLine = { planId: number; pricingOptionId: number; requiredByPlanId: number | null; planName: string };

/**
 * "Enroll now" on a quote (docs/decisions/0086): the quoted plans go in the new enrollment's cart
 * with the same options, each priced and checked as add-plan-to-cart does for this shopper;
 * memberships first, so the plans that need one find it. A plan the shopper cannot buy now is
 * left out and answered with the reason.
 */
export async function addQuotedPlans(tx: DbOrTx, context: Omit<CartAddContext, 'cartLines'>, lines: readonly QuotedLine[]) {
  refuseCompleted(context.enrollment);
  const isMembership = (line: QuotedLine) => context.catalog.membershipPlanIds.includes(line.planId);
  const ordered = [...lines.filter(isMembership), ...lines.filter((line) => !isMembership(line))];
  const leftOut: { plan_name: string; reason: string }[] = [];
  for (const line of ordered) {
    const membershipFor = lines.find((other) => isMembership(other) && other.requiredByPlanId === line.planId)?.planId ?? null;
    const request = { planId: line.planId, pricingOptionId: line.pricingOptionId, planTarget: 'plan_id', optionTarget: 'plan_pricing_id' };
    if (!context.catalog.activePlan(line.planId)) {
      leftOut.push({ plan_name: line.planName, reason: QUOTE_LINK_MESSAGES.planNotOffered });
      continue;
    }
    try {
      const prepared = await prepareLine(tx, context, request, membershipFor);
      await writeLine(tx, context.enrollment, prepared, context.asOf, isMembership(line) ? line.requiredByPlanId : null);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      leftOut.push({ plan_name: line.planName, reason: error.message });
    }
  }
  return leftOut;
}
