import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Tier } from '../codes/codes';
import { addDays } from '../dates/calendar';
import { ageOn } from '../eligibility/age';
import { pricePlan, type PricePlanInput } from './price-plan';
import { PRICING_CHECK_ORDER, type PricingErrorCode } from './pricing-errors';
import type { PlanRules, PriceRow, PricingOption } from './pricing-inputs';

const TIERS: readonly Tier[] = ['IO', 'IS', 'IC', 'IF'];
const STATES = ['CA', 'TX', 'NY', 'FL'] as const;
const PLAN_ID = 1;
const OTHER_PLAN_ID = 2;

const asOfArb = fc.integer({ min: 0, max: 3650 }).map((days) => addDays('2024-01-01', days));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const randomRowArb = fc.record({
  optionIndex: fc.nat({ max: 5 }),
  tier: fc.constantFrom(...TIERS),
  minAge: fc.integer({ min: 0, max: 90 }),
  span: fc.integer({ min: 0, max: 40 }),
  state: fc.option(fc.constantFrom(...STATES), { nil: null }),
  tobacco: fc.option(fc.boolean(), { nil: null }),
  monthlyCents: fc.integer({ min: -5_000, max: 200_000 }),
});

/**
 * Inputs that price: random options and rate rows (negative cents included, as bad data), rules
 * that all admit the filter, and one anchor row that rates the visitor.
 */
const pricedInputArb: fc.Arbitrary<PricePlanInput> = fc
  .record({
    asOf: asOfArb,
    ageDays: fc.integer({ min: 18 * 366, max: 95 * 365 }),
    tier: fc.constantFrom(...TIERS),
    state: fc.constantFrom(...STATES),
    zip: fc.stringMatching(/^\d{5}$/),
    isSmoker: maybe(fc.boolean()),
    annualIncomeCents: maybe(fc.integer({ min: 0, max: 50_000_000 })),
    workingHours: maybe(fc.integer({ min: 0, max: 80 })),
    portalId: maybe(fc.integer({ min: 1, max: 20 })),
    groupId: maybe(fc.integer({ min: 1, max: 20 })),
    optionCount: fc.integer({ min: 1, max: 4 }),
    otherPlanOptionCount: fc.integer({ min: 0, max: 2 }),
    sortOrders: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }),
    rows: fc.array(randomRowArb, { maxLength: 25 }),
    anchor: fc.record({
      optionIndex: fc.nat({ max: 3 }),
      stateSpecific: fc.boolean(),
      tobaccoSpecific: fc.boolean(),
      below: fc.integer({ min: 0, max: 10 }),
      above: fc.integer({ min: 0, max: 10 }),
      monthlyCents: fc.integer({ min: 0, max: 200_000 }),
    }),
    restrict: fc.record({
      states: fc.boolean(),
      tiers: fc.boolean(),
      ages: fc.boolean(),
      planAge: fc.boolean(),
      income: fc.boolean(),
      hours: fc.boolean(),
      metro: fc.boolean(),
      tobaccoAnswer: fc.boolean(),
      portals: fc.boolean(),
      groups: fc.boolean(),
      questions: fc.boolean(),
    }),
  })
  .map((g) => {
    const dob = addDays(g.asOf, -g.ageDays);
    const age = ageOn(dob, g.asOf);
    const options: PricingOption[] = [];
    for (let index = 0; index < g.optionCount + g.otherPlanOptionCount; index += 1) {
      const planId = index < g.optionCount ? PLAN_ID : OTHER_PLAN_ID;
      options.push({ id: 100 + index, planId, label: `option ${index}`, sortOrder: g.sortOrders[index] ?? 0 });
    }
    const allOptionIds = options.map((option) => option.id);
    const prices: PriceRow[] = g.rows.map((row, index) => ({
      id: index + 1,
      pricingOptionId: allOptionIds[row.optionIndex % allOptionIds.length] ?? 100,
      tier: row.tier,
      minAge: row.minAge,
      maxAge: row.minAge + row.span,
      state: row.state,
      tobacco: g.isSmoker === undefined ? null : row.tobacco,
      monthlyCents: row.monthlyCents,
    }));
    prices.push({
      id: 1000,
      pricingOptionId: 100 + (g.anchor.optionIndex % g.optionCount),
      tier: g.tier,
      minAge: Math.max(0, age - g.anchor.below),
      maxAge: age + g.anchor.above,
      state: g.anchor.stateSpecific ? g.state : null,
      tobacco: g.anchor.tobaccoSpecific && g.isSmoker !== undefined ? g.isSmoker : null,
      monthlyCents: g.anchor.monthlyCents,
    });
    const r = g.restrict;
    const rules: PlanRules = {
      states: r.states ? [g.state, 'ZZ'] : null,
      tiers: r.tiers ? [g.tier] : null,
      minAge: r.ages ? age : null,
      maxAge: r.ages ? age : null,
      planMaxAge: r.planAge ? age : null,
      minAnnualIncomeCents: r.income && g.annualIncomeCents !== undefined ? g.annualIncomeCents : null,
      minWeeklyHours: r.hours && g.workingHours !== undefined ? g.workingHours : null,
      metroZipPrefixes: r.metro ? [g.zip.slice(0, 3)] : null,
      requiresTobaccoAnswer: r.tobaccoAnswer && g.isSmoker !== undefined,
      portalIds: r.portals && g.portalId !== undefined ? [g.portalId] : null,
      groupIds: r.groups && g.groupId !== undefined ? [g.groupId] : null,
      replacedByPlanId: null,
    };
    return {
      plan: { id: PLAN_ID, isUnderwrittenLife: false, requiresMembership: false, isPremier: false, hasQualifyingQuestions: r.questions },
      rules,
      options,
      prices,
      filter: {
        zip: g.zip,
        state: g.state,
        dob,
        gender: '0',
        tier: g.tier,
        isSmoker: g.isSmoker,
        annualIncomeCents: g.annualIncomeCents,
        workingHours: g.workingHours,
        portalId: g.portalId,
        groupId: g.groupId,
      },
      asOf: g.asOf,
      context: { enrollmentExists: true, questionsAnswered: r.questions },
    } satisfies PricePlanInput;
  });

