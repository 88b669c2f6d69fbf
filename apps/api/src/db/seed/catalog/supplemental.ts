import { faq, HEALTH_AGE, LIGHT_TIERS, MILD_AGE, p, rateTable, ul, type PlanSeed } from './plan-seed';

const preExisting = p(
  'Pre-existing condition limitation: conditions treated or diagnosed in the 12 months before your effective date are not covered during the first 12 months of coverage.',
);

/** Supplemental, critical illness, accident and hospital plans. */
export const SUPPLEMENTAL_PLANS: PlanSeed[] = [
  {
    code: 'SP801',
    name: 'Evercrest Cancer Care',
    category: 'supplemental',
    carrier: 'Evercrest Supplemental',
    sortOrder: 1,
    flags: { isFeatured: true, isMedicallyUnderwritten: true },
    shortText: p(
      'Cash benefits from diagnosis through treatment: <strong>$5,000</strong> on a first cancer diagnosis plus treatment benefits.',
    ),
    headerText: 'Cancer insurance that pays you directly',
    bodyText:
      p('Benefits are paid to you, in addition to any other coverage, to spend on treatment, travel or household bills.') +
      ul([
        'First diagnosis benefit: $5,000 (or $10,000)',
        'Radiation and chemotherapy: up to $10,000 a year',
        'Hospital confinement: $300 a day',
        'Annual screening benefit: $75',
        '30-day waiting period for the diagnosis benefit',
      ]),
    blueBarText: 'Cancer supplemental: health questions apply',
    exclusions: {
      name: 'Limitations & Exclusions',
      text:
        preExisting +
        ul(['Skin cancer other than melanoma pays 10% of the diagnosis benefit', 'Cancers diagnosed during the first 30 days']),
    },
    rules: { requiresTobaccoAnswer: true, maxAge: 64 },
    pricing: [
      {
        label: '$5,000 Diagnosis Benefit',
        rates: rateTable({ baseCents: 1395, ages: HEALTH_AGE.slice(0, 4), tiers: LIGHT_TIERS, tobaccoFactor: 1.55 }),
      },
      {
        label: '$10,000 Diagnosis Benefit',
        rates: rateTable({ baseCents: 2490, ages: HEALTH_AGE.slice(0, 4), tiers: LIGHT_TIERS, tobaccoFactor: 1.55 }),
      },
    ],
    questions: [
      { text: 'Have you used tobacco or nicotine products in any form in the past 12 months?', asksTobacco: true },
      {
        text: 'In the past 2 years, have you had an abnormal mammogram, Pap test, PSA test, colonoscopy or biopsy result that has not been followed up?',
        declineMessage:
          'We are unable to offer Cancer Care while a test result is awaiting follow-up. You may apply again once your physician has completed the follow-up.',
      },
      {
        text: 'In the last 10 years, have you been diagnosed with or treated for cancer, heart disease, stroke or a major organ disease?',
        subType: 'detail',
        requireDetail: true,
      },
    ],
  },
  {
    code: 'SP802',
    name: 'Evercrest Wellness Rider',
    category: 'supplemental',
    carrier: 'Evercrest Supplemental',
    sortOrder: 2,
    shortText: p('Get <strong>$100 a year per person</strong> for completing a health screening, such as a physical or a mammogram.'),
    headerText: 'Get paid for staying healthy',
    bodyText: ul([
      '$100 wellness benefit per covered person each year',
      'Qualifying screenings include annual physicals, flu shots, cholesterol tests and mammograms',
      'Claims in minutes in the Evercrest app',
    ]),
    blueBarText: 'Wellness screening benefit',
    pricing: [{ label: '$100 Wellness Benefit', rates: rateTable({ baseCents: 650, tiers: { IO: 1, IS: 2, IC: 2.3, IF: 3.1 } }) }],
  },
  {
    code: 'SP803',
    name: 'Evercrest Recovery Care',
    category: 'supplemental',
    carrier: 'Evercrest Supplemental',
    sortOrder: 3,
    shortText: p('Lump-sum benefits for outpatient surgery (<strong>$750</strong>) and physical therapy ($40 a session).'),
    headerText: 'Help with the costs of getting back on your feet',
    bodyText: ul([
      'Outpatient surgery: $750, or $375 for minor procedures',
      'Physical therapy: $40 per session, 10 sessions a year',
      'Ambulance: $250 ground, $1,500 air',
      'Medical imaging: $150, once a year',
    ]),
    blueBarText: 'Outpatient and recovery supplemental',
    exclusions: { name: 'Limitations & Exclusions', text: preExisting },
    rules: { minAge: 18, maxAge: 64 },
    pricing: [{ label: 'Standard', rates: rateTable({ baseCents: 1725, ages: MILD_AGE.slice(0, 4), tiers: LIGHT_TIERS }) }],
  },
  {
    code: 'CI101',
    name: 'Evercrest Critical Illness',
    category: 'critical',
    carrier: 'Evercrest Supplemental',
    sortOrder: 1,
    flags: { isFeatured: true, isMedicallyUnderwritten: true },
    shortText: p('A lump sum of <strong>$10,000 to $30,000</strong> on diagnosis of a heart attack, stroke, cancer or organ failure.'),
    headerText: 'A lump sum when life stops you in your tracks',
    bodyText:
      ul([
        'Heart attack, stroke, major organ failure, end-stage renal failure: 100%',
        'Invasive cancer: 100%; carcinoma in situ: 25%',
        'Coronary artery bypass: 25%',
        'Spouse covered at 50%, children at 25% of the member amount',
        'Recurrence benefit after 12 treatment-free months',
      ]) + p('Cancer conditions have a 30-day waiting period.'),
    blueBarText: 'Critical illness lump sum',
    example: {
      name: 'Example',
      text: p(
        'Luis, 47, has a heart attack. He receives $20,000 two weeks after the claim, which covers his $6,000 medical deductible and three months of mortgage payments while he recovers.',
      ),
    },
    exclusions: {
      name: 'Limitations & Exclusions',
      text: preExisting + ul(['Conditions diagnosed outside the United States', 'Self-inflicted injuries']),
    },
    rules: { minAge: 18, maxAge: 64, requiresTobaccoAnswer: true },
    pricing: [
      {
        label: '$10,000 Coverage',
        rates: rateTable({ baseCents: 945, ages: HEALTH_AGE.slice(0, 4), tiers: LIGHT_TIERS, tobaccoFactor: 1.8 }),
      },
      {
        label: '$20,000 Coverage',
        rates: rateTable({ baseCents: 1790, ages: HEALTH_AGE.slice(0, 4), tiers: LIGHT_TIERS, tobaccoFactor: 1.8 }),
      },
      {
        label: '$30,000 Coverage',
        rates: rateTable({ baseCents: 2610, ages: HEALTH_AGE.slice(0, 4), tiers: LIGHT_TIERS, tobaccoFactor: 1.8 }),
      },
    ],
    questions: [
      {
        text: 'Have you ever been diagnosed with or treated for heart attack, stroke, cancer (other than basal cell skin cancer), kidney failure or an organ transplant?',
        declineMessage:
          'Based on your answer you do not qualify for Critical Illness coverage. Accident and hospital plans remain available to you.',
      },
      { text: 'Are you currently pregnant or awaiting the results of diagnostic tests?' },
    ],
  },
  {
    code: 'CI102',
    name: 'Evercrest Heart & Stroke Protect',
    category: 'critical',
    carrier: 'Evercrest Supplemental',
    sortOrder: 2,
    shortText: p('Focused cover paying <strong>$15,000</strong> for a heart attack or stroke, no health questions.'),
    headerText: 'Guaranteed issue heart and stroke cover',
    bodyText: ul([
      '$15,000 for heart attack or stroke',
      '$3,750 for angioplasty or stent',
      'Guaranteed issue, ages 18 to 64',
      '6-month waiting period',
    ]),
    blueBarText: 'Guaranteed issue: no health questions',
    rules: { minAge: 18, maxAge: 64, planMaxAge: 60 },
    pricing: [{ label: '$15,000 Coverage', rates: rateTable({ baseCents: 1285, ages: HEALTH_AGE.slice(0, 4), tiers: LIGHT_TIERS }) }],
  },
  {
    code: 'CI103',
    name: 'Evercrest Critical Care Plus',
    category: 'critical',
    carrier: 'Evercrest Supplemental',
    sortOrder: 3,
    shortText: p('Critical illness with a <strong>$50 health screening benefit</strong>; new enrollments close during December.'),
    headerText: 'Critical illness and screening in one plan',
    bodyText: ul([
      'Lump sum of $25,000 for covered conditions',
      'Health screening benefit: $50 a year',
      'No new effective dates in December while the carrier renews rates',
    ]),
    blueBarText: 'Enrollment closed 1 to 31 December',
    rules: { blackout: { start: '12-01', end: '12-31' }, maxAge: 64 },
    pricing: [{ label: '$25,000 Coverage', rates: rateTable({ baseCents: 2350, ages: HEALTH_AGE.slice(0, 4), tiers: LIGHT_TIERS }) }],
  },
  {
    code: 'AC111',
    name: 'Evercrest Everyday Accident',
    category: 'accident',
    carrier: 'Evercrest Supplemental',
    sortOrder: 1,
    flags: { isFeatured: true },
    shortText: p(
      'Pays for ER visits ($200), fractures (up to <strong>$4,000</strong>) and follow-up care after an accident, on or off the job.',
    ),
    headerText: 'Accidents happen. Be ready for the bills.',
    bodyText:
      ul([
        'Emergency room: $200',
        'Fractures: $500 to $4,000 by bone',
        'Dislocations: $400 to $3,000',
        'Hospital admission: $1,000',
        'Follow-up visits: $75, up to 6',
        'Physical therapy: $35 a session',
      ]) + p('No waiting period. 24-hour coverage, including sports.'),
    blueBarText: 'Accident: 24-hour coverage from day one',
    example: {
      name: 'Example',
      text: p(
        'Your son breaks his wrist playing soccer. The plan pays $200 for the ER, $1,200 for the fracture and $150 for two follow-up visits: $1,550 paid to you.',
      ),
    },
    faq: { name: 'Frequently Asked Questions', text: faq([['Is there a deductible?', 'No. Benefits are fixed amounts paid per event.']]) },
    pricing: [
      { label: 'Low Option', rates: rateTable({ baseCents: 1090, ages: MILD_AGE, tiers: { IO: 1, IS: 1.65, IC: 1.75, IF: 2.45 } }) },
      { label: 'High Option', rates: rateTable({ baseCents: 1690, ages: MILD_AGE, tiers: { IO: 1, IS: 1.65, IC: 1.75, IF: 2.45 } }) },
    ],
  },
  {
    code: 'AC112',
    name: 'Evercrest Accident Plus AD&D',
    category: 'accident',
    carrier: 'Evercrest Supplemental',
    sortOrder: 2,
    flags: { hasLifeBenefit: true },
    shortText: p('Accidental death and dismemberment cover of <strong>$50,000 or $100,000</strong>.'),
    headerText: 'Accidental death & dismemberment',
    bodyText: ul([
      'Accidental death: 100% of the amount',
      'Loss of two limbs or sight in both eyes: 100%',
      'Loss of one limb: 50%',
      'Common carrier accident: double benefit',
      'Spouse 50%, children 20%',
    ]),
    blueBarText: 'AD&D: beneficiaries required',
    exclusions: {
      name: 'Limitations & Exclusions',
      text: ul([
        'Illness or disease',
        'Intoxication above the legal limit',
        'Hazardous sports such as skydiving',
        'War or military service',
      ]),
    },
    pricing: [
      { label: '$50,000 Coverage', rates: rateTable({ baseCents: 450, tiers: { IO: 1, IS: 1.7, IC: 1.4, IF: 2.1 } }) },
      { label: '$100,000 Coverage', rates: rateTable({ baseCents: 850, tiers: { IO: 1, IS: 1.7, IC: 1.4, IF: 2.1 } }) },
    ],
  },
  {
    code: 'AC113',
    name: 'Evercrest Youth Sports Accident',
    category: 'accident',
    carrier: 'Evercrest Supplemental',
    sortOrder: 3,
    shortText: p('Accident cover for children in organised sports, school and play. For families with children.'),
    headerText: 'For the families of active kids',
    bodyText: ul(['Emergency room: $250', 'Fractures up to $5,000', 'Dental injury: $500 per tooth', 'Concussion evaluation: $300']),
    blueBarText: 'Member + Children and Family tiers only',
    rules: { tiers: ['IC', 'IF'] },
    pricing: [
      { label: 'Standard', rates: rateTable({ baseCents: 1350, tiers: { IO: 0, IS: 0, IC: 1, IF: 1.35 }, onlyTiers: ['IC', 'IF'] }) },
    ],
  },
  {
    code: 'HS121',
    name: 'Keystone Hospital Indemnity 1000',
    category: 'hospital',
    carrier: 'Keystone Benefit Assurance',
    sortOrder: 1,
    flags: { isFeatured: true },
    shortText: p('<strong>$1,000</strong> on admission and $200 a day in hospital, paid straight to you.'),
    headerText: 'Cash when you are admitted to hospital',
    bodyText:
      ul([
        'Admission: $1,000, once per year (or $2,000 with the high option)',
        'Daily confinement: $200, up to 30 days',
        'ICU: $400 a day, up to 15 days',
        'Newborn admission: $250',
      ]) + p('Maternity is covered after 10 months of coverage.'),
    blueBarText: 'Hospital indemnity: pays on admission',
    exclusions: {
      name: 'Limitations & Exclusions',
      text: preExisting + ul(['Observation stays under 24 hours', 'Admissions for elective cosmetic surgery']),
    },
    example: {
      name: 'Example',
      text: p(
        'Pat is admitted for 3 days with pneumonia: $1,000 admission plus 3 x $200 confinement = $1,600 paid to Pat, regardless of what the hospital bills.',
      ),
    },
    pricing: [
      { label: '$1,000 Admission', rates: rateTable({ baseCents: 1875, ages: HEALTH_AGE, tiers: LIGHT_TIERS }) },
      { label: '$2,000 Admission', rates: rateTable({ baseCents: 3190, ages: HEALTH_AGE, tiers: LIGHT_TIERS }) },
    ],
  },
  {
    code: 'HS122',
    name: 'Keystone Hospital Advantage',
    category: 'hospital',
    carrier: 'Keystone Benefit Assurance',
    sortOrder: 2,
    shortText: p('Richer hospital cover up to age 64: <strong>$1,500</strong> admission, $300 a day and outpatient surgery.'),
    headerText: 'Hospital cover with outpatient benefits',
    bodyText: ul([
      'Admission: $1,500',
      'Daily confinement: $300, up to 60 days',
      'Outpatient surgery: $500',
      'Rehabilitation unit: $100 a day',
    ]),
    blueBarText: 'Hospital indemnity for ages 18 to 64',
    rules: { planMaxAge: 64 },
    pricing: [{ label: '$1,500 Admission', rates: rateTable({ baseCents: 2690, ages: HEALTH_AGE.slice(0, 4), tiers: LIGHT_TIERS }) }],
  },
  {
    code: 'HS123',
    name: 'Keystone New Parent Hospital Benefit',
    category: 'hospital',
    carrier: 'Keystone Benefit Assurance',
    sortOrder: 3,
    shortText: p('Pays <strong>$1,500</strong> for a childbirth admission and $500 for newborn nursery care. Couples and families.'),
    headerText: 'Planning a family? Plan for the hospital bill.',
    bodyText:
      ul(['Childbirth admission: $1,500 ($2,500 for caesarean)', 'Newborn nursery: $500', 'Any other admission: $750']) +
      p('10-month waiting period for childbirth benefits.'),
    blueBarText: 'Member + Spouse and Family tiers only',
    rules: { tiers: ['IS', 'IF'], minAge: 18, maxAge: 49 },
    pricing: [
      {
        label: 'Standard',
        rates: rateTable({
          baseCents: 2150,
          ages: [
            [18, 29, 1],
            [30, 39, 1.1],
            [40, 49, 1.22],
          ],
          tiers: { IO: 0, IS: 1, IC: 0, IF: 1.4 },
          onlyTiers: ['IS', 'IF'],
        }),
      },
    ],
  },
];
