import {
  RECOMMENDATIONS_MAX,
  ageBand,
  centsToWire,
  type Recommendation,
  type RecommendationFilterQuery,
  type RecommendationQuery,
} from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { sanitizeHtml } from '../../lib/sanitize';
import { linkQuery, type LinkValues } from './deep-link';
import { rankAssociations, roundScore, topByScore } from './ranking';
import * as repo from './recommendation.repository';

const scopeOf = (query: RecommendationQuery): repo.Scope => ({
  portalId: query.platformID,
  agentId: query.agentID,
  groupId: query.groupID,
});

/**
 * Which plans may be recommended to this shopper: active, not already in the cart (planID), not
 * already held by the member (userID), and sold in their state and tier when those are known.
 */
async function candidateFilter(db: DbOrTx, query: RecommendationQuery, tier?: string) {
  const excluded = new Set(query.planID ?? []);
  if (query.userID) for (const planId of await repo.activePolicyPlanIds(db, query.userID)) excluded.add(planId);
  const sellable = new Set(
    (await repo.listActivePlanRules(db))
      .filter((plan) => !query.state || !plan.states || plan.states.includes(query.state))
      .filter((plan) => !tier || !plan.tiers || plan.tiers.includes(tier))
      .map((plan) => plan.planId),
  );
  return (planId: number) => sellable.has(planId) && !excluded.has(planId);
}

/** recommendation/popularity: cart adds (1) and completed enrollments (2) in the visitor's portal, rep or group. */
export async function popularity(db: DbOrTx, query: RecommendationQuery): Promise<{ recs: Recommendation[] }> {
  const [scores, isCandidate] = await Promise.all([repo.planPopularity(db, scopeOf(query)), candidateFilter(db, query)]);
  return { recs: topByScore(scores.filter((s) => isCandidate(s.planId)).map((s) => ({ plan_id: s.planId, score: s.score }))) };
}

/** recommendation/filter: popularity among shoppers of the same state, tier, age band and gender (those given). */
export async function filtered(db: DbOrTx, query: RecommendationFilterQuery): Promise<{ recs: Recommendation[] }> {
  const band = query.age === undefined ? undefined : ageBand(query.age);
  // Under 18 there is no band and nothing is sold: no similar shoppers.
  if (query.age !== undefined && band === undefined) return { recs: [] };
  const segment = { state: query.state, tier: query.tier, ageBand: band, gender: query.gender };
  const [scores, isCandidate] = await Promise.all([
    repo.planPopularity(db, scopeOf(query), segment),
    candidateFilter(db, query, query.tier),
  ]);
  return { recs: topByScore(scores.filter((s) => isCandidate(s.planId)).map((s) => ({ plan_id: s.planId, score: s.score }))) };
}

/** recommendation/association: plans that go with the cart's plans (planID), by lift. */
export async function association(db: DbOrTx, query: RecommendationQuery): Promise<{ recs: Recommendation[] }> {
  const basket = query.planID ?? [];
  if (basket.length === 0) return { recs: [] };
  const [pairs, isCandidate] = await Promise.all([repo.coOccurrence(db, scopeOf(query), basket), candidateFilter(db, query)]);
  const ranked = rankAssociations(pairs).filter((rule) => isCandidate(rule.planId));
  return { recs: ranked.slice(0, RECOMMENDATIONS_MAX).map((rule) => ({ plan_id: rule.planId, score: roundScore(rule.lift) })) };
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'plan';

/**
 * recommendation/plan-details: summaries in the order asked (unknown or inactive plans left out),
 * each with a deep link to its plan page whose parameters are encrypted tokens.
 */
export async function planDetails(db: DbOrTx, cipher: DataCipher, planIds: readonly number[], context: Omit<LinkValues, 'planId'>) {
  const byId = new Map((await repo.listPlanSummaries(db, planIds)).map((plan) => [plan.planId, plan]));
  return planIds.flatMap((planId) => {
    const plan = byId.get(planId);
    if (!plan) return [];
    return [
      {
        plan_id: plan.planId,
        plan_name: plan.name,
        plan_logo: plan.logo,
        plan_short_text: sanitizeHtml(plan.shortText),
        plan_price: centsToWire(plan.fromCents ?? 0),
        plan_category: plan.category,
        link: `/plan/${plan.planId}/${slug(plan.name)}?${linkQuery(cipher, { ...context, planId: plan.planId })}`,
      },
    ];
  });
}