/** One change per errorCode that trips exactly that check on any input that prices. */
const TRIPS: Record<PricingErrorCode, (input: PricePlanInput) => PricePlanInput> = {
  changePid: (i) => ({ ...i, rules: { ...i.rules, replacedByPlanId: i.plan.id + 1 } }),
  enrollmentIdError: (i) => ({ ...i, context: { ...i.context, enrollmentExists: false } }),
  portalError: (i) => ({ ...i, rules: { ...i.rules, portalIds: [(i.filter.portalId ?? 0) + 1] } }),
  stateError: (i) => ({ ...i, rules: { ...i.rules, states: STATES.filter((state) => state !== i.filter.state) } }),
  metError: (i) => ({ ...i, rules: { ...i.rules, metroZipPrefixes: [String((Number(i.filter.zip[0]) + 1) % 10)] } }),
  tierError: (i) => ({ ...i, rules: { ...i.rules, tiers: TIERS.filter((tier) => tier !== i.filter.tier) } }),
  ageError: (i) => ({ ...i, rules: { ...i.rules, minAge: ageOn(i.filter.dob, i.asOf) + 1 } }),
  planAgeError: (i) => ({ ...i, rules: { ...i.rules, planMaxAge: ageOn(i.filter.dob, i.asOf) - 1 } }),
  salaryError: (i) => ({ ...i, rules: { ...i.rules, minAnnualIncomeCents: (i.filter.annualIncomeCents ?? 0) + 1 } }),
  hourError: (i) => ({ ...i, rules: { ...i.rules, minWeeklyHours: (i.filter.workingHours ?? 0) + 1 } }),
  smokerError: (i) => ({ ...i, rules: { ...i.rules, requiresTobaccoAnswer: true }, filter: { ...i.filter, isSmoker: undefined } }),
  newQuestionsError: (i) => ({
    ...i,
    plan: { ...i.plan, hasQualifyingQuestions: true },
    context: { ...i.context, questionsAnswered: false },
  }),
};

/** Any input: a pricing one with any set of checks tripped, so both answers are common. */
const anyInputArb = fc
  .tuple(pricedInputArb, fc.subarray([...PRICING_CHECK_ORDER]))
  .map(([input, codes]) => codes.reduce((acc, code) => TRIPS[code](acc), input));

