import type { Tier } from '../codes/codes';

/**
 * Plain domain mirrors of the catalog tables (apps/api/src/db/schema/catalog.ts). The API maps
 * its rows onto these; the domain never sees a database row.
 */

/** The flags of a plan that pricing and add-to-cart look at (table `plans`). */
export interface PricingPlan {
  id: number;
  /** Medically underwritten carrier life plan that carries the 3% fee ("prudential" on the wire). */
  isUnderwrittenLife: boolean;
  requiresMembership: boolean;
  isPremier: boolean;
  /** The plan has qualifying questions (rows in `plan_questions`) to answer before rates show. */
  hasQualifyingQuestions: boolean;
}

/**
 * Eligibility rules of a plan (table `plan_rules`). null, undefined or an empty list means
 * "no restriction": a plan that is sold nowhere is switched off with `is_active`, not an empty list.
 */
export interface PlanRules {
  /** Two-letter state codes the plan is sold in. */
  states?: readonly string[] | null;
  tiers?: readonly string[] | null;
  /** Issue ages, inclusive. */
  minAge?: number | null;
  maxAge?: number | null;
  /** Age limit of the plan itself (planAgeError), distinct from the issue ages and rate bands. */
  planMaxAge?: number | null;
  minAnnualIncomeCents?: number | null;
  minWeeklyHours?: number | null;
  /** The plan is sold only in these metro areas: the zip must start with one of them. */
  metroZipPrefixes?: readonly string[] | null;
  /** The visitor must say whether they use tobacco, even when the rates do not depend on it. */
  requiresTobaccoAnswer?: boolean | null;
  portalIds?: readonly number[] | null;
  groupIds?: readonly number[] | null;
  /** Yearly blackout window as 'MM-DD', inclusive (used by add-to-cart and effective dates). */
  blackoutStart?: string | null;
  blackoutEnd?: string | null;
  /** The plan was replaced: pricing points to this plan instead (changePid). */
  replacedByPlanId?: number | null;
}

/** A pricing option of a plan: a coverage amount or deductible (table `pricing_options`). */
export interface PricingOption {
  id: number;
  planId: number;
  label: string;
  sortOrder: number;
}

/** One monthly rate (table `prices`). Ages are inclusive; null state or tobacco means "any". */
export interface PriceRow {
  id: number;
  pricingOptionId: number;
  tier: string;
  minAge: number;
  maxAge: number;
  state: string | null;
  tobacco: boolean | null;
  monthlyCents: number;
}

/** The visitor's filter (the temporary enrollment's filter info). */
export interface PricingFilter {
  zip: string;
  /** Two-letter state code, from the zip. */
  state: string;
  /** 'YYYY-MM-DD'. */
  dob: string;
  gender: string;
  tier: Tier;
  /** undefined: the visitor has not said. */
  isSmoker?: boolean | undefined;
  annualIncomeCents?: number | undefined;
  /** Weekly working hours. */
  workingHours?: number | undefined;
  portalId?: number | undefined;
  groupId?: number | undefined;
}

export interface PricingContext {
  /** The temporary enrollment named by the request exists (and belongs to the caller). */
  enrollmentExists: boolean;
  /** The visitor has answered this plan's qualifying questions. */
  questionsAnswered: boolean;
  /** The answers given decline the application. */
  questionsDeclined?: boolean;
}
