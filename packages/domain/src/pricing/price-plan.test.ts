import { describe, expect, it } from 'vitest';
import { pricePlan, type PricePlanInput, type PricePlanResult } from './price-plan';
import { PRICING_CHECK_ORDER, PRICING_ERROR_MESSAGES, PRICING_SERVER_MESSAGES } from './pricing-errors';
import type { PriceRow } from './pricing-inputs';

const PLAN_ID = 10;
let nextRowId = 1;
const row = (
  pricingOptionId: number,
  tier: string,
  minAge: number,
  maxAge: number,
  monthlyCents: number,
  extra: Partial<PriceRow> = {},
): PriceRow => ({
  id: nextRowId++,
  pricingOptionId,
  tier,
  minAge,
  maxAge,
  state: null,
  tobacco: null,
  monthlyCents,
  ...extra,
});

/** Age 35 on 2026-01-10, in California, Member Only: priced at option 101 $15.00 and 102 $25.00. */
const base: PricePlanInput = {
  plan: { id: PLAN_ID, isUnderwrittenLife: false, requiresMembership: false, isPremier: false, hasQualifyingQuestions: false },
  rules: null,
  options: [
    { id: 102, planId: PLAN_ID, label: '$25,000', sortOrder: 2 },
    { id: 101, planId: PLAN_ID, label: '$10,000', sortOrder: 1 },
    { id: 201, planId: 20, label: 'other plan', sortOrder: 0 },
  ],
  prices: [
    row(101, 'IO', 18, 29, 1000),
    row(101, 'IO', 30, 49, 1500),
    row(102, 'IO', 18, 49, 2500),
    row(101, 'IF', 18, 49, 4000),
    row(201, 'IO', 0, 120, 9),
  ],
  filter: { zip: '90210', state: 'CA', dob: '1990-06-15', gender: '0', tier: 'IO' },
  asOf: '2026-01-10',
  context: { enrollmentExists: true, questionsAnswered: false },
};

type Change = {
  plan?: Partial<PricePlanInput['plan']>;
  rules?: NonNullable<PricePlanInput['rules']>;
  filter?: Partial<PricePlanInput['filter']>;
  context?: Partial<PricePlanInput['context']>;
  prices?: PriceRow[];
  options?: PricePlanInput['options'];
  asOf?: string;
};
const priceWith = (change: Change): PricePlanResult =>
  pricePlan({
    ...base,
    plan: { ...base.plan, ...change.plan },
    rules: change.rules ?? base.rules,
    filter: { ...base.filter, ...change.filter },
    context: { ...base.context, ...change.context },
    prices: change.prices ?? base.prices,
    options: change.options ?? base.options,
    asOf: change.asOf ?? base.asOf,
  });

const priced = (...options: Array<[number, string, number]>): PricePlanResult => ({
  kind: 'priced',
  options: options.map(([pricingOptionId, label, monthlyCents]) => ({ pricingOptionId, label, monthlyCents })),
});
const refused = (errorCode: (typeof PRICING_CHECK_ORDER)[number], newPlanId?: number): PricePlanResult =>
  newPlanId === undefined ? { kind: 'refused', errorCode } : { kind: 'refused', errorCode, newPlanId };

