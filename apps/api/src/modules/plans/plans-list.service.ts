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
import type { DataCipher } from '../../lib/data-cipher';
import type { Catalog, PlanRow, PlanScope } from '../catalog/index';
import type { Enrollment } from '../../lib/enrollment-access';
import { listCartLines } from './plan-cart.repository';
import * as repo from './plans.repository';
import { pricingFilterOf, toPricingPlan } from './pricing.service';

const isCategory = (key: string): key is PlanCategory => (PLAN_CATEGORIES as readonly string[]).includes(key);
const labelOf = (key: string) => (isCategory(key) ? PLAN_CATEGORY_LABELS[key] : key);
const inStoreOrder = (keys: readonly string[]) => PLAN_CATEGORIES.filter((key) => keys.includes(key));

export const scopeOf = (enrollment: Enrollment): PlanScope => ({
  portalId: enrollment.portalId ?? undefined,
  groupId: enrollment.groupId ?? undefined,
});

/**
 * The summaries of the plans a visitor may buy, with their 'Starting From' price, an underwritten
 * life plan's administrative fee included (DESIGN §3 "Fees"). With the visitor's filter, the price
 * is for that filter (listingPrice) and says so (price_for); a plan the filter gets no price for
 * (state, metro area, tier, age) is left out of strips and shown without a price in the plans list
 * (its page offers to edit the basic info, spec 000 §8). Without a filter, the plan's lowest rate.
 * The rows come from the catalog's scope (plansInScope), which already leaves out plans of other
 * portals or groups and replaced plans. One function for every list and strip, so a plan shows
 * one price on a page.
 */
export function summarise(
  catalog: Catalog,
  rows: readonly PlanRow[],
  filter: PricingFilter | undefined,
  asOf: string,
  /** Strips offer only what they can price; the plans list keeps the rest, unpriced, for the plan page's fixes. */
  { keepUnpriced = false }: { keepUnpriced?: boolean } = {},
): PlanSummary[] {
  const priceFor = filter ? priceBasisLabel(filter, asOf) : null;
  return rows.flatMap((row) => {
    let cents: number | null;
    if (filter) {
      const listed = listingPrice({
        plan: toPricingPlan(row, false),
        rules: catalog.rulesOf(row.id) ?? null,
        options: catalog.pricingOptionsOf(row.id),
        prices: catalog.pricesOf(row.id),
        filter,
        asOf,
        context: { enrollmentExists: true, questionsAnswered: true },
      });
      if (listed.kind === 'notForSale' || (listed.kind === 'unpriced' && !keepUnpriced)) return [];
      cents = listed.kind === 'listed' ? listed.cents : null;
    } else {
      cents = shownPriceCents({ monthlyCents: catalog.lowestCentsOf(row.id) ?? 0, isUnderwrittenLife: row.isUnderwrittenLife });
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
export function summariseForVisitor(
  catalog: Catalog,
  cipher: DataCipher,
  planIds: readonly number[],
  visitor: { enrollment: Enrollment } | { scope: PlanScope },
  asOf: string,
): PlanSummary[] {
  const scope = 'enrollment' in visitor ? scopeOf(visitor.enrollment) : visitor.scope;
  const inScope = new Map(catalog.plansInScope(scope).map((row) => [row.id, row]));
  const rows = planIds.flatMap((id) => inScope.get(id) ?? []);
  return summarise(catalog, rows, 'enrollment' in visitor ? pricingFilterOf(cipher, visitor.enrollment) : undefined, asOf);
}

/** get-filtered-plans: the enrollment's plans per category in store order; only categories with plans. */
export function getFilteredPlans(
  catalog: Catalog,
  cipher: DataCipher,
  enrollment: Enrollment,
  categories: readonly string[] | undefined,
  asOf: string,
) {
  const scope = scopeOf(enrollment);
  const chosen = categories ?? (enrollment.filterInfo.categories?.length ? enrollment.filterInfo.categories : undefined);
  const rows = catalog.plansInScope(scope, chosen);
  const summaries = summarise(catalog, rows, pricingFilterOf(cipher, enrollment), asOf, { keepUnpriced: true });
  return inStoreOrder(rows.map((row) => row.category)).map((category) => ({
    category,
    label: labelOf(category),
    plans: summaries.filter((summary) => summary.plan_category === category),
  }));
}

/** get-menu-filtered-plans: one category's plans for a portal / group, priced from their lowest rate. */
export function getMenuFilteredPlans(catalog: Catalog, category: string, scope: PlanScope, asOf: string) {
  return summarise(catalog, catalog.plansInScope(scope, [category]), undefined, asOf);
}

/** get-left-side-filter-fields: the categories in scope, marked when the filter chose them. */
export function getLeftSideFilterFields(catalog: Catalog, enrollment: Enrollment) {
  const available = inStoreOrder(catalog.categoriesInScope(scopeOf(enrollment)));
  const chosen = new Set(enrollment.filterInfo.categories ?? []);
  return { result: { categories: available.map((key) => ({ key, label: labelOf(key), selected: chosen.has(key) })) } };
}

const RELATED_LIMIT = 5;

/**
 * get-related-plans: plans bought together with this one (cart adds and enrollments of other
 * visitors, most first), then the rest of its category, in the enrollment's scope; never the plan
 * itself, plans already in the cart, or memberships (the association page sells those).
 */
export async function getRelatedPlans(
  db: DbOrTx,
  catalog: Catalog,
  cipher: DataCipher,
  enrollment: Enrollment,
  plan: PlanRow,
  asOf: string,
) {
  const inScope = catalog.plansInScope(scopeOf(enrollment));
  const [coBought, cart] = await Promise.all([repo.listCoBoughtPlans(db, plan.id), listCartLines(db, enrollment.id)]);
  const excluded = new Set([plan.id, ...cart.map((line) => line.planId), ...catalog.membershipPlanIds]);
  const together = new Map(coBought.map((row) => [row.planId, row.enrollments]));
  const candidates = inScope
    .map((row, catalogOrder) => ({ row, catalogOrder, together: together.get(row.id) ?? 0, sameCategory: row.category === plan.category }))
    .filter((c) => !excluded.has(c.row.id) && (c.together > 0 || c.sameCategory))
    .sort((a, b) => b.together - a.together || Number(b.sameCategory) - Number(a.sameCategory) || a.catalogOrder - b.catalogOrder)
    .slice(0, RELATED_LIMIT);
  return summarise(
    catalog,
    candidates.map((c) => c.row),
    pricingFilterOf(cipher, enrollment),
    asOf,
  );
}
