import { and, asc, countDistinct, eq, inArray, min, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  carrierQuestions,
  memberships,
  planEvents,
  planQuestionOptions,
  planQuestions,
  planRules,
  plans,
  prices,
  pricingOptions,
} from '../../db/schema';
import { inScope, type PlanScope } from '../catalog/menu.repository';

export type { PlanScope };

/** Active plans a portal / group may sell (the menu's scope), optionally of some categories, in catalog order. */
export async function listPlansInScope(db: DbOrTx, scope: PlanScope, categories?: readonly string[]) {
  return db
    .select({
      id: plans.id,
      name: plans.name,
      logo: plans.logo,
      shortText: plans.shortText,
      category: plans.category,
      isUnderwrittenLife: plans.isUnderwrittenLife,
      requiresMembership: plans.requiresMembership,
      isPremier: plans.isPremier,
    })
    .from(plans)
    .leftJoin(planRules, eq(planRules.planId, plans.id))
    .where(and(inScope(scope), categories ? inArray(plans.category, [...categories]) : undefined))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
}
export type PlanListRow = Awaited<ReturnType<typeof listPlansInScope>>[number];

/** An active plan with all its texts and flags. */
export async function findActivePlan(db: DbOrTx, planId: number) {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.isActive, true)));
  return row;
}
export type PlanRow = NonNullable<Awaited<ReturnType<typeof findActivePlan>>>;

export async function listRules(db: DbOrTx, planIds: readonly number[]) {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(planRules)
    .where(inArray(planRules.planId, [...planIds]));
}

export async function listPricingOptions(db: DbOrTx, planIds: readonly number[]) {
  if (planIds.length === 0) return [];
  return db
    .select({ id: pricingOptions.id, planId: pricingOptions.planId, label: pricingOptions.label, sortOrder: pricingOptions.sortOrder })
    .from(pricingOptions)
    .where(inArray(pricingOptions.planId, [...planIds]));
}

export async function listPrices(db: DbOrTx, pricingOptionIds: readonly number[]) {
  if (pricingOptionIds.length === 0) return [];
  return db
    .select()
    .from(prices)
    .where(inArray(prices.pricingOptionId, [...pricingOptionIds]));
}

/** The lowest monthly rate of each plan, over all its options, tiers, ages and states. */
export async function listLowestRates(db: DbOrTx, planIds: readonly number[]) {
  if (planIds.length === 0) return [];
  return db
    .select({ planId: pricingOptions.planId, cents: min(prices.monthlyCents) })
    .from(prices)
    .innerJoin(pricingOptions, eq(pricingOptions.id, prices.pricingOptionId))
    .where(and(inArray(pricingOptions.planId, [...planIds]), sql`${prices.monthlyCents} >= 0`))
    .groupBy(pricingOptions.planId);
}

/** The three association memberships with their plans, Bronze to Gold. */
export async function listMemberships(db: DbOrTx) {
  return db
    .select({
      planId: memberships.planId,
      level: memberships.level,
      termLifeCents: memberships.termLifeCents,
      features: memberships.features,
      planName: plans.name,
      shortText: plans.shortText,
      associationText: plans.associationText,
    })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(eq(plans.isActive, true))
    .orderBy(asc(memberships.termLifeCents), asc(memberships.id));
}

export async function listMembershipPlanIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ planId: memberships.planId }).from(memberships);
  return rows.map((row) => row.planId);
}

export async function listQuestions(db: DbOrTx, planId: number) {
  return db
    .select()
    .from(planQuestions)
    .where(eq(planQuestions.planId, planId))
    .orderBy(asc(planQuestions.sortOrder), asc(planQuestions.id));
}
export type QuestionRow = Awaited<ReturnType<typeof listQuestions>>[number];

export async function listQuestionOptions(db: DbOrTx, questionIds: readonly number[]) {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(planQuestionOptions)
    .where(inArray(planQuestionOptions.questionId, [...questionIds]))
    .orderBy(asc(planQuestionOptions.sortOrder), asc(planQuestionOptions.id));
}

export async function listCarrierQuestions(db: DbOrTx, planId: number) {
  return db
    .select()
    .from(carrierQuestions)
    .where(eq(carrierQuestions.planId, planId))
    .orderBy(asc(carrierQuestions.sortOrder), asc(carrierQuestions.id));
}
export type CarrierQuestionRow = Awaited<ReturnType<typeof listCarrierQuestions>>[number];

/**
 * Plans bought together with `planId`: for every other plan, the number of enrollments whose
 * cart adds or completed enrollments hold both, most first.
 */
export async function listCoBoughtPlans(db: DbOrTx, planId: number) {
  const withPlan = db
    .selectDistinct({ enrollmentId: planEvents.enrollmentId })
    .from(planEvents)
    .where(and(eq(planEvents.planId, planId), sql`${planEvents.enrollmentId} is not null`));
  return db
    .select({ planId: planEvents.planId, enrollments: countDistinct(planEvents.enrollmentId) })
    .from(planEvents)
    .where(and(ne(planEvents.planId, planId), inArray(planEvents.enrollmentId, withPlan)))
    .groupBy(planEvents.planId);
}
