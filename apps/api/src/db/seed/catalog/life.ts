import { FEE_TEXTS } from '@benefit-store/domain';
import type { PlanQuestionSeed, PlanSeed } from './plan-seed';
import { faq, LIFE_AGE, LIFE_TIERS, p, rateTable, ul } from './plan-seed';

const underwritingQuestions: PlanQuestionSeed[] = [
  {
    text: 'Are you currently hospitalized, confined to a nursing facility, receiving hospice care, or awaiting an organ transplant?',
    declineMessage:
      'Based on your answer we are unable to offer this coverage at this time. You may still enroll in plans that do not ask health questions.',
  },
  {
    text: 'Have you ever been diagnosed with, treated for, or advised to seek treatment for any of the following? Check all that apply.',
    subType: 'checkbox',
    options: [
      { text: 'Heart attack, stroke or coronary artery disease', group: 'A. Prior to age 60' },
      { text: 'Cancer, other than basal cell skin cancer', group: 'A. Prior to age 60' },
      { text: 'Diabetes requiring insulin', group: 'A. Prior to age 60' },
      { text: 'Kidney disease requiring dialysis', group: 'A. Prior to age 60' },
      { text: 'Alzheimer\u2019s disease or dementia', group: 'B. Prior to age 75' },
      { text: 'ALS or Parkinson\u2019s disease', group: 'B. Prior to age 75' },
      { text: 'Chronic obstructive pulmonary disease (COPD) or emphysema', group: 'B. Prior to age 75' },
      { text: 'Organ or bone marrow transplant', group: 'B. Prior to age 75' },
    ],
  },
  {
    text: 'In the past 5 years, have you been hospitalized for more than 48 hours or had surgery under general anaesthesia?',
    subType: 'detail',
    requireDetail: true,
  },
  {
    text: 'Have you used tobacco or nicotine products (including e-cigarettes) in the past 12 months? If yes, describe the product and how often.',
    subType: 'text_field',
    asksTobacco: true,
  },
];

const carrierStatements = [
  { text: 'I am a U.S. citizen or lawful permanent resident and I live in the United States.', expectedTrue: true },
  {
    text: 'I understand that coverage of $100,000 to $300,000 requires evidence of insurability, is not guaranteed, and is decided within 5 to 10 days.',
    expectedTrue: true,
  },
  { text: FEE_TEXTS.carrierStatement, expectedTrue: true },
  { text: 'I have another life insurance application pending with total coverage above $1,000,000.', expectedTrue: false },
];

const underwrittenExclusions = {
  name: 'Limitations & Exclusions',
  text:
    p(
      'Suicide within the first 2 policy years limits the benefit to a refund of premiums paid. Misstatements on the application during the first 2 years may void the policy (contestability period).',
    ) + ul(['Death while committing a felony', 'Death in aviation other than as a fare-paying passenger', 'Acts of war']),
};

const lifeFaq = {
  name: 'Frequently Asked Questions',
  text: faq([
    [
      'Why do I need a membership?',
      'Harborlight offers these group rates only to members of the Benefit Store Association. Any membership level qualifies; it is added to your cart with the plan.',
    ],
    [
      'How long does approval take?',
      'Most decisions are made within 5 to 10 days. You may be called for a short phone interview; larger amounts may need a paramedical exam at no cost to you.',
    ],
    [
      'Can I convert to permanent coverage?',
      'Yes, without new health questions, any time before age 70 or the end of the term, whichever comes first.',
    ],
  ]),
};

