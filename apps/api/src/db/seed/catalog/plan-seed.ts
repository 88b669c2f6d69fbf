import type { PlanCategory, Tier } from '@benefit-store/domain';
import type { CarrierName } from './carriers';
import type { PlanRulesData } from '../../plan-rules-row';

/** One monthly rate row of a pricing option (mirrors the `prices` table). */
export type RateSeed = {
  tier: Tier;
  minAge: number;
  maxAge: number;
  state?: string;
  tobacco?: boolean;
  monthlyCents: number;
};

export type PricingOptionSeed = { label: string; rates: RateSeed[] };

export type PlanQuestionSeed = {
  text: string;
  subType?: 'text_field' | 'checkbox' | 'detail';
  requireDetail?: boolean;
  declineMessage?: string;
  options?: { text: string; group?: string }[];
  /** Restates the filter's tobacco question (answered from it when known). */
  asksTobacco?: boolean;
};

/** The rules `planRulesRow` stores, with the seed's tiers typed and the successor named by code. */
export type PlanRulesSeed = Omit<PlanRulesData, 'tiers'> & {
  tiers?: Tier[];
  /** Code of the successor plan (resolved to its id at insert time). */
  replacedByCode?: string;
};

export type PlanFlags = Partial<{
  isFeatured: boolean;
  isFooterPlan: boolean;
  isUnderwrittenLife: boolean;
  isDisability: boolean;
  isPremier: boolean;
  isMedicallyUnderwritten: boolean;
  requiresMembership: boolean;
  hasLifeBenefit: boolean;
  needsEmployment: boolean;
}>;

export type TitledText = { name: string; text: string };

/** A plan with everything that hangs off it, as plain data. */
export type PlanSeed = {
  code: string;
  name: string;
  category: PlanCategory;
  carrier: CarrierName;
  shortText: string;
  headerText: string;
  bodyText: string;
  blueBarText: string;
  associationText?: string;
  exclusions?: TitledText;
  example?: TitledText;
  faq?: TitledText;
  flags?: PlanFlags;
  oneTimeFeeCents?: number;
  sortOrder?: number;
  isActive?: boolean;
  rules?: PlanRulesSeed;
  pricing: PricingOptionSeed[];
  questions?: PlanQuestionSeed[];
  carrierQuestions?: { text: string; expectedTrue: boolean }[];
};

/** Public path of a plan's logo (a committed file under apps/api/assets/logos). */
export const planLogoPath = (code: string) => `/assets/logos/${code.toLowerCase()}.svg`;

// ---- small HTML builders for plan texts ----

export const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');
export const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const faq = (pairs: [question: string, answer: string][]) =>
  pairs.map(([q, a]) => `<p><strong>${q}</strong></p><p>${a}</p>`).join('');

// ---- rate tables ----

export type AgeBand = readonly [minAge: number, maxAge: number, factor: number];

/** One rate for every adult age. */
export const FLAT_AGE: AgeBand[] = [[18, 120, 1]];
/** Typical health-type age curve. */
export const HEALTH_AGE: AgeBand[] = [
  [18, 29, 1],
  [30, 39, 1.14],
  [40, 49, 1.32],
  [50, 64, 1.71],
  [65, 120, 2.12],
];
/** Mild curve (dental, vision, accident). */
export const MILD_AGE: AgeBand[] = [
  [18, 29, 1],
  [30, 39, 1.05],
  [40, 49, 1.12],
  [50, 64, 1.24],
  [65, 120, 1.38],
];
/** Steep mortality curve for term life, issue ages 18-64. */
export const LIFE_AGE: AgeBand[] = [
  [18, 29, 1],
  [30, 39, 1.32],
  [40, 49, 2.41],
  [50, 64, 5.35],
];
/** Disability and income plans, issue ages 18-59. */
export const INCOME_AGE: AgeBand[] = [
  [18, 29, 1],
  [30, 39, 1.18],
  [40, 49, 1.46],
  [50, 59, 1.93],
];

export type TierFactors = Record<Tier, number>;
export const HEALTH_TIERS: TierFactors = { IO: 1, IS: 1.95, IC: 1.82, IF: 2.85 };
export const LIGHT_TIERS: TierFactors = { IO: 1, IS: 1.6, IC: 1.5, IF: 2.2 };
export const LIFE_TIERS: TierFactors = { IO: 1, IS: 1.55, IC: 1.12, IF: 1.68 };
export const SAME_TIERS: TierFactors = { IO: 1, IS: 1, IC: 1, IF: 1 };

const ALL_TIERS: Tier[] = ['IO', 'IS', 'IC', 'IF'];

/**
 * Rate rows for one pricing option: the Member-Only rate of the youngest band times the tier
 * and age factors, optionally split by state factor and by tobacco use.
 */
export function rateTable(options: {
  baseCents: number;
  ages?: AgeBand[];
  tiers?: TierFactors;
  onlyTiers?: Tier[];
  states?: Record<string, number>;
  tobaccoFactor?: number;
}): RateSeed[] {
  const { baseCents, ages = FLAT_AGE, tiers = HEALTH_TIERS, onlyTiers = ALL_TIERS, states, tobaccoFactor } = options;
  const stateEntries: [string | undefined, number][] = states ? Object.entries(states) : [[undefined, 1]];
  const tobaccoEntries: [boolean | undefined, number][] = tobaccoFactor
    ? [
        [false, 1],
        [true, tobaccoFactor],
      ]
    : [[undefined, 1]];
  const rows: RateSeed[] = [];
  for (const tier of onlyTiers) {
    for (const [minAge, maxAge, ageFactor] of ages) {
      for (const [state, stateFactor] of stateEntries) {
        for (const [tobacco, tobaccoMultiplier] of tobaccoEntries) {
          rows.push({
            tier,
            minAge,
            maxAge,
            ...(state ? { state } : {}),
            ...(tobacco === undefined ? {} : { tobacco }),
            monthlyCents: Math.round(baseCents * tiers[tier] * ageFactor * stateFactor * tobaccoMultiplier),
          });
        }
      }
    }
  }
  return rows;
}

/** The same monthly price for every tier and age (memberships, discount cards). */
export const flatRates = (monthlyCents: number, onlyTiers: Tier[] = ALL_TIERS): RateSeed[] =>
  rateTable({ baseCents: monthlyCents, tiers: SAME_TIERS, onlyTiers });

/** The rate row that applies to a shopper, or undefined when none does. */
export function findRate(
  option: PricingOptionSeed,
  who: { tier: Tier; age: number; state?: string; tobacco?: boolean },
): RateSeed | undefined {
  return option.rates.find(
    (r) =>
      r.tier === who.tier &&
      r.minAge <= who.age &&
      who.age <= r.maxAge &&
      (r.state === undefined || r.state === who.state) &&
      (r.tobacco === undefined || r.tobacco === (who.tobacco ?? false)),
  );
}

/** Whole years between a birth date and a day (both ISO yyyy-mm-dd). */
export function ageOn(birthdate: string, onDate: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
