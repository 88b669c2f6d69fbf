import {
  PLAN_CATEGORIES,
  PLAN_CATEGORY_LABELS,
  centsToWire,
  listingPrice,
  priceBasisLabel,
  shownPriceCents,
  type PlanCategory,
  type PlanSummary,
  type PricingFilter,
} from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { listCategoriesInScope } from '../catalog/menu.repository';
import type { Enrollment } from '../enrollment/enrollment-access';
import { listCartLines } from './plan-cart.repository';
import * as repo from './plans.repository';
import { pricingFilterOf, toPricingPlan } from './pricing.service';

const isCategory = (key: string): key is PlanCategory => (PLAN_CATEGORIES as readonly string[]).includes(key);
const labelOf = (key: string) => (isCategory(key) ? PLAN_CATEGORY_LABELS[key] : key);
const inStoreOrder = (keys: readonly string[]) => PLAN_CATEGORIES.filter((key) => keys.includes(key));

export const scopeOf = (enrollment: Enrollment): repo.PlanScope => ({
  portalId: enrollment.portalId ?? undefined,
  groupId: enrollment.groupId ?? undefined,
});

/**
 * The summaries of the plans a visitor may buy, with their 'Starting From' price, an underwritten
 * life plan's administrative fee included (DESIGN §3 "Fees"). With the visitor's filter, the price
 * is for that filter (listingPrice) and says so (price_for); a plan the filter gets no price for
 * (state, metro area, tier, age) is left out of strips and shown without a price in the plans list
 * (its page offers to edit the basic info, spec 000 §8). Without a filter, the plan's lowest rate.
 * The rows come from a scope query (listPlansInScope), which already leaves out plans of other
 * portals or groups and replaced plans. One function for every list and strip, so a plan shows
 * one price on a page.
 */
export async function summarise(
  db: DbOrTx,
  rows: readonly repo.PlanListRow[],
  filter: PricingFilter | undefined,
  asOf: string,
  /** Strips offer only what they can price; the plans list keeps the rest, unpriced, for the plan page's fixes. */
  { keepUnpriced = false }: { keepUnpriced?: boolean } = {},
): Promise<PlanSummary[]> {
  const planIds = rows.map((row) => row.id);
  const [lowest, rules, options] = await Promise.all([
    filter ? Promise.resolve([]) : repo.listLowestRates(db, planIds),
    filter ? repo.listRules(db, planIds) : Promise.resolve([]),
    filter ? repo.listPricingOptions(db, planIds) : Promise.resolve([]),
  ]);
  const prices = filter
    ? await repo.listPrices(
        db,
        options.map((option) => option.id),
      )
    : [];
  const lowestByPlan = new Map(lowest.map((row) => [row.planId, row.cents ?? 0]));
  const rulesByPlan = new Map(rules.map((row) => [row.planId, row]));
  const priceFor = filter ? priceBasisLabel(filter, asOf) : null;
  return rows.flatMap((row) => {
    let cents: number | null;
    if (filter) {
      const listed = listingPrice({
        plan: toPricingPlan(row, false),
        rules: rulesByPlan.get(row.id) ?? null,
        options,
        prices,
        filter,
        asOf,
        context: { enrollmentExists: true, questionsAnswered: true },
      });
      if (listed.kind === 'notForSale' || (listed.kind === 'unpriced' && !keepUnpriced)) return [];
      cents = listed.kind === 'listed' ? listed.cents : null;
    } else {
      cents = shownPriceCents({ monthlyCents: lowestByPlan.get(row.id) ?? 0, isUnderwrittenLife: row.isUnderwrittenLife });
    }
    return [
      {
        plan_id: row.id,
        plan_name: row.name,
        plan_logo: row.logo,
        plan_short_text: row.shortText,
        plan_price: cents === null ? null : centsToWire(cents),
        plan_category: row.category,
        price_for: priceFor,
      },
    ];
  });
}

/** The plans of `planIds` the enrollment (or, without one, the scope) may buy, in the order asked, summarised. */
export async function summariseForVisitor(
  db: DbOrTx,
  planIds: readonly number[],
  visitor: { enrollment: Enrollment } | { scope: repo.PlanScope },
  asOf: string,
): Promise<PlanSummary[]> {
  const scope = 'enrollment' in visitor ? scopeOf(visitor.enrollment) : visitor.scope;
  const inScope = new Map((await repo.listPlansInScope(db, scope)).map((row) => [row.id, row]));
  const rows = planIds.flatMap((id) => inScope.get(id) ?? []);
  return summarise(db, rows, 'enrollment' in visitor ? pricingFilterOf(visitor.enrollment) : undefined, asOf);
}

/** get-filtered-plans: the enrollment's plans per category in store order; only categories with plans. */
export async function getFilteredPlans(db: DbOrTx, enrollment: Enrollment, categories: readonly string[] | undefined, asOf: string) {
  const scope = scopeOf(enrollment);
  const chosen = categories ?? (enrollment.filterInfo.categories?.length ? enrollment.filterInfo.categories : undefined);
  const rows = await repo.listPlansInScope(db, scope, chosen);
  const summaries = await summarise(db, rows, pricingFilterOf(enrollment), asOf, { keepUnpriced: true });
  return inStoreOrder(rows.map((row) => row.category)).map((category) => ({
    category,
    label: labelOf(category),
    plans: summaries.filter((summary) => summary.plan_category === category),
  }));
}

/** get-menu-filtered-plans: one category's plans for a portal / group, priced from their lowest rate. */
export async function getMenuFilteredPlans(db: DbOrTx, category: string, scope: repo.PlanScope, asOf: string) {
  return summarise(db, await repo.listPlansInScope(db, scope, [category]), undefined, asOf);
}

/** get-left-side-filter-fields: the categories in scope, marked when the filter chose them. */
export async function getLeftSideFilterFields(db: DbOrTx, enrollment: Enrollment) {
  const available = inStoreOrder(await listCategoriesInScope(db, scopeOf(enrollment)));
  const chosen = new Set(enrollment.filterInfo.categories ?? []);
  return { result: { categories: available.map((key) => ({ key, label: labelOf(key), selected: chosen.has(key) })) } };
}

const RELATED_LIMIT = 5;

/**
 * get-related-plans: plans bought together with this one (cart adds and enrollments of other
 * visitors, most first), then the rest of its category, in the enrollment's scope; never the plan
 * itself, plans already in the cart, or memberships (the association page sells those).
 */
export async function getRelatedPlans(db: DbOrTx, enrollment: Enrollment, plan: repo.PlanRow, asOf: string) {
  const [inScope, coBought, cart, membershipIds] = await Promise.all([
    repo.listPlansInScope(db, scopeOf(enrollment)),
    repo.listCoBoughtPlans(db, plan.id),
    listCartLines(db, enrollment.id),
    repo.listMembershipPlanIds(db),
  ]);
  const excluded = new Set([plan.id, ...cart.map((line) => line.planId), ...membershipIds]);
  const together = new Map(coBought.map((row) => [row.planId, row.enrollments]));
  const candidates = inScope
    .map((row, catalogOrder) => ({ row, catalogOrder, together: together.get(row.id) ?? 0, sameCategory: row.category === plan.category }))
    .filter((c) => !excluded.has(c.row.id) && (c.together > 0 || c.sameCategory))
    .sort((a, b) => b.together - a.together || Number(b.sameCategory) - Number(a.sameCategory) || a.catalogOrder - b.catalogOrder)
    .slice(0, RELATED_LIMIT);
  return summarise(
    db,
    candidates.map((c) => c.row),
    pricingFilterOf(enrollment),
    asOf,
  );
}
