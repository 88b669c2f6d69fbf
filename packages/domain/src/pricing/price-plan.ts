import { ageOn } from '../eligibility/age';
import { isOfferedIn } from './plan-scope';
import type { PricingErrorCode } from './pricing-errors';
import type { PlanRules, PriceRow, PricingContext, PricingFilter, PricingOption, PricingPlan } from './pricing-inputs';

export interface PricePlanInput {
  plan: PricingPlan;
  /** The plan's rules; null or undefined when it has none. */
  rules?: PlanRules | null;
  /** Pricing options; those of other plans are ignored. */
  options: readonly PricingOption[];
  /** Rate rows; those of other plans' options are ignored. */
  prices: readonly PriceRow[];
  filter: PricingFilter;
  /** Today, 'YYYY-MM-DD': the age is taken on this day. */
  asOf: string;
  context: PricingContext;
}

export interface PricedOption {
  pricingOptionId: number;
  label: string;
  monthlyCents: number;
}

export type PricePlanResult =
  | { kind: 'priced'; options: PricedOption[] }
  /** `newPlanId` comes with changePid; `minAnnualIncomeCents`, the plan's minimum, with salaryError. */
  | { kind: 'refused'; errorCode: PricingErrorCode; newPlanId?: number; minAnnualIncomeCents?: number };

/**
 * Prices a plan for the visitor's filter, or says why it cannot (spec 000 §8 pricing errorCodes).
 *
 * Checks run in this fixed order (PRICING_CHECK_ORDER) and the first that fails is the answer:
 *  1. changePid          the plan was replaced (rules.replacedByPlanId, not the plan itself): newPlanId says where to go.
 *  2. enrollmentIdError  the temporary enrollment does not exist.
 *  3. portalError        rules.portalIds / rules.groupIds do not hold the visitor's portal / group.
 *  4. stateError         rules.states excludes the state, or the plan is rated by state and has
 *                        no rate for this state and no stateless rate.
 *  5. metError           the zip starts with none of rules.metroZipPrefixes.
 *  6. tierError          rules.tiers excludes the tier, or the rates for the state have no row for the tier.
 *  7. ageError           the age is outside rules.minAge..maxAge, or no option has a rate for the
 *                        state, tier and age (and the tobacco answer, when given). This is also the
 *                        answer for a plan with no usable rates at all.
 *  8. planAgeError       the age is above rules.planMaxAge.
 *  9. salaryError        annual income unknown or below rules.minAnnualIncomeCents (the minimum
 *                        comes with the refusal, so the shopper can be told it).
 * 10. hourError          weekly hours unknown or below rules.minWeeklyHours.
 * 11. smokerError        tobacco answer unknown while rules.requiresTobaccoAnswer, or while the
 *                        visitor's rates (state, tier, age) depend on tobacco.
 * 12. newQuestionsError  the plan's qualifying questions are unanswered, or the answers decline.
 * Who-you-are checks (session, portal, place, tier, age) come before what-you-must-tell-us
 * checks (income, hours, tobacco), and the questions come last so nobody answers them for a
 * plan they cannot buy.
 *
 * Rate selection per option: the tier must match and the age lie within the row's band (both
 * ends inclusive); a row for the state beats a stateless row, then a row for the tobacco answer
 * beats a tobacco-neutral row; any remaining tie goes to the lowest row id, so input order never
 * matters. An option without a matching row is left out. Rows whose monthlyCents is not a whole,
 * non-negative number of cents are ignored as bad data. Options come sorted by sortOrder, then id.
 *
 * Rule lists that are null or empty, and minimums of 0 or less, restrict nothing. States compare
 * case-insensitively. `filter.dob` and `asOf` must be real ISO dates (RangeError otherwise).
 */
