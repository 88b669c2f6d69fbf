import { shownPriceCents } from '../cart/cart-totals';
import { TIER_LABELS } from '../codes/codes';
import { ageOn } from '../eligibility/age';
import { pricePlan, type PricePlanInput } from './price-plan';
import type { PricingErrorCode } from './pricing-errors';
import type { PricingFilter } from './pricing-inputs';

/**
 * Refusals the visitor can answer on the plan page (income, hours, tobacco, the plan's questions):
 * the plan is still for sale to them, so lists show it with its price for their filter.
 */
const ANSWERABLE: ReadonlySet<PricingErrorCode> = new Set(['salaryError', 'hourError', 'smokerError', 'newQuestionsError']);

/** Refusals of who the visitor is buying through: no basic info they can edit sells them the plan. */
const NOT_FOR_SALE: ReadonlySet<PricingErrorCode> = new Set(['changePid', 'portalError']);

export type ListingPrice =
  | { kind: 'listed'; cents: number }
  /** For sale to the visitor's scope, but not at their basic info (state, metro area, tier, age): listed without a price. */
  | { kind: 'unpriced'; errorCode: PricingErrorCode }
  | { kind: 'notForSale'; errorCode: PricingErrorCode };

/**
 * The 'Starting From' price of a plan in a list or strip for a visitor whose filter is known: the
 * lowest option the pricing engine gives this filter, the plan's administrative fee included
 * (shownPriceCents), so it is the price the plan page and the cart show. What the visitor has not
 * told yet (income, hours, the plan's questions) does not hide the price; an unknown tobacco
 * answer lists the lower of the two. A plan their scope cannot buy (replaced, another portal or
 * group) is `notForSale`: lists and strips leave it out. A plan their basic info does not price
 * (state, metro area, tier, age: the plan page says so and offers to edit it, spec 000 §8) is
 * `unpriced`: listed without a price rather than with one that is not theirs.
 */
export function listingPrice(input: PricePlanInput): ListingPrice {
  const asked = pricePlan({ ...input, context: { ...input.context, enrollmentExists: true, questionsAnswered: true } });
  if (asked.kind === 'refused' && NOT_FOR_SALE.has(asked.errorCode)) return { kind: 'notForSale', errorCode: asked.errorCode };
  if (asked.kind === 'refused' && !ANSWERABLE.has(asked.errorCode)) return { kind: 'unpriced', errorCode: asked.errorCode };

  const told = { ...(input.rules ?? {}), minAnnualIncomeCents: null, minWeeklyHours: null, requiresTobaccoAnswer: null };
  const tobaccoAnswers = input.filter.isSmoker === undefined ? [false, true] : [input.filter.isSmoker];
  const cents = tobaccoAnswers.flatMap((isSmoker) => {
    const result = pricePlan({
      ...input,
      rules: told,
      filter: { ...input.filter, isSmoker },
      context: { enrollmentExists: true, questionsAnswered: true, questionsDeclined: false },
    });
    return result.kind === 'priced' ? result.options.map((option) => option.monthlyCents) : [];
  });
  if (cents.length === 0) return { kind: 'unpriced', errorCode: asked.kind === 'refused' ? asked.errorCode : 'ageError' };
  return {
    kind: 'listed',
    cents: shownPriceCents({ monthlyCents: Math.min(...cents), isUnderwrittenLife: input.plan.isUnderwrittenLife }),
  };
}

/**
 * What a listed price is for, said beside every list and strip priced for a filter
 * ('Member + Spouse, age 36, zip 75001'); TIER_LABELS' wording.
 */
export function priceBasisLabel(filter: Pick<PricingFilter, 'tier' | 'dob' | 'zip'>, asOf: string): string {
  return `${TIER_LABELS[filter.tier]}, age ${ageOn(filter.dob, asOf)}, zip ${filter.zip}`;
}