/** Term life plans, two of them underwritten carrier plans, and the premier family plan. */
export const LIFE_PLANS: PlanSeed[] = [
  {
    code: 'TL401',
    name: 'Harborlight Term Life 10',
    category: 'term_life',
    carrier: 'Harborlight Life',
    sortOrder: 1,
    flags: {
      isFeatured: true,
      isUnderwrittenLife: true,
      isMedicallyUnderwritten: true,
      requiresMembership: true,
      hasLifeBenefit: true,
    },
    shortText: p('Level premiums for 10 years with <strong>$100,000 to $300,000</strong> of cover. Association members only.'),
    headerText: '10-year level term life from Harborlight',
    bodyText:
      p(
        'A simple way to protect your family while your mortgage or children depend on your income. The premium stays the same for 10 years.',
      ) +
      ul([
        'Coverage of $100,000, $200,000 or $300,000',
        'Issue ages 18 to 60; rates by age band and tobacco use',
        'Accelerated death benefit: up to 50% paid early on a terminal diagnosis',
        'Convertible to permanent coverage without health questions',
        FEE_TEXTS.planBullet,
      ]),
    blueBarText: 'Medically underwritten term life: membership required',
    associationText: p(
      'Harborlight Term Life is available to members of the Benefit Store Association. Choose a Bronze, Silver or Gold membership to continue; it is added to your cart with this plan.',
    ),
    exclusions: underwrittenExclusions,
    example: {
      name: 'Example',
      text: p(
        'Aisha, 34 and a non-smoker, chooses $200,000 for 10 years. If she dies during the term, her beneficiaries receive $200,000 income-tax free. If she is diagnosed with a terminal illness at 40, she can receive up to $100,000 early.',
      ),
    },
    faq: lifeFaq,
    rules: { minAge: 18, maxAge: 64, planMaxAge: 60, minAnnualIncomeCents: 2_500_000, requiresTobaccoAnswer: true },
    pricing: [
      { label: '$100,000 Coverage', rates: rateTable({ baseCents: 1150, ages: LIFE_AGE, tiers: LIFE_TIERS, tobaccoFactor: 2.6 }) },
      { label: '$200,000 Coverage', rates: rateTable({ baseCents: 1890, ages: LIFE_AGE, tiers: LIFE_TIERS, tobaccoFactor: 2.6 }) },
      { label: '$300,000 Coverage', rates: rateTable({ baseCents: 2640, ages: LIFE_AGE, tiers: LIFE_TIERS, tobaccoFactor: 2.6 }) },
    ],
    questions: underwritingQuestions,
    carrierQuestions: carrierStatements,
  },
  {
    code: 'TL402',
    name: 'Harborlight Term Life 20',
    category: 'term_life',
    carrier: 'Harborlight Life',
    sortOrder: 2,
    flags: { isUnderwrittenLife: true, isMedicallyUnderwritten: true, requiresMembership: true, hasLifeBenefit: true },
    shortText: p('Lock in today\u2019s rate for 20 years: <strong>$100,000 or $250,000</strong> of cover. Association members only.'),
    headerText: '20-year level term life from Harborlight',
    bodyText:
      p('Twenty years of level premiums, long enough to see a young family through school.') +
      ul([
        'Coverage of $100,000 or $250,000',
        'Issue ages 18 to 55',
        'Child term rider included for IC and IF tiers: $10,000 per child',
        'Waiver of premium if you become totally disabled before 60',
        FEE_TEXTS.planBullet,
      ]),
    blueBarText: 'Medically underwritten term life: membership required',
    associationText: p('Available to members of the Benefit Store Association. Any membership level qualifies.'),
    exclusions: underwrittenExclusions,
    faq: lifeFaq,
    rules: { minAge: 18, maxAge: 64, planMaxAge: 55, minAnnualIncomeCents: 2_500_000, requiresTobaccoAnswer: true },
    pricing: [
      { label: '$100,000 Coverage', rates: rateTable({ baseCents: 1525, ages: LIFE_AGE, tiers: LIFE_TIERS, tobaccoFactor: 2.75 }) },
      { label: '$250,000 Coverage', rates: rateTable({ baseCents: 2980, ages: LIFE_AGE, tiers: LIFE_TIERS, tobaccoFactor: 2.75 }) },
    ],
    questions: underwritingQuestions,
    carrierQuestions: carrierStatements,
  },
  {
    code: 'L713',
    name: 'Harborlight Premier Family Term',
    category: 'term_life',
    carrier: 'Harborlight Life',
    sortOrder: 3,
    flags: { isPremier: true, hasLifeBenefit: true, isFeatured: true },
    oneTimeFeeCents: 2500,
    shortText: p('Family term life covering you, your spouse and <strong>one child</strong> under a single policy.'),
    headerText: 'One policy for the people who count on you',
    bodyText:
      p(
        'Premier Family Term insures the member and, depending on the tier, a spouse and one child. No medical exam; three health questions on the application.',
      ) +
      ul([
        'Member: $50,000 or $100,000',
        'Spouse (Family tier): 50% of the member amount',
        'One child (Member + 1 Child and Family tiers): $15,000',
        'Guaranteed renewable to age 75',
        'One-time $25.00 policy fee',
      ]),
    blueBarText: 'Premier plan: Member + 1 Child tier covers exactly one child',
    exclusions: underwrittenExclusions,
    faq: {
      name: 'Frequently Asked Questions',
      text: faq([
        [
          'Why only one child?',
          'The premier child benefit is priced for one insured child. Families with more children can add the Harborlight child rider to Term Life 20.',
        ],
        ['Is my spouse covered on the Family tier?', 'Yes, if you answer the spouse question with Yes and add your spouse as a dependent.'],
      ]),
    },
    rules: { minAge: 18, maxAge: 64 },
    pricing: [
      { label: '$50,000 Coverage', rates: rateTable({ baseCents: 1240, ages: LIFE_AGE, tiers: { IO: 1, IS: 1.5, IC: 1.18, IF: 1.68 } }) },
      { label: '$100,000 Coverage', rates: rateTable({ baseCents: 2180, ages: LIFE_AGE, tiers: { IO: 1, IS: 1.5, IC: 1.1, IF: 1.6 } }) },
    ],
  },
  {
    code: 'TL404',
    name: 'Harborlight Guaranteed Issue Life',
    category: 'term_life',
    carrier: 'Harborlight Life',
    sortOrder: 4,
    flags: { hasLifeBenefit: true },
    shortText: p('Final-expense cover of <strong>$10,000 or $25,000</strong> with no health questions, ages 45 to 80.'),
    headerText: 'Acceptance guaranteed',
    bodyText:
      p('Whole-life-style protection for final expenses. Everyone aged 45 to 80 is accepted.') +
      ul([
        'Coverage of $10,000 or $25,000',
        'Graded benefit: deaths from illness in the first 2 years pay 110% of premiums paid; accidental death pays the full amount from day one',
        'Premiums never increase',
        'Member and spouse tiers only',
      ]),
    blueBarText: 'Guaranteed issue: no health questions',
    exclusions: {
      name: 'Limitations & Exclusions',
      text: p('Graded death benefit during the first 2 policy years for deaths not caused by an accident.'),
    },
    rules: { minAge: 45, maxAge: 80, planMaxAge: 80, tiers: ['IO', 'IS'] },
    pricing: [
      {
        label: '$10,000 Coverage',
        rates: rateTable({
          baseCents: 3120,
          ages: [
            [45, 54, 1],
            [55, 64, 1.44],
            [65, 74, 2.12],
            [75, 80, 3.05],
          ],
          tiers: { IO: 1, IS: 1.9, IC: 0, IF: 0 },
          onlyTiers: ['IO', 'IS'],
        }),
      },
      {
        label: '$25,000 Coverage',
        rates: rateTable({
          baseCents: 7450,
          ages: [
            [45, 54, 1],
            [55, 64, 1.44],
            [65, 74, 2.12],
            [75, 80, 3.05],
          ],
          tiers: { IO: 1, IS: 1.9, IC: 0, IF: 0 },
          onlyTiers: ['IO', 'IS'],
        }),
      },
    ],
  },
];
