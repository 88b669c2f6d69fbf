import { DEMO_GROUP_IDS } from '../demo-ids';
import { FLAT_AGE, faq, HEALTH_AGE, HEALTH_TIERS, LIGHT_TIERS, MILD_AGE, p, rateTable, ul, type PlanSeed } from './plan-seed';

const majorMedicalExclusions = {
  name: 'Limitations & Exclusions',
  text:
    ul([
      'Cosmetic surgery, except reconstruction after an accident or mastectomy',
      'Experimental or investigational treatment',
      'Services from non-network providers, except emergencies (HMO plans)',
      'Long-term custodial care',
      'Weight-loss surgery unless medically necessary and pre-authorised',
    ]) + p('Pre-authorisation is required for inpatient stays, MRI and CT scans, and outpatient surgery.'),
};

const limitedMedNotice = p(
  '<strong>This is a fixed-indemnity, limited-benefit plan. It is not major medical coverage and does not satisfy minimum essential coverage requirements.</strong> Benefits are paid in fixed amounts regardless of the actual charges.',
);

/** Medical, limited medical and prescription plans. */
export const MEDICAL_PLANS: PlanSeed[] = [
  {
    code: 'MD301',
    name: 'Northwind Select PPO 2500',
    category: 'medical',
    carrier: 'Northwind Mutual',
    sortOrder: 1,
    flags: { isFeatured: true },
    shortText: p(
      'Major medical PPO: <strong>$2,500</strong> or <strong>$5,000</strong> deductible, $30 office visits, $8,150 out-of-pocket limit.',
    ),
    headerText: 'Comprehensive medical coverage with a nationwide network',
    bodyText:
      p(
        'Northwind Select is an ACA-compliant PPO that covers essential health benefits, including preventive care at no cost, maternity, mental health and prescription drugs.',
      ) +
      ul([
        'Primary care visits: $30 copay, deductible waived',
        'Specialist visits: $60 copay',
        'Urgent care: $75 copay; emergency room: $400 copay then coinsurance',
        'Coinsurance: 20% after the deductible',
        'Generic drugs: $10; preferred brand: $45; specialty: 30%',
        'Out-of-pocket maximum: $8,150 individual / $16,300 family',
      ]),
    blueBarText: 'Major medical PPO: minimum essential coverage',
    exclusions: majorMedicalExclusions,
    example: {
      name: 'Example',
      text: p(
        'Sam breaks an ankle: ER visit ($2,800 allowed), X-rays and a follow-up with an orthopaedist. With the $2,500 deductible Sam pays the $400 ER copay, the remaining deductible and 20% of the rest: about $3,050 in total, far below the $8,150 limit. Northwind pays the remaining $4,700.',
      ),
    },
    faq: {
      name: 'Frequently Asked Questions',
      text: faq([
        [
          'Is this plan guaranteed issue?',
          'Yes, there are no health questions. Pre-existing conditions are covered from your effective date.',
        ],
        [
          'Can I enroll outside open enrollment?',
          'Only with a qualifying life event such as a move, marriage, birth or loss of other coverage within the last 60 days.',
        ],
      ]),
    },
    pricing: [
      { label: '$2,500 Deductible', rates: rateTable({ baseCents: 38940, ages: HEALTH_AGE, tiers: HEALTH_TIERS }) },
      { label: '$5,000 Deductible', rates: rateTable({ baseCents: 32415, ages: HEALTH_AGE, tiers: HEALTH_TIERS }) },
    ],
  },
  {
    code: 'MD302',
    name: 'Northwind Bronze HSA 7000',
    category: 'medical',
    carrier: 'Northwind Mutual',
    sortOrder: 2,
    shortText: p('Low-premium, HSA-eligible plan with a <strong>$7,000</strong> deductible. Preventive care covered at 100%.'),
    headerText: 'Lower premiums, tax-free savings',
    bodyText:
      p('A high-deductible health plan that lets you open a Health Savings Account and contribute pre-tax money for medical expenses.') +
      ul([
        'Deductible: $7,000 individual / $14,000 family, then 0% coinsurance',
        'Preventive care and screenings: covered in full before the deductible',
        'HSA contribution limits set each year by the IRS',
        'Telehealth visits: $0 after the deductible',
      ]),
    blueBarText: 'HSA-eligible high-deductible plan',
    exclusions: majorMedicalExclusions,
    pricing: [{ label: '$7,000 Deductible', rates: rateTable({ baseCents: 26890, ages: HEALTH_AGE, tiers: HEALTH_TIERS }) }],
  },
  {
    code: 'MD303',
    name: 'Lantana Sunbelt Care Gold',
    category: 'medical',
    carrier: 'Lantana Health Partners',
    sortOrder: 3,
    shortText: p('Regional gold-level plan for <strong>Texas, Florida and Georgia</strong>: $1,000 deductible and $20 primary care.'),
    headerText: 'Gold-level coverage from a Sunbelt health network',
    bodyText:
      p('Lantana Health Partners contracts directly with hospital systems in Texas, Florida and Georgia. Rates differ by state.') +
      ul([
        'Deductible: $1,000 / $2,000 family',
        'Primary care $20, specialist $40',
        'Coinsurance 10%',
        'Out-of-pocket maximum $5,500 / $11,000',
        'Virtual primary care: $0',
      ]),
    blueBarText: 'Sold in TX, FL and GA only',
    exclusions: majorMedicalExclusions,
    rules: { states: ['TX', 'FL', 'GA'] },
    pricing: [
      {
        label: '$1,000 Deductible',
        rates: rateTable({ baseCents: 44850, ages: HEALTH_AGE, tiers: HEALTH_TIERS, states: { TX: 1, FL: 1.08, GA: 0.96 } }),
      },
    ],
  },
  {
    code: 'MD304',
    name: 'Lumen Telehealth MEC',
    category: 'medical',
    carrier: 'Lumen Health Services',
    sortOrder: 4,
    shortText: p('Minimum essential coverage with unlimited <strong>$0 virtual visits</strong> and all ACA preventive services.'),
    headerText: 'Preventive care and doctors by phone, 24/7',
    bodyText:
      p('A minimum essential coverage (MEC) plan covering the preventive services the ACA requires, plus unlimited telehealth.') +
      ul([
        'Unlimited $0 virtual urgent care and primary care',
        'Annual physical and screenings covered in full',
        '$0 generic acute prescriptions through telehealth',
      ]),
    blueBarText: 'Minimum essential coverage: preventive only',
    faq: {
      name: 'Frequently Asked Questions',
      text: faq([['Does it cover hospital stays?', 'No. Pair it with a hospital indemnity plan for inpatient care.']]),
    },
    pricing: [{ label: 'MEC', rates: rateTable({ baseCents: 8900, tiers: LIGHT_TIERS }) }],
  },
  {
    code: 'MD305',
    name: 'CityCare Metro HMO',
    category: 'medical',
    carrier: 'Northwind Mutual',
    sortOrder: 5,
    shortText: p('HMO for the Dallas, Houston, Miami and Atlanta metro areas: <strong>$0 deductible</strong>, $15 primary care.'),
    headerText: 'Big-city care for a small-town price',
    bodyText:
      p('An HMO built around four metropolitan networks. Choose a primary care doctor who coordinates referrals to specialists.') +
      ul([
        '$0 deductible',
        '$15 primary care, $45 specialist with referral',
        'Hospital stay: $350 per day, up to 5 days',
        'Available only to residents of the listed metro zip codes',
      ]),
    blueBarText: 'Metro-area HMO: residents of listed zip codes only',
    exclusions: majorMedicalExclusions,
    rules: { metroZipPrefixes: ['750', '751', '752', '770', '772', '330', '331', '300', '303'] },
    pricing: [{ label: '$0 Deductible', rates: rateTable({ baseCents: 41275, ages: HEALTH_AGE, tiers: HEALTH_TIERS }) }],
  },
  {
    code: 'LM501',
    name: 'Keystone Limited Medical 1500',
    category: 'limitedmed',
    carrier: 'Keystone Benefit Assurance',
    sortOrder: 1,
    shortText: p('Fixed benefits for doctor visits ($50 each) and hospital stays (<strong>$1,500</strong> per day).'),
    headerText: 'Cash benefits for everyday care',
    bodyText:
      limitedMedNotice +
      ul([
        'Doctor office visit: $50, up to 4 a year',
        'Hospital admission: $1,000, once a year',
        'Daily hospital confinement: $1,500 per day, up to 30 days',
        'Emergency room: $150, twice a year',
        'Wellness screening: $50 a year',
      ]),
    blueBarText: 'Limited benefit fixed indemnity plan',
    exclusions: {
      name: 'Limitations & Exclusions',
      text: ul([
        'Pre-existing conditions during the first 12 months',
        'Mental and nervous disorders beyond outpatient counselling',
        'Self-inflicted injuries',
        'Elective cosmetic procedures',
      ]),
    },
    rules: { minAge: 18, maxAge: 64 },
    pricing: [{ label: '$1,500 Daily Benefit', rates: rateTable({ baseCents: 11925, ages: HEALTH_AGE.slice(0, 4), tiers: HEALTH_TIERS }) }],
  },
  {
    code: 'LM502',
    name: 'Keystone Worksite Limited Medical 3000',
    category: 'limitedmed',
    carrier: 'Keystone Benefit Assurance',
    sortOrder: 2,
    shortText: p('For employees working <strong>30+ hours a week</strong> at participating employers: $3,000 daily hospital benefit.'),
    headerText: 'Worksite limited medical for full-time employees',
    bodyText:
      limitedMedNotice +
      ul([
        'Doctor office visit: $75, up to 6 a year',
        'Daily hospital confinement: $3,000, up to 31 days',
        'Outpatient surgery: $750',
        'Generic prescriptions: $10 copay card',
      ]),
    blueBarText: 'Full-time employees of participating groups',
    rules: { minWeeklyHours: 30, groupIds: [DEMO_GROUP_IDS.acme, DEMO_GROUP_IDS.riverside, DEMO_GROUP_IDS.enrollerA] },
    pricing: [
      { label: '$3,000 Daily Benefit', rates: rateTable({ baseCents: 15850, ages: HEALTH_AGE, tiers: HEALTH_TIERS }) },
      { label: '$2,000 Daily Benefit', rates: rateTable({ baseCents: 12690, ages: HEALTH_AGE, tiers: HEALTH_TIERS }) },
    ],
  },
  {
    code: 'LM503',
    name: 'FirstStep Fixed Indemnity',
    category: 'limitedmed',
    carrier: 'Keystone Benefit Assurance',
    sortOrder: 3,
    shortText: p('Entry-level fixed benefits with <strong>$0 telehealth</strong> and $500 a day in hospital.'),
    headerText: 'A first step toward coverage',
    bodyText:
      limitedMedNotice + ul(['Unlimited $0 telehealth', 'Hospital confinement: $500 a day, up to 10 days', 'Doctor visit: $40, 3 a year']),
    blueBarText: 'Entry-level limited benefit plan',
    pricing: [{ label: '$500 Daily Benefit', rates: rateTable({ baseCents: 5995, ages: MILD_AGE, tiers: LIGHT_TIERS }) }],
  },
  {
    code: 'RX601',
    name: 'Silverleaf Rx Savings Card',
    category: 'rx',
    carrier: 'Silverleaf Rx',
    sortOrder: 1,
    flags: { isFeatured: true },
    shortText: p('Save up to 80% on generics at 65,000 pharmacies. <strong>$4</strong> for a 30-day supply of 300+ common generics.'),
    headerText: 'Prescription savings at the counter',
    bodyText:
      p('Show your Silverleaf card at the pharmacy; the discounted price is applied instantly. This is not insurance.') +
      ul([
        '300+ generics for $4 (30 days) or $10 (90 days)',
        'Brand-name discounts averaging 20%',
        'Works for pets\u2019 human-grade prescriptions too',
      ]),
    blueBarText: 'Prescription discount card: not insurance',
    pricing: [{ label: 'Household', rates: rateTable({ baseCents: 699, tiers: { IO: 1, IS: 1.43, IC: 1.43, IF: 1.86 } }) }],
  },
  {
    code: 'RX602',
    name: 'Silverleaf Rx Plus Mail Order',
    category: 'rx',
    carrier: 'Silverleaf Rx',
    sortOrder: 2,
    shortText: p('Insured prescription benefit: <strong>$10 generic, $40 brand</strong> copays and free 90-day home delivery.'),
    headerText: 'Prescription coverage with home delivery',
    bodyText: ul([
      'Tier 1 generics: $10 retail, $20 for 90 days by mail',
      'Tier 2 preferred brands: $40',
      'Tier 3 non-preferred: $75',
      'Annual benefit maximum: $2,500 per person',
      '$50 drug deductible for brand tiers',
    ]),
    blueBarText: 'Prescription benefit with $2,500 annual maximum',
    exclusions: {
      name: 'Limitations & Exclusions',
      text: ul(['Specialty drugs over $1,000 a month', 'Drugs for cosmetic purposes', 'Over-the-counter medicines', 'Fertility drugs']),
    },
    pricing: [{ label: '$2,500 Annual Max', rates: rateTable({ baseCents: 3450, ages: MILD_AGE, tiers: HEALTH_TIERS }) }],
  },
  {
    code: 'RX603',
    name: 'Silverleaf Specialty Rx Assist',
    category: 'rx',
    carrier: 'Silverleaf Rx',
    sortOrder: 3,
    shortText: p('Advocates who find manufacturer programmes and copay cards for specialty medicines.'),
    headerText: 'Help paying for specialty medicines',
    bodyText: p(
      'A pharmacist advocate reviews your prescriptions and applies to manufacturer assistance programmes for you. Members save an average of $1,150 a year.',
    ),
    blueBarText: 'Specialty medicine advocacy',
    rules: { states: ['TX', 'FL', 'GA', 'NC', 'AZ', 'OH', 'PA', 'IL', 'CA', 'NY'] },
    pricing: [{ label: 'Advocacy', rates: rateTable({ baseCents: 1495, ages: FLAT_AGE, tiers: { IO: 1, IS: 1.5, IC: 1.5, IF: 1.9 } }) }],
  },
];
