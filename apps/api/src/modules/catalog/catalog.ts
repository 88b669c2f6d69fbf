import { isForSale, type SaleScope } from '@benefit-store/domain';
import type { Db } from '../../db/client';
import { groupBy } from '../../lib/group-by';
import {
  readCatalogRows,
  type CarrierQuestionRow,
  type CatalogRows,
  type PlanRow,
  type PlanRulesRow,
  type PriceRow,
  type PricingOptionRow,
  type QuestionOptionRow,
  type QuestionRow,
} from './catalog.repository';

export type { CarrierQuestionRow, PlanRow, PlanRulesRow, PriceRow, PricingOptionRow, QuestionOptionRow, QuestionRow };
export type MembershipRow = CatalogRows['membershipRows'][number] & Pick<PlanRow, 'shortText' | 'associationText'> & { planName: string };

export type PlanScope = SaleScope;

const NONE: readonly never[] = [];

/**
 * The store's catalog as one read-only snapshot in memory (docs/decisions/0063): plans
 * with their texts (cleaned when stored), rules, pricing options and rates, memberships and
 * questions, indexed by plan. Every lookup answers in catalog order (sort order, then id), as the
 * queries it replaces did. Never changed after it is built; a catalog change builds a new one.
 */
export class Catalog {
  private readonly planById: Map<number, PlanRow>;
  private readonly rulesByPlan: Map<number, PlanRulesRow>;
  private readonly optionsByPlan: Map<number, PricingOptionRow[]>;
  private readonly pricesByPlan: Map<number, PriceRow[]>;
  private readonly lowestCentsByPlan: Map<number, number>;
  private readonly questionsByPlan: Map<number, QuestionRow[]>;
  private readonly optionsByQuestion: Map<number, QuestionOptionRow[]>;
  private readonly statementsByPlan: Map<number, CarrierQuestionRow[]>;
  private readonly activePlans: readonly PlanRow[];
  /** The association memberships of active plans, Bronze to Gold (by included term life). */
  readonly memberships: readonly MembershipRow[];
  /** Every membership's plan id, active or not (a retired membership in a cart is still a membership). */
  readonly membershipPlanIds: readonly number[];

  constructor(rows: CatalogRows) {
    this.planById = new Map(rows.planRows.map((plan) => [plan.id, plan]));
    this.activePlans = rows.planRows.filter((plan) => plan.isActive);
    this.rulesByPlan = new Map(rows.rules.map((rule) => [rule.planId, rule]));
    this.optionsByPlan = groupBy(rows.options, (option) => option.planId);
    const planOfOption = new Map(rows.options.map((option) => [option.id, option.planId]));
    // A rate row's option always exists (foreign key), so its plan is known.
    this.pricesByPlan = groupBy(rows.priceRows, (price) => planOfOption.get(price.pricingOptionId) ?? -1);
    this.lowestCentsByPlan = new Map();
    for (const [planId, planPrices] of this.pricesByPlan) {
      let lowest: number | undefined;
      for (const { monthlyCents } of planPrices)
        if (monthlyCents >= 0 && (lowest === undefined || monthlyCents < lowest)) lowest = monthlyCents;
      if (lowest !== undefined) this.lowestCentsByPlan.set(planId, lowest);
    }
    this.questionsByPlan = groupBy(rows.questions, (question) => question.planId);
    this.optionsByQuestion = groupBy(rows.questionOptions, (option) => option.questionId);
    this.statementsByPlan = groupBy(rows.statements, (statement) => statement.planId);
    this.membershipPlanIds = rows.membershipRows.map((row) => row.planId);
    this.memberships = rows.membershipRows.flatMap((row) => {
      const plan = this.planById.get(row.planId);
      return plan?.isActive ? [{ ...row, planName: plan.name, shortText: plan.shortText, associationText: plan.associationText }] : [];
    });
  }

  /** Active plans a portal / group may sell (the menu's scope), optionally of some categories, in catalog order. */
  plansInScope(scope: PlanScope, categories?: readonly string[]): PlanRow[] {
    return this.activePlans.filter(
      (plan) => (!categories || categories.includes(plan.category)) && isForSale(plan.id, this.rulesByPlan.get(plan.id), scope),
    );
  }

  /** The categories with a plan in scope, in catalog order of their first plan. */
  categoriesInScope(scope: PlanScope): string[] {
    return [...new Set(this.plansInScope(scope).map((plan) => plan.category))];
  }

  /** An active plan with all its texts and flags. */
  activePlan(planId: number): PlanRow | undefined {
    const plan = this.planById.get(planId);
    return plan?.isActive ? plan : undefined;
  }

  /** The plan the footer's "Learn more" opens: the one asked for, or the store's footer plan; active only. */
  footerPlan(planId: number | undefined): PlanRow | undefined {
    if (planId) return this.activePlan(planId);
    return this.activePlans.filter((plan) => plan.isFooterPlan).sort((a, b) => a.id - b.id)[0];
  }

  /** Featured, active plans in catalog order (who may buy them is the caller's question). */
  featuredPlanIds(): number[] {
    return this.activePlans.filter((plan) => plan.isFeatured).map((plan) => plan.id);
  }

  rulesOf(planId: number): PlanRulesRow | undefined {
    return this.rulesByPlan.get(planId);
  }

  /** The plan's pricing options, in their sort order. */
  pricingOptionsOf(planId: number): readonly PricingOptionRow[] {
    return this.optionsByPlan.get(planId) ?? NONE;
  }

  /** The rate rows of the plan's pricing options. */
  pricesOf(planId: number): readonly PriceRow[] {
    return this.pricesByPlan.get(planId) ?? NONE;
  }

  /** The lowest monthly rate of the plan over all its options, tiers, ages and states; undefined without rates. */
  lowestCentsOf(planId: number): number | undefined {
    return this.lowestCentsByPlan.get(planId);
  }

  questionsOf(planId: number): readonly QuestionRow[] {
    return this.questionsByPlan.get(planId) ?? NONE;
  }

  questionOptionsOf(questionId: number): readonly QuestionOptionRow[] {
    return this.optionsByQuestion.get(questionId) ?? NONE;
  }

  carrierQuestionsOf(planId: number): readonly CarrierQuestionRow[] {
    return this.statementsByPlan.get(planId) ?? NONE;
  }
}

/** Reads the whole catalog in one consistent snapshot. */
export async function loadCatalog(db: Db): Promise<Catalog> {
  return new Catalog(await readCatalogRows(db));
}
