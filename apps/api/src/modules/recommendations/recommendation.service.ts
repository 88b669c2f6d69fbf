import {
  rankByAssociation,
  rankByPopularity,
  recommendablePlanIds,
  similarShoppers,
  type Recommendation,
  type RecommendationFilterQuery,
  type RecommendationQuery,
} from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import type { Catalog } from '../catalog/index';
import { summariseForVisitor } from '../plans/index';
import { linkQuery, type LinkValues } from './deep-link';
import * as repo from './recommendation.repository';

const scopeOf = (query: RecommendationQuery): repo.Scope => ({
  portalId: query.platformID,
  agentId: query.agentID,
  groupId: query.groupID,
});

/** The plans `recommendablePlanIds` may pick from: active plans' sale rules, minus the cart's and the member's. */
async function recommendable(db: DbOrTx, query: RecommendationQuery, tier?: string) {
  const [plans, heldPlanIds] = await Promise.all([
    repo.listActivePlanRules(db),
    query.userID ? repo.activePolicyPlanIds(db, query.userID) : [],
  ]);
  return recommendablePlanIds(plans, {
    state: query.state,
    tier,
    scope: { portalId: query.platformID, groupId: query.groupID },
    excludedPlanIds: [...(query.planID ?? []), ...heldPlanIds],
  });
}

/** recommendation/popularity: cart adds and completed enrollments in the visitor's portal, rep or group. */
export async function popularity(db: DbOrTx, query: RecommendationQuery): Promise<{ recs: Recommendation[] }> {
  const [activity, plans] = await Promise.all([repo.planActivity(db, scopeOf(query)), recommendable(db, query)]);
  return { recs: rankByPopularity(activity, plans) };
}

/** recommendation/filter: popularity among shoppers of the same state, tier, age band and gender (those given). */
export async function filtered(db: DbOrTx, query: RecommendationFilterQuery): Promise<{ recs: Recommendation[] }> {
  const segment = similarShoppers(query);
  if (!segment) return { recs: [] };
  const [activity, plans] = await Promise.all([repo.planActivity(db, scopeOf(query), segment), recommendable(db, query, query.tier)]);
  return { recs: rankByPopularity(activity, plans) };
}

/** recommendation/association: plans that go with the cart's plans (planID), by lift. */
export async function association(db: DbOrTx, query: RecommendationQuery): Promise<{ recs: Recommendation[] }> {
  const basket = query.planID ?? [];
  if (basket.length === 0) return { recs: [] };
  const [pairs, plans] = await Promise.all([repo.coOccurrence(db, scopeOf(query), basket), recommendable(db, query)]);
  return { recs: rankByAssociation(pairs, plans) };
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'plan';

/**
 * recommendation/plan-details: summaries in the order asked, each with a deep link to its plan
 * page whose parameters are encrypted tokens. Only plans the visitor may buy, priced as every other
 * list (summariseForVisitor): by the enrollment's scope and filter when the visitor holds it, else
 * by the portal and group asked; unknown, inactive, replaced or foreign plans are left out.
 */
export function planDetails(
  catalog: Catalog,
  cipher: DataCipher,
  planIds: readonly number[],
  visitor: Parameters<typeof summariseForVisitor>[3],
  context: Omit<LinkValues, 'planId'>,
  asOf: string,
) {
  const summaries = summariseForVisitor(catalog, cipher, planIds, visitor, asOf);
  return summaries.map((plan) => ({
    ...plan,
    link: `/plan/${plan.plan_id}/${slug(plan.plan_name)}?${linkQuery(cipher, { ...context, planId: plan.plan_id })}`,
  }));
}
