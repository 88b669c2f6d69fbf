import { DEMO_GROUP_IDS } from '../demo-ids';
import { faq, LIGHT_TIERS, MILD_AGE, p, rateTable, ul, type PlanSeed } from './plan-seed';

const dentalExclusions = {
  name: 'Limitations & Exclusions',
  text:
    p('This plan does not cover:') +
    ul([
      'Cosmetic procedures, including teeth whitening and veneers',
      'Services started before your effective date, including crowns prepared earlier',
      'Replacement of lost or stolen dentures or bridges within 5 years of placement',
      'Implants, unless listed as a covered major service',
      'Treatment covered by workers\u2019 compensation',
    ]) +
    p(
      'Major services have a 12-month waiting period; basic services have a 6-month waiting period. Waiting periods are waived with proof of 12 months of prior dental coverage ending within 63 days of your effective date.',
    ),
};

export const DENTAL_VISION_PLANS: PlanSeed[] = [
  {
    code: 'DN100',
    name: 'Bluepine Dental Classic (2024)',
    category: 'dental',
    carrier: 'Bluepine Dental Co.',
    sortOrder: 99,
    shortText: p('Our 2024 dental plan, now replaced by <strong>Bluepine Dental Essentials</strong>.'),
    headerText: 'Bluepine Dental Classic has been replaced',
    bodyText: p(
      'This plan is no longer offered to new members. Existing members keep their coverage; new applicants are directed to Bluepine Dental Essentials, which has the same network and a higher annual maximum.',
    ),
    blueBarText: 'Replaced by Bluepine Dental Essentials',
    rules: { replacedByCode: 'DN101' },
    pricing: [{ label: '$750 Annual Max', rates: rateTable({ baseCents: 2195, ages: MILD_AGE, tiers: LIGHT_TIERS }) }],
  },
  {
    code: 'DN101',
    name: 'Bluepine Dental Essentials',
    category: 'dental',
    carrier: 'Bluepine Dental Co.',
    sortOrder: 1,
    flags: { isFeatured: true },
    shortText:
      p('Cleanings and exams covered at 100% from day one, fillings at 80%, crowns at 50%.') +
      p('Choose a <strong>$1,000</strong> or <strong>$1,500</strong> annual maximum.'),
    headerText: 'Preventive care from day one, no waiting period',
    bodyText:
      p(
        'Bluepine Dental Essentials is a PPO plan with more than 95,000 participating dentists nationwide. You may see any licensed dentist, but in-network dentists have agreed to reduced fees, so your share is lower.',
      ) +
      ul([
        '<strong>Preventive</strong> (two exams, two cleanings, X-rays a year): 100%, no deductible',
        '<strong>Basic</strong> (fillings, simple extractions, root canals): 80% after the deductible, 6-month wait',
        '<strong>Major</strong> (crowns, bridges, dentures): 50% after the deductible, 12-month wait',
        'Deductible: $50 per person, $150 per family, per calendar year',
        'Preventive visits do not count against the annual maximum',
      ]),
    blueBarText: 'Dental PPO: 100% preventive, 80% basic, 50% major',
    exclusions: dentalExclusions,
    example: {
      name: 'Example',
      text: p(
        'Maria visits an in-network dentist for a cleaning and needs two fillings. The cleaning is paid in full. The dentist\u2019s network fee for the fillings is $280: Maria pays the $50 deductible plus 20% of the remaining $230 ($46), $96 in total, and Bluepine pays $184.',
      ),
    },
    faq: {
      name: 'Frequently Asked Questions',
      text: faq([
        [
          'Can I keep my dentist?',
          'Yes. You may see any dentist. If your dentist is outside the network, Bluepine pays the same percentages of its allowed amount, and the dentist may bill you the difference.',
        ],
        [
          'Does the plan cover children\u2019s sealants?',
          'Yes, sealants on permanent molars are covered as preventive care for children under 16.',
        ],
        [
          'When do I get my ID card?',
          'Your digital ID card is e-mailed within 2 business days of enrollment; a printed card follows by mail in 7 to 10 days.',
        ],
      ]),
    },
    pricing: [
      { label: '$1,000 Annual Max', rates: rateTable({ baseCents: 2449, ages: MILD_AGE, tiers: LIGHT_TIERS }) },
      { label: '$1,500 Annual Max', rates: rateTable({ baseCents: 3129, ages: MILD_AGE, tiers: LIGHT_TIERS }) },
    ],
  },
  {
    code: 'DN102',
    name: 'Bluepine Dental Plus with Orthodontia',
    category: 'dental',
    carrier: 'Bluepine Dental Co.',
    sortOrder: 2,
    oneTimeFeeCents: 1500,
    shortText: p('Richer dental cover with a <strong>$2,500</strong> annual maximum, implants and child orthodontia.'),
    headerText: 'Higher maximums and braces for the kids',
    bodyText:
      p('Dental Plus covers everything in Essentials and adds implants and orthodontic treatment for dependent children under age 19.') +
      ul([
        'Preventive 100%, basic 80%, major 60%',
        'Implants covered as a major service after 12 months',
        'Child orthodontia: 50% up to a $1,500 lifetime maximum per child, after 12 months',
        'Annual maximum rolls over: unused benefit up to $350 a year carries forward when you have at least one cleaning',
        'One-time $15.00 enrollment fee',
      ]),
    blueBarText: 'Dental PPO with implants and orthodontia',
    exclusions: dentalExclusions,
    faq: {
      name: 'Frequently Asked Questions',
      text: faq([
        ['Are adult braces covered?', 'No. Orthodontia is covered for dependent children under age 19 only.'],
        [
          'Is treatment already in progress covered?',
          'Orthodontic treatment started before your effective date is covered for the remaining months, after the 12-month waiting period.',
        ],
      ]),
    },
    pricing: [
      { label: '$2,500 Annual Max', rates: rateTable({ baseCents: 4295, ages: MILD_AGE, tiers: { IO: 1, IS: 1.8, IC: 2.05, IF: 2.9 } }) },
    ],
  },
  {
    code: 'DN103',
    name: 'SmileSaver Dental Discount Card',
    category: 'dental',
    carrier: 'Bluepine Dental Co.',
    sortOrder: 3,
    shortText: p('Save 15% to 50% on dental care at 40,000 participating offices. No waiting periods, no annual limits.'),
    headerText: 'Dental savings you can use tomorrow',
    bodyText:
      p('SmileSaver is a discount program, not insurance. You pay the participating dentist a reduced fee at the time of service.') +
      ul([
        'Cleanings from $45',
        'Crowns typically 30% to 45% below usual fees',
        'Covers the whole household at one price',
        'Cancel any month',
      ]),
    blueBarText: 'Dental discount card: not insurance',
    pricing: [{ label: 'Household Card', rates: rateTable({ baseCents: 1195, tiers: { IO: 1, IS: 1.34, IC: 1.34, IF: 1.67 } }) }],
  },
  {
    code: 'DN104',
    name: 'Acme Employee Dental Choice',
    category: 'dental',
    carrier: 'Bluepine Dental Co.',
    sortOrder: 4,
    shortText: p('Employer-sponsored dental for Acme Manufacturing and Riverside Logistics employees, payroll deducted.'),
    headerText: 'Your worksite dental plan',
    bodyText:
      p('Negotiated for employees of participating employers. Premiums are deducted from your paycheck before taxes.') +
      ul(['Preventive 100%, basic 80%, major 50%', '$1,250 annual maximum', 'No waiting period on basic services', '$25 deductible']),
    blueBarText: 'Available to employees of participating groups',
    exclusions: dentalExclusions,
    rules: { groupIds: [DEMO_GROUP_IDS.acme, DEMO_GROUP_IDS.riverside] },
    pricing: [{ label: '$1,250 Annual Max', rates: rateTable({ baseCents: 1875, tiers: LIGHT_TIERS }) }],
  },
  {
    code: 'VS201',
    name: 'Clearview Vision Basic',
    category: 'vision',
    carrier: 'Clearview Vision Mutual',
    sortOrder: 1,
    flags: { isFeatured: true },
    shortText: p('Yearly eye exam for a <strong>$10 copay</strong> and a <strong>$150</strong> allowance for frames or contacts.'),
    headerText: 'Clear sight for less',
    bodyText:
      p('Use any of 30,000 Clearview network providers, including major retail optical chains and independent optometrists.') +
      ul([
        'Eye exam every 12 months: $10 copay',
        'Standard lenses every 12 months: $25 copay',
        'Frames every 24 months: $150 allowance, 20% off any amount over',
        'Contact lenses instead of glasses: $150 allowance',
        'LASIK: 15% off the usual price at participating surgeons',
      ]),
    blueBarText: 'Vision: $10 exam, $150 frame allowance',
    exclusions: {
      name: 'Limitations & Exclusions',
      text: ul([
        'Medical or surgical treatment of the eye',
        'Non-prescription (plano) lenses',
        'Replacement of lost or broken lenses or frames before the next benefit period',
        'Two pairs of glasses in lieu of bifocals',
      ]),
    },
    example: {
      name: 'Example',
      text: p(
        'Jordan has an eye exam ($10 copay) and picks $210 frames with standard lenses ($25 copay). The $150 allowance leaves $60; the 20% discount lowers it to $48. Jordan pays $83 in total.',
      ),
    },
    pricing: [{ label: 'Standard', rates: rateTable({ baseCents: 795, ages: MILD_AGE, tiers: LIGHT_TIERS }) }],
  },
  {
    code: 'VS202',
    name: 'Clearview Vision Premier',
    category: 'vision',
    carrier: 'Clearview Vision Mutual',
    sortOrder: 2,
    shortText: p('Frames every 12 months with a <strong>$250</strong> allowance, anti-glare and progressive lenses included.'),
    headerText: 'Our richest vision plan',
    bodyText: ul([
      'Eye exam every 12 months: $0 copay',
      'Frames every 12 months: $250 allowance',
      'Anti-glare coating, scratch coating and standard progressives included',
      'Contacts: $250 allowance, or fully covered when medically necessary',
      'Second pair of glasses 40% off',
    ]),
    blueBarText: 'Vision: $0 exam, $250 allowance every year',
    faq: {
      name: 'Frequently Asked Questions',
      text: faq([
        [
          'Can I use an out-of-network provider?',
          'Yes. Submit the receipt and Clearview reimburses up to $45 for the exam and $120 for frames.',
        ],
        ['Are blue-light lenses covered?', 'Blue-light filtering is covered with a $15 copay.'],
      ]),
    },
    pricing: [{ label: 'Premier', rates: rateTable({ baseCents: 1395, ages: MILD_AGE, tiers: LIGHT_TIERS }) }],
  },
  {
    code: 'VS203',
    name: 'Lumen Eyecare Savings',
    category: 'vision',
    carrier: 'Lumen Health Services',
    sortOrder: 3,
    shortText: p('Discounts of up to 60% on glasses, contacts and LASIK for the whole household.'),
    headerText: 'Vision discounts, no paperwork',
    bodyText:
      p('Show your Lumen card at participating optical stores. This is a discount program, not insurance.') +
      ul(['Exams from $49', 'Up to 60% off frames', '$500 off LASIK per eye']),
    blueBarText: 'Vision discount program: not insurance',
    pricing: [{ label: 'Household Card', rates: rateTable({ baseCents: 495, tiers: { IO: 1, IS: 1.4, IC: 1.4, IF: 1.8 } }) }],
  },
];
