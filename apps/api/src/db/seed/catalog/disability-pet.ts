import { PORTAL_IDS } from '../parties';
import { faq, INCOME_AGE, p, rateTable, ul, type PlanSeed } from './plan-seed';

/** Disability income is individual cover: the rate does not change by tier. */
const DI_TIERS = { IO: 1, IS: 1, IC: 1, IF: 1 };

const disabilityExclusions = {
  name: 'Limitations & Exclusions',
  text:
    ul([
      'Disabilities caused by pregnancy are covered as any other illness after 10 months',
      'Intentionally self-inflicted injuries',
      'Injuries while committing a felony',
      'Disabilities during incarceration',
    ]) +
    p(
      'Pre-existing condition limitation: 3/12. A condition treated in the 3 months before coverage is not covered for disabilities starting in the first 12 months.',
    ),
};

/** Disability income and pet plans. */
export const DISABILITY_PET_PLANS: PlanSeed[] = [
  {
    code: 'DI901',
    name: 'Steadfast Short-Term Disability',
    category: 'di',
    carrier: 'Steadfast Income Assurance',
    sortOrder: 1,
    flags: { isFeatured: true, isDisability: true, needsEmployment: true },
    shortText: p(
      'Replaces up to <strong>60% of your weekly pay</strong> for up to 26 weeks when illness or injury keeps you from working.',
    ),
    headerText: 'Keep your paycheck coming',
    bodyText:
      p(
        'Short-term disability pays a weekly benefit after an elimination period when you cannot perform the duties of your own occupation.',
      ) +
      ul([
        'Weekly benefit: $300, $500 or $700 (up to 60% of gross weekly earnings)',
        'Elimination period: 7 days for illness, 0 days for accident',
        'Benefit period: up to 26 weeks',
        'Requires active employment of at least 30 hours a week and annual earnings of $20,000 or more',
      ]),
    blueBarText: 'Disability income: employer information required',
    exclusions: disabilityExclusions,
    example: {
      name: 'Example',
      text: p(
        'Dana earns $1,000 a week and chose the $500 benefit. After knee surgery she is off work for 6 weeks. After the 7-day elimination period, Steadfast pays 5 weeks x $500 = $2,500 (the first partial week is prorated at $71.43 a day).',
      ),
    },
    faq: {
      name: 'Frequently Asked Questions',
      text: faq([
        [
          'Why do you ask about my employer?',
          'Benefits are based on your earnings, so the carrier verifies your employment, hours and income when you enroll and when you claim.',
        ],
        ['Can I have more than one disability plan?', 'Yes, but total benefits from all plans are limited to 70% of your earnings.'],
      ]),
    },
    rules: { minAge: 18, maxAge: 59, minWeeklyHours: 30, minAnnualIncomeCents: 2_000_000 },
    pricing: [
      { label: '$300 Weekly Benefit', rates: rateTable({ baseCents: 1420, ages: INCOME_AGE, tiers: DI_TIERS }) },
      { label: '$500 Weekly Benefit', rates: rateTable({ baseCents: 2290, ages: INCOME_AGE, tiers: DI_TIERS }) },
      { label: '$700 Weekly Benefit', rates: rateTable({ baseCents: 3140, ages: INCOME_AGE, tiers: DI_TIERS }) },
    ],
  },
  {
    code: 'DI902',
    name: 'Steadfast Long-Term Disability',
    category: 'di',
    carrier: 'Steadfast Income Assurance',
    sortOrder: 2,
    flags: { isDisability: true, needsEmployment: true },
    shortText: p('Monthly income of <strong>$1,500 or $3,000</strong> after 90 days of disability, paid up to 5 years.'),
    headerText: 'Long-term protection for your income',
    bodyText: ul([
      'Monthly benefit: $1,500 or $3,000',
      'Elimination period: 90 days',
      'Benefit period: 5 years or to age 67',
      'Own-occupation definition for the first 24 months',
      'Survivor benefit: 3 months of benefit',
    ]),
    blueBarText: 'Disability income: employer information required',
    exclusions: disabilityExclusions,
    rules: { minAge: 18, maxAge: 59, minWeeklyHours: 30, minAnnualIncomeCents: 3_000_000 },
    pricing: [
      { label: '$1,500 Monthly Benefit', rates: rateTable({ baseCents: 2190, ages: INCOME_AGE, tiers: DI_TIERS }) },
      { label: '$3,000 Monthly Benefit', rates: rateTable({ baseCents: 4120, ages: INCOME_AGE, tiers: DI_TIERS }) },
    ],
  },
  {
    code: 'DI903',
    name: 'Steadfast Worksite Income Protection',
    category: 'di',
    carrier: 'Steadfast Income Assurance',
    sortOrder: 3,
    flags: { isDisability: true, needsEmployment: true },
    shortText: p('Worksite disability with guaranteed issue at enrollment: <strong>$400 a week</strong> for up to 13 weeks.'),
    headerText: 'Guaranteed issue through your employer',
    bodyText: ul([
      'Weekly benefit: $400',
      'Elimination period: 14 days',
      'Benefit period: 13 weeks',
      'No health questions when enrolling through your employer portal',
    ]),
    blueBarText: 'Offered through employer portals only',
    exclusions: disabilityExclusions,
    rules: { minAge: 18, maxAge: 59, minWeeklyHours: 20, portalIds: [PORTAL_IDS.acme, PORTAL_IDS.jsmithWorksite, PORTAL_IDS.riverside] },
    pricing: [{ label: '$400 Weekly Benefit', rates: rateTable({ baseCents: 1650, ages: INCOME_AGE, tiers: DI_TIERS }) }],
  },
  {
    code: 'PT131',
    name: 'Tailwind Pet Accident & Illness',
    category: 'pet',
    carrier: 'Tailwind Pet Cover',
    sortOrder: 1,
    flags: { isFeatured: true },
    shortText: p('90% reimbursement of vet bills for accidents and illnesses, with a <strong>$250</strong> or $500 deductible.'),
    headerText: 'Say yes to the vet without worrying about the bill',
    bodyText:
      p(
        'Use any licensed veterinarian in the U.S. Submit a photo of the invoice and get reimbursed by direct deposit, usually within 5 days.',
      ) +
      ul([
        'Reimbursement: 90% after the annual deductible',
        'Annual limit: $10,000',
        'Covers dogs and cats of any age over 8 weeks',
        'Waiting periods: 3 days for accidents, 14 days for illness, 6 months for cruciate ligament conditions',
        'Covers one pet; the price is the same for every tier',
      ]),
    blueBarText: 'Pet insurance: one dog or cat',
    exclusions: {
      name: 'Limitations & Exclusions',
      text: ul([
        'Pre-existing conditions',
        'Breeding and pregnancy',
        'Cosmetic procedures such as tail docking',
        'Routine care (see Pet Wellness)',
      ]),
    },
    example: {
      name: 'Example',
      text: p('Biscuit swallows a sock; surgery costs $3,200. After the $250 deductible Tailwind reimburses 90% of $2,950: $2,655.'),
    },
    pricing: [
      { label: '$250 Deductible', rates: rateTable({ baseCents: 3895, tiers: DI_TIERS }) },
      { label: '$500 Deductible', rates: rateTable({ baseCents: 3145, tiers: DI_TIERS }) },
    ],
  },
  {
    code: 'PT132',
    name: 'Tailwind Pet Wellness',
    category: 'pet',
    carrier: 'Tailwind Pet Cover',
    sortOrder: 2,
    shortText: p('Routine care allowance of <strong>$450 a year</strong>: vaccines, dental cleaning, flea and tick prevention.'),
    headerText: 'Routine care, budgeted',
    bodyText: ul([
      'Annual exam: $60',
      'Vaccines: $50',
      'Dental cleaning: $150',
      'Flea, tick and heartworm prevention: $100',
      'Spay or neuter: $90',
    ]),
    blueBarText: 'Pet wellness allowance',
    pricing: [{ label: 'Wellness', rates: rateTable({ baseCents: 1895, tiers: DI_TIERS }) }],
  },
  {
    code: 'PT133',
    name: 'Tailwind Vet Savings Club',
    category: 'pet',
    carrier: 'Tailwind Pet Cover',
    sortOrder: 3,
    shortText: p('24/7 vet chat and 10% to 25% off at 8,000 participating clinics, for every pet in the home.'),
    headerText: 'All your pets, one membership',
    bodyText:
      p('A savings club, not insurance.') +
      ul([
        'Unlimited 24/7 vet chat and video',
        '10% to 25% off exams and procedures at participating clinics',
        'Pet prescription savings at retail pharmacies',
        'Lost pet recovery tag',
      ]),
    blueBarText: 'Pet savings club: not insurance',
    pricing: [{ label: 'Household', rates: rateTable({ baseCents: 995, tiers: DI_TIERS }) }],
  },
];
