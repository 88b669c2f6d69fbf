import type { MembershipLevel } from '@benefit-store/domain';
import { DEMO_FOOTER_PLAN_CODE, DEMO_MEMBERSHIP_CODES } from '../demo-ids';
import { faq, flatRates, p, rateTable, ul, type PlanSeed } from './plan-seed';

/** The association membership levels (spec 000 "Association membership page"). */
export type MembershipSeed = { level: MembershipLevel; planCode: string; termLifeCents: number; features: string[] };

const HEALTH_COACH = 'Health coach';
const FITNESS_APP = 'Fitness app';
const RX_CARD = 'Prescription card';
const TRAVEL = 'Travel and entertainment';
const BILL_NEGOTIATION = 'Medical bill negotiation';
const termLife = (dollars: string) => `Term life ${dollars}`;

export const MEMBERSHIPS: MembershipSeed[] = [
  {
    level: 'bronze',
    planCode: DEMO_MEMBERSHIP_CODES.bronze,
    termLifeCents: 500_000,
    features: [HEALTH_COACH, FITNESS_APP, termLife('$5,000'), RX_CARD, TRAVEL, BILL_NEGOTIATION],
  },
  {
    level: 'silver',
    planCode: DEMO_MEMBERSHIP_CODES.silver,
    termLifeCents: 700_000,
    features: [HEALTH_COACH, FITNESS_APP, termLife('$7,000'), RX_CARD, TRAVEL],
  },
  {
    level: 'gold',
    planCode: DEMO_MEMBERSHIP_CODES.gold,
    termLifeCents: 1_000_000,
    features: [HEALTH_COACH, FITNESS_APP, termLife('$10,000'), RX_CARD, TRAVEL, BILL_NEGOTIATION],
  },
];

const associationText =
  p(
    'The Benefit Store Association is a non-profit consumer association with over 100,000 members. Membership gives you access to group rates negotiated with our carriers and to everyday member benefits.',
  ) +
  p(
    'Some plans, such as Harborlight Term Life, are offered only to association members. Membership is for the entire family and can be cancelled at any time.',
  );

const membershipPlan = (membership: MembershipSeed, name: string, monthlyCents: number, sortOrder: number, extra: string): PlanSeed => ({
  code: membership.planCode,
  name,
  category: 'lifestyle',
  carrier: 'Benefit Store Association',
  sortOrder,
  flags: { hasLifeBenefit: true },
  shortText: p(
    `Association membership for the entire family, with <strong>${termLifeLabel(membership.termLifeCents)}</strong> of term life included.`,
  ),
  headerText: `${name}: $${(monthlyCents / 100).toFixed(2)} per month for the entire family`,
  bodyText: p('Your membership includes:') + ul(membership.features) + p(extra),
  blueBarText: 'Association membership: entire family, one price',
  associationText,
  faq: {
    name: 'Frequently Asked Questions',
    text: faq([
      ['Who is covered by the included term life?', 'The primary member. Name your beneficiaries during enrollment.'],
      ['Can I change my level later?', 'Yes, from the first of any month. The new price applies from that date.'],
    ]),
  },
  pricing: [{ label: `${capitalise(membership.level)} Membership`, rates: flatRates(monthlyCents) }],
});

const termLifeLabel = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const [bronze, silver, gold] = MEMBERSHIPS as [MembershipSeed, MembershipSeed, MembershipSeed];