describe('pricePlan: rate selection', () => {
  const cases: Array<[string, Change, PricePlanResult]> = [
    [
      'prices every option of the plan by tier and age band, sorted by sortOrder',
      {},
      priced([101, '$10,000', 1500], [102, '$25,000', 2500]),
    ],
    [
      'uses the band that holds the age (29 -> 18-29)',
      { filter: { dob: '1996-06-15' } },
      priced([101, '$10,000', 1000], [102, '$25,000', 2500]),
    ],
    [
      'band ends are inclusive (30 -> 30-49)',
      { filter: { dob: '1995-06-15' }, asOf: '2025-06-15' },
      priced([101, '$10,000', 1500], [102, '$25,000', 2500]),
    ],
    ['uses the tier of the filter', { filter: { tier: 'IF' } }, priced([101, '$10,000', 4000])],
    [
      'leaves out an option with no row for the age',
      { filter: { dob: '1975-01-01' }, prices: [...base.prices, row(101, 'IO', 50, 64, 2000)] },
      priced([101, '$10,000', 2000]),
    ],
    [
      'a row for the state beats a stateless row',
      { prices: [...base.prices, row(101, 'IO', 18, 64, 1234, { state: 'CA' })] },
      priced([101, '$10,000', 1234], [102, '$25,000', 2500]),
    ],
    [
      'states compare case-insensitively',
      { prices: [...base.prices, row(101, 'IO', 18, 64, 1234, { state: 'ca' })] },
      priced([101, '$10,000', 1234], [102, '$25,000', 2500]),
    ],
    [
      'a row for another state is ignored',
      { prices: [...base.prices, row(101, 'IO', 18, 64, 1234, { state: 'TX' })] },
      priced([101, '$10,000', 1500], [102, '$25,000', 2500]),
    ],
    [
      'a plan rated by state with a stateless fallback prices other states from the fallback',
      { prices: [row(101, 'IO', 18, 64, 700, { state: 'TX' }), row(101, 'IO', 18, 64, 900)] },
      priced([101, '$10,000', 900]),
    ],
    [
      'a row for the tobacco answer beats a tobacco-neutral row',
      {
        filter: { isSmoker: true },
        prices: [
          row(101, 'IO', 18, 64, 900),
          row(101, 'IO', 18, 64, 1900, { tobacco: true }),
          row(101, 'IO', 18, 64, 800, { tobacco: false }),
        ],
      },
      priced([101, '$10,000', 1900]),
    ],
    [
      'a non-smoker gets the non-tobacco row',
      {
        filter: { isSmoker: false },
        prices: [row(101, 'IO', 18, 64, 1900, { tobacco: true }), row(101, 'IO', 18, 64, 800, { tobacco: false })],
      },
      priced([101, '$10,000', 800]),
    ],
    [
      'state specificity outranks tobacco specificity',
      {
        filter: { isSmoker: true },
        prices: [row(101, 'IO', 18, 64, 1900, { tobacco: true }), row(101, 'IO', 18, 64, 1100, { state: 'CA' })],
      },
      priced([101, '$10,000', 1100]),
    ],
    [
      'a tobacco answer is fine for a plan not rated by tobacco',
      { filter: { isSmoker: true } },
      priced([101, '$10,000', 1500], [102, '$25,000', 2500]),
    ],
    [
      'equally specific rows: the lowest id wins',
      {
        prices: [
          { ...row(101, 'IO', 18, 64, 555), id: 900 },
          { ...row(101, 'IO', 18, 64, 444), id: 800 },
        ],
      },
      priced([101, '$10,000', 444]),
    ],
    [
      'a row with negative or fractional cents is ignored',
      { prices: [row(101, 'IO', 18, 64, -5, { state: 'CA' }), row(101, 'IO', 18, 64, 10.5, { state: 'CA' }), row(101, 'IO', 18, 64, 700)] },
      priced([101, '$10,000', 700]),
    ],
    ['a price of zero is a price', { prices: [row(101, 'IO', 18, 64, 0)] }, priced([101, '$10,000', 0])],
    [
      'options of other plans are ignored even with matching rows',
      { prices: [row(201, 'IO', 18, 64, 1), row(102, 'IO', 18, 64, 2500)] },
      priced([102, '$25,000', 2500]),
    ],
    [
      'equal sortOrder falls back to option id',
      {
        options: [
          { id: 102, planId: PLAN_ID, label: 'B', sortOrder: 0 },
          { id: 101, planId: PLAN_ID, label: 'A', sortOrder: 0 },
        ],
      },
      priced([101, 'A', 1500], [102, 'B', 2500]),
    ],
    [
      'answered qualifying questions let the rates show',
      { plan: { hasQualifyingQuestions: true }, context: { questionsAnswered: true } },
      priced([101, '$10,000', 1500], [102, '$25,000', 2500]),
    ],
    [
      'rules that the filter satisfies let the rates show',
      {
        rules: {
          states: ['ca', 'TX'],
          tiers: ['IO', 'IS'],
          minAge: 18,
          maxAge: 64,
          planMaxAge: 70,
          minAnnualIncomeCents: 3_000_000,
          minWeeklyHours: 30,
          metroZipPrefixes: ['902', '100'],
          requiresTobaccoAnswer: true,
          portalIds: [5],
          groupIds: [7],
        },
        filter: { annualIncomeCents: 3_000_000, workingHours: 30, isSmoker: false, portalId: 5, groupId: 7 },
      },
      priced([101, '$10,000', 1500], [102, '$25,000', 2500]),
    ],
    [
      'empty rule lists and zero minimums restrict nothing',
      { rules: { states: [], tiers: [], metroZipPrefixes: [], portalIds: [], groupIds: [], minAnnualIncomeCents: 0, minWeeklyHours: 0 } },
      priced([101, '$10,000', 1500], [102, '$25,000', 2500]),
    ],
    [
      'a plan "replaced" by itself is not sent in a loop',
      { rules: { replacedByPlanId: PLAN_ID } },
      priced([101, '$10,000', 1500], [102, '$25,000', 2500]),
    ],
  ];

  it.each(cases)('%s', (_name, change, expected) => {
    expect(priceWith(change)).toEqual(expected);
  });
});