const shuffled = <T>(items: readonly T[], seed: number): T[] =>
  items
    .map((item, index) => ({ item, key: (index * 7919 + seed * 104_729) % 1_000_003 }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

describe('pricePlan properties', () => {
  it('prices every input whose rules all admit the filter and that has a rate for the visitor', () => {
    fc.assert(fc.property(pricedInputArb, (input) => pricePlan(input).kind === 'priced'));
  });

  it('never gives a negative or fractional price', () => {
    fc.assert(
      fc.property(anyInputArb, (input) => {
        const result = pricePlan(input);
        if (result.kind === 'refused') return true;
        return result.options.every((option) => Number.isSafeInteger(option.monthlyCents) && option.monthlyCents >= 0);
      }),
    );
  });

  it('gives the same answer for the same input, whatever the order of rows and options', () => {
    fc.assert(
      fc.property(anyInputArb, fc.nat(), (input, seed) => {
        const snapshot = structuredClone(input);
        const first = pricePlan(input);
        expect(pricePlan(input)).toEqual(first);
        expect(pricePlan({ ...input, prices: shuffled(input.prices, seed), options: shuffled(input.options, seed + 1) })).toEqual(first);
        expect(input).toEqual(snapshot);
      }),
    );
  });

  it('lists only options of the plan, each once, with its own label, in sortOrder', () => {
    fc.assert(
      fc.property(anyInputArb, (input) => {
        const result = pricePlan(input);
        if (result.kind === 'refused') return;
        expect(result.options.length).toBeGreaterThan(0);
        const planOptions = new Map(input.options.filter((o) => o.planId === input.plan.id).map((o) => [o.id, o]));
        const ids = result.options.map((option) => option.pricingOptionId);
        expect(new Set(ids).size).toBe(ids.length);
        const sortKeys = result.options.map((priced) => {
          const option = planOptions.get(priced.pricingOptionId);
          expect(option?.label).toBe(priced.label);
          return [option?.sortOrder ?? -1, priced.pricingOptionId] as const;
        });
        for (let index = 1; index < sortKeys.length; index += 1) {
          const [prev, next] = [sortKeys[index - 1]!, sortKeys[index]!];
          expect(prev[0] < next[0] || (prev[0] === next[0] && prev[1] < next[1])).toBe(true);
        }
      }),
    );
  });

  it('answers a refusal with a known errorCode, and newPlanId only for changePid', () => {
    fc.assert(
      fc.property(anyInputArb, (input) => {
        const result = pricePlan(input);
        if (result.kind === 'priced') return;
        expect(PRICING_CHECK_ORDER).toContain(result.errorCode);
        expect(result.newPlanId !== undefined).toBe(result.errorCode === 'changePid');
      }),
    );
  });

  it.each(PRICING_CHECK_ORDER)('reaches %s from any pricing input', (code) => {
    fc.assert(
      fc.property(pricedInputArb, (input) => {
        expect(pricePlan(TRIPS[code](input))).toMatchObject({ kind: 'refused', errorCode: code });
      }),
    );
  });

  /** A check to trip first, and any set of the checks after it. */
  const firstAndLaterArb = fc
    .nat({ max: PRICING_CHECK_ORDER.length - 1 })
    .chain((index) => fc.tuple(fc.constant(PRICING_CHECK_ORDER[index]!), fc.subarray(PRICING_CHECK_ORDER.slice(index + 1))));

  it('answers the first tripped check in the documented order', () => {
    fc.assert(
      fc.property(firstAndLaterArb, pricedInputArb, ([first, later], input) => {
        const tripped = shuffled([first, ...later], later.length).reduce((acc, code) => TRIPS[code](acc), input);
        expect(pricePlan(tripped)).toMatchObject({ kind: 'refused', errorCode: first });
      }),
      { numRuns: 500 },
    );
  });

  it('never prices a younger visitor above an older one when the rate table rises by age band', () => {
    const BANDS = [
      [18, 29],
      [30, 39],
      [40, 49],
      [50, 64],
      [65, 120],
    ] as const;
    const tableArb = fc.record({
      optionCount: fc.integer({ min: 1, max: 3 }),
      steps: fc.array(fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 5, maxLength: 5 }), { minLength: 3, maxLength: 3 }),
      stateSteps: fc.option(fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 5, maxLength: 5 }), { nil: undefined }),
      tier: fc.constantFrom(...TIERS),
      asOf: asOfArb,
      youngerDays: fc.integer({ min: 18 * 366, max: 100 * 365 }),
      gapDays: fc.integer({ min: 0, max: 60 * 365 }),
    });
    fc.assert(
      fc.property(tableArb, ({ optionCount, steps, stateSteps, tier, asOf, youngerDays, gapDays }) => {
        const options: PricingOption[] = [];
        const prices: PriceRow[] = [];
        const rising = (increments: readonly number[]) =>
          increments.map((_, band) => increments.slice(0, band + 1).reduce((a, b) => a + b, 0));
        for (let index = 0; index < optionCount; index += 1) {
          options.push({ id: 10 + index, planId: PLAN_ID, label: `o${index}`, sortOrder: index });
          rising(steps[index] ?? []).forEach((cents, band) => {
            const [minAge, maxAge] = BANDS[band]!;
            prices.push({
              id: prices.length + 1,
              pricingOptionId: 10 + index,
              tier,
              minAge,
              maxAge,
              state: null,
              tobacco: null,
              monthlyCents: cents,
            });
          });
          if (stateSteps) {
            rising(stateSteps).forEach((cents, band) => {
              const [minAge, maxAge] = BANDS[band]!;
              prices.push({
                id: prices.length + 1,
                pricingOptionId: 10 + index,
                tier,
                minAge,
                maxAge,
                state: 'TX',
                tobacco: null,
                monthlyCents: cents,
              });
            });
          }
        }
        const priceAt = (dob: string) =>
          pricePlan({
            plan: { id: PLAN_ID, isUnderwrittenLife: false, requiresMembership: false, isPremier: false, hasQualifyingQuestions: false },
            rules: null,
            options,
            prices,
            filter: { zip: '75001', state: 'TX', dob, gender: '1', tier },
            asOf,
            context: { enrollmentExists: true, questionsAnswered: false },
          });
        const younger = priceAt(addDays(asOf, -youngerDays));
        const older = priceAt(addDays(asOf, -(youngerDays + gapDays)));
        expect(younger.kind).toBe('priced');
        if (younger.kind !== 'priced' || older.kind !== 'priced') return;
        for (const option of younger.options) {
          const olderOption = older.options.find((o) => o.pricingOptionId === option.pricingOptionId);
          expect(olderOption && olderOption.monthlyCents >= option.monthlyCents).toBe(true);
        }
      }),
    );
  });
});