/** Memberships, the association plan shown in the footer, and lifestyle services. */
export const LIFESTYLE_PLANS: PlanSeed[] = [
  membershipPlan(
    bronze,
    'Bronze Membership',
    500,
    10,
    'Bronze includes medical bill negotiation: advocates who review large bills and negotiate reductions for you.',
  ),
  membershipPlan(silver, 'Silver Membership', 1200, 11, 'Silver raises the included term life to $7,000.'),
  membershipPlan(gold, 'Gold Membership', 1600, 12, 'Gold includes our highest term life amount and medical bill negotiation.'),
  {
    code: DEMO_FOOTER_PLAN_CODE,
    name: 'Benefit Store Association Plan',
    category: 'lifestyle',
    carrier: 'Benefit Store Association',
    sortOrder: 1,
    flags: { isFeatured: true, isFooterPlan: true },
    shortText: p('Join over 100,000 members: telehealth, prescription savings and member discounts for <strong>$9.95 a month</strong>.'),
    headerText: 'Why join the Benefit Store Association?',
    bodyText:
      associationText +
      ul([
        '$0 telehealth visits for the whole household, 24/7',
        'Silverleaf prescription savings card',
        'Discounts on gyms, travel, hotels and theme parks',
        'Access to member-only plans and group rates',
        'Member newsletter and financial wellness webinars',
      ]),
    blueBarText: 'Access to plans requires joining our association',
    associationText,
    faq: {
      name: 'Frequently Asked Questions',
      text: faq([
        [
          'Is this insurance?',
          'No. The association plan is a membership with discount and service benefits; it gives you access to insurance plans offered to members.',
        ],
        [
          'How do I cancel?',
          'Call member services at 800-555-0142 or write to support@benefitstore.example. Cancellation takes effect at the end of the month.',
        ],
      ]),
    },
    pricing: [{ label: 'Household Membership', rates: flatRates(995) }],
  },
  {
    code: 'LS702',
    name: 'Lumen Doctor on Call',
    category: 'lifestyle',
    carrier: 'Lumen Health Services',
    sortOrder: 2,
    flags: { isFeatured: true },
    shortText: p('Talk to a board-certified doctor by phone or video in under 15 minutes, <strong>$0 per visit</strong>.'),
    headerText: 'A doctor in your pocket, day or night',
    bodyText:
      p(
        'Doctor on Call treats common conditions such as colds, flu, allergies, rashes and urinary tract infections, and can send prescriptions to your pharmacy.',
      ) +
      ul([
        'Unlimited $0 visits for the household',
        'Median wait time 9 minutes',
        'Pediatric and dermatology consults',
        'Behavioural health counselling: 3 sessions a year',
      ]),
    blueBarText: 'Telemedicine: unlimited $0 visits',
    example: {
      name: 'Example',
      text: p(
        'At 11 pm your daughter has an earache. You request a video visit, a pediatrician examines her with your phone camera and sends an antibiotic to the 24-hour pharmacy. Cost: $0.',
      ),
    },
    pricing: [{ label: 'Household', rates: rateTable({ baseCents: 1495, tiers: { IO: 1, IS: 1.33, IC: 1.33, IF: 1.67 } }) }],
  },
  {
    code: 'LS703',
    name: 'Roadside & Travel Assist',
    category: 'lifestyle',
    carrier: 'Benefit Store Association',
    sortOrder: 3,
    shortText: p('Towing up to 15 miles, lockout service and travel emergency help more than 100 miles from home.'),
    headerText: 'Help on the road and when you travel',
    bodyText: ul([
      'Towing up to 15 miles, 4 calls a year',
      'Flat tyre, battery jump and fuel delivery',
      'Lost passport and emergency cash transfer assistance',
      'Medical evacuation coordination',
    ]),
    blueBarText: 'Roadside and travel assistance',
    pricing: [{ label: 'Household', rates: flatRates(895) }],
  },
  {
    code: 'LS704',
    name: 'IdentityShield Protection',
    category: 'lifestyle',
    carrier: 'Benefit Store Association',
    sortOrder: 4,
    shortText: p('Credit monitoring at three bureaus and <strong>$1 million</strong> identity theft expense reimbursement.'),
    headerText: 'Protect your name and your credit',
    bodyText: ul([
      'Three-bureau credit monitoring and alerts',
      'Dark web monitoring of your e-mail and card numbers',
      'Restoration specialists who do the paperwork',
      '$1,000,000 expense reimbursement',
    ]),
    blueBarText: 'Identity theft protection',
    pricing: [{ label: 'Individual', rates: rateTable({ baseCents: 995, tiers: { IO: 1, IS: 1.7, IC: 1.3, IF: 2 } }) }],
  },
];