describe('pricePlan: refusals, one per errorCode', () => {
  const cases: Array<[string, Change, PricePlanResult]> = [
    ['changePid: a replaced plan points to its replacement', { rules: { replacedByPlanId: 77 } }, refused('changePid', 77)],
    ['enrollmentIdError: no temporary enrollment', { context: { enrollmentExists: false } }, refused('enrollmentIdError')],
    [
      'portalError: the portal is not among the plan portals',
      { rules: { portalIds: [5] }, filter: { portalId: 6 } },
      refused('portalError'),
    ],
    ['portalError: no portal chosen for a portal-only plan', { rules: { portalIds: [5] } }, refused('portalError')],
    ['portalError: the group is not among the plan groups', { rules: { groupIds: [7] }, filter: { groupId: 8 } }, refused('portalError')],
    ['stateError: the state is not among the plan states', { rules: { states: ['TX', 'NY'] } }, refused('stateError')],
    [
      'stateError: rated by state with no rate for this state',
      { prices: [row(101, 'IO', 18, 64, 700, { state: 'TX' })] },
      refused('stateError'),
    ],
    ['metError: the zip is outside the metro areas', { rules: { metroZipPrefixes: ['100', '112'] } }, refused('metError')],
    ['tierError: the tier is not among the plan tiers', { rules: { tiers: ['IS', 'IF'] } }, refused('tierError')],
    ['tierError: the rates have no row for the tier', { filter: { tier: 'IS' } }, refused('tierError')],
    ['ageError: younger than the minimum age', { rules: { minAge: 40 } }, refused('ageError')],
    ['ageError: older than the maximum age', { rules: { maxAge: 34 } }, refused('ageError')],
    ['ageError: no option has a rate for the age', { filter: { dob: '1950-01-01' } }, refused('ageError')],
    [
      'ageError: no rate for the tobacco answer',
      { filter: { isSmoker: true }, prices: [row(101, 'IO', 18, 64, 800, { tobacco: false })] },
      refused('ageError'),
    ],
    ['ageError: a plan without any rates', { prices: [] }, refused('ageError')],
    ['ageError: a plan without options', { options: [] }, refused('ageError')],
    ['planAgeError: older than the plan age limit', { rules: { planMaxAge: 34 } }, refused('planAgeError')],
    [
      'salaryError: income unknown, with the minimum',
      { rules: { minAnnualIncomeCents: 2_000_000 } },
      { kind: 'refused', errorCode: 'salaryError', minAnnualIncomeCents: 2_000_000 },
    ],
    [
      'salaryError: income below the minimum, with the minimum',
      { rules: { minAnnualIncomeCents: 2_000_000 }, filter: { annualIncomeCents: 1_999_999 } },
      { kind: 'refused', errorCode: 'salaryError', minAnnualIncomeCents: 2_000_000 },
    ],
    ['hourError: hours unknown', { rules: { minWeeklyHours: 30 } }, refused('hourError')],
    ['hourError: hours below the minimum', { rules: { minWeeklyHours: 30 }, filter: { workingHours: 29 } }, refused('hourError')],
    ['smokerError: the plan requires a tobacco answer', { rules: { requiresTobaccoAnswer: true } }, refused('smokerError')],
    [
      'smokerError: rated by tobacco and the answer is unknown',
      { prices: [row(101, 'IO', 18, 64, 900, { tobacco: true }), row(101, 'IO', 18, 64, 800, { tobacco: false })] },
      refused('smokerError'),
    ],
    ['newQuestionsError: qualifying questions unanswered', { plan: { hasQualifyingQuestions: true } }, refused('newQuestionsError')],
    [
      'newQuestionsError: answers decline the application',
      { plan: { hasQualifyingQuestions: true }, context: { questionsAnswered: true, questionsDeclined: true } },
      refused('newQuestionsError'),
    ],
  ];

  it.each(cases)('%s', (_name, change, expected) => {
    expect(priceWith(change)).toEqual(expected);
  });
});