export function pricePlan({ plan, rules, options, prices, filter, asOf, context }: PricePlanInput): PricePlanResult {
  const rule = rules ?? {};

  if (rule.replacedByPlanId != null && rule.replacedByPlanId !== plan.id) {
    return { kind: 'refused', errorCode: 'changePid', newPlanId: rule.replacedByPlanId };
  }
  if (!context.enrollmentExists) return refuse('enrollmentIdError');
  if (!isOfferedIn(rule, filter)) return refuse('portalError');

  const state = filter.state.toUpperCase();
  const planOptions = options.filter((option) => option.planId === plan.id).sort(bySortOrderThenId);
  const planOptionIds = new Set(planOptions.map((option) => option.id));
  const planRows = prices.filter((row) => planOptionIds.has(row.pricingOptionId) && isWholeCents(row.monthlyCents));
  const stateRows = planRows.filter((row) => row.state === null || row.state.toUpperCase() === state);

  if (
    !admits(
      rule.states?.map((code) => code.toUpperCase()),
      state,
    )
  )
    return refuse('stateError');
  if (planRows.length > 0 && stateRows.length === 0) return refuse('stateError');

  if (isRestricted(rule.metroZipPrefixes) && !rule.metroZipPrefixes.some((prefix) => filter.zip.startsWith(prefix))) {
    return refuse('metError');
  }

  if (!admits(rule.tiers, filter.tier)) return refuse('tierError');
  const tierRows = stateRows.filter((row) => row.tier === filter.tier);
  if (stateRows.length > 0 && tierRows.length === 0) return refuse('tierError');

  const age = ageOn(filter.dob, asOf);
  const visitorRows = tierRows.filter(
    (row) =>
      row.minAge <= age && age <= row.maxAge && (filter.isSmoker === undefined || row.tobacco === null || row.tobacco === filter.isSmoker),
  );
  if ((rule.minAge != null && age < rule.minAge) || (rule.maxAge != null && age > rule.maxAge) || visitorRows.length === 0) {
    return refuse('ageError');
  }
  if (rule.planMaxAge != null && age > rule.planMaxAge) return refuse('planAgeError');

  if (isBelowMinimum(filter.annualIncomeCents, rule.minAnnualIncomeCents)) {
    return { kind: 'refused', errorCode: 'salaryError', minAnnualIncomeCents: rule.minAnnualIncomeCents ?? 0 };
  }
  if (isBelowMinimum(filter.workingHours, rule.minWeeklyHours)) return refuse('hourError');

  const ratesDependOnTobacco = visitorRows.some((row) => row.tobacco !== null);
  if (filter.isSmoker === undefined && (rule.requiresTobaccoAnswer === true || ratesDependOnTobacco)) return refuse('smokerError');

  if ((plan.hasQualifyingQuestions && !context.questionsAnswered) || context.questionsDeclined === true) {
    return refuse('newQuestionsError');
  }

  const priced: PricedOption[] = [];
  for (const option of planOptions) {
    const best = pickRow(visitorRows.filter((row) => row.pricingOptionId === option.id));
    if (best) priced.push({ pricingOptionId: option.id, label: option.label, monthlyCents: best.monthlyCents });
  }
  return { kind: 'priced', options: priced };
}

function refuse(errorCode: PricingErrorCode): PricePlanResult {
  return { kind: 'refused', errorCode };
}

function isRestricted<T>(list: readonly T[] | null | undefined): list is readonly T[] {
  return list != null && list.length > 0;
}

/** Whether a rule list lets a value through: an absent or empty list lets everything through. */
function admits<T>(list: readonly T[] | null | undefined, value: T | undefined): boolean {
  if (!isRestricted(list)) return true;
  return value !== undefined && list.includes(value);
}

function isBelowMinimum(value: number | undefined, minimum: number | null | undefined): boolean {
  if (minimum == null || minimum <= 0) return false;
  return value === undefined || value < minimum;
}

function isWholeCents(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= 0;
}

function bySortOrderThenId(a: PricingOption, b: PricingOption): number {
  return a.sortOrder - b.sortOrder || a.id - b.id;
}

/** The most specific row: state-specific first, then tobacco-specific, then the lowest id. */
function pickRow(rows: readonly PriceRow[]): PriceRow | undefined {
  let best: PriceRow | undefined;
  for (const row of rows) {
    if (!best || compareSpecificity(row, best) < 0) best = row;
  }
  return best;
}

function compareSpecificity(a: PriceRow, b: PriceRow): number {
  const stateRank = Number(b.state !== null) - Number(a.state !== null);
  if (stateRank !== 0) return stateRank;
  const tobaccoRank = Number(b.tobacco !== null) - Number(a.tobacco !== null);
  if (tobaccoRank !== 0) return tobaccoRank;
  return a.id - b.id;
}