describe('pricePlan: check order changePid > enrollmentIdError > portalError > stateError > metError > tierError > ageError > planAgeError > salaryError > hourError > smokerError > newQuestionsError', () => {
  /** Each change trips exactly one check on the base input; all changes combine without conflict. */
  const trips: Record<(typeof PRICING_CHECK_ORDER)[number], Change> = {
    changePid: { rules: { replacedByPlanId: 77 } },
    enrollmentIdError: { context: { enrollmentExists: false } },
    portalError: { rules: { portalIds: [5] } },
    stateError: { rules: { states: ['TX'] } },
    metError: { rules: { metroZipPrefixes: ['100'] } },
    tierError: { rules: { tiers: ['IF'] } },
    ageError: { rules: { minAge: 40 } },
    planAgeError: { rules: { planMaxAge: 30 } },
    salaryError: { rules: { minAnnualIncomeCents: 100 } },
    hourError: { rules: { minWeeklyHours: 10 } },
    smokerError: { rules: { requiresTobaccoAnswer: true } },
    newQuestionsError: { plan: { hasQualifyingQuestions: true } },
  };
  const combine = (codes: readonly (typeof PRICING_CHECK_ORDER)[number][]): Change =>
    codes.reduce<Change>(
      (all, code) => ({
        plan: { ...all.plan, ...trips[code].plan },
        rules: { ...all.rules, ...trips[code].rules },
        context: { ...all.context, ...trips[code].context },
      }),
      {},
    );

  it.each(PRICING_CHECK_ORDER.map((code, index) => [code, PRICING_CHECK_ORDER.slice(index)] as const))(
    '%s wins over every later check',
    (code, fromHere) => {
      expect(priceWith(combine(fromHere))).toMatchObject({ kind: 'refused', errorCode: code });
    },
  );
});

describe('PRICING_ERROR_MESSAGES', () => {
  it.each([
    ['hourError', 'Please enter a sufficient working hours to add product to the cart by clicking here.'],
    ['salaryError', 'Please enter a sufficient annual income to add product to the cart by clicking here.'],
    ['stateError', 'Plan not available in your state. Please change the state by editing your basic info above.'],
    ['tierError', 'Plan not available for this tier. Please change the tier by editing your basic info above.'],
    ['ageError', 'Plan not available for selected age group. Please edit your basic info above.'],
    ['metError', 'Plan not available in the area. Please choose another area by editing your basic info above.'],
    ['smokerError', 'Tobacco usage required. Please choose tobacco usage by clicking here.'],
  ] as const)('%s reads exactly as the spec', (code, text) => {
    expect(PRICING_ERROR_MESSAGES[code]).toBe(text);
    expect(PRICING_SERVER_MESSAGES[code]).toBe(text);
  });

  it('has a server message for every errorCode', () => {
    for (const code of PRICING_CHECK_ORDER) expect(PRICING_SERVER_MESSAGES[code]).toMatch(/\S/);
  });
});
