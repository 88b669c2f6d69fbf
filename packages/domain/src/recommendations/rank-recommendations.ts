import { RECOMMENDATIONS_MAX, type Recommendation } from '../contract/recommendations';

/** What a completed enrollment and a cart add are worth to a plan's popularity. */
export const POPULARITY_WEIGHTS = { cartAdd: 1, enrolled: 2 } as const;

/** How often a plan was added to carts and enrolled in, within the data recommendations learn from. */
export interface PlanActivity {
  planId: number;
  cartAdds: number;
  enrollments: number;
}

export const popularityScore = (activity: Pick<PlanActivity, 'cartAdds' | 'enrollments'>) =>
  activity.cartAdds * POPULARITY_WEIGHTS.cartAdd + activity.enrollments * POPULARITY_WEIGHTS.enrolled;

/** Highest score first, then the lower plan id, at most RECOMMENDATIONS_MAX. */
export function topByScore(candidates: readonly Recommendation[]): Recommendation[] {
  return [...candidates].sort((x, y) => y.score - x.score || x.plan_id - y.plan_id).slice(0, RECOMMENDATIONS_MAX);
}

/** recommendation/popularity and /filter: the recommendable plans by popularity score. */
export function rankByPopularity(activity: readonly PlanActivity[], recommendable: ReadonlySet<number>): Recommendation[] {
  return topByScore(
    activity.filter((plan) => recommendable.has(plan.planId)).map((plan) => ({ plan_id: plan.planId, score: popularityScore(plan) })),
  );
}

/**
 * How often two plans were held together: `a` from the cart, `b` a candidate; counts are
 * enrollments (an enrollment holds a plan it added to its cart or enrolled in).
 */
export interface PairCount {
  a: number;
  b: number;
  together: number;
  countA: number;
  countB: number;
  transactions: number;
}
export interface Association {
  planId: number;
  lift: number;
  support: number;
}

/**
 * Association rules over enrollments: lift(A -> B) = P(A and B) / (P(A) P(B))
 * = together * N / (countA * countB); support = together / N. A candidate B takes its best rule
 * from any plan A of the cart (highest lift, then highest support). Ranked by lift, ties by
 * support, then plan id.
 */
export function rankAssociations(pairs: readonly PairCount[]): Association[] {
  const best = new Map<number, Association>();
  for (const pair of pairs) {
    if (pair.together <= 0 || pair.countA <= 0 || pair.countB <= 0 || pair.transactions <= 0) continue;
    const candidate = {
      planId: pair.b,
      lift: (pair.together * pair.transactions) / (pair.countA * pair.countB),
      support: pair.together / pair.transactions,
    };
    const current = best.get(pair.b);
    if (!current || candidate.lift > current.lift || (candidate.lift === current.lift && candidate.support > current.support))
      best.set(pair.b, candidate);
  }
  return [...best.values()].sort((x, y) => y.lift - x.lift || y.support - x.support || x.planId - y.planId);
}

/** Scores on the wire: four decimals are plenty for ordering and display. */
export const roundScore = (score: number) => Math.round(score * 10_000) / 10_000;

/** recommendation/association: the recommendable plans that go with the cart's, by lift. */
export function rankByAssociation(pairs: readonly PairCount[], recommendable: ReadonlySet<number>): Recommendation[] {
  return rankAssociations(pairs)
    .filter((rule) => recommendable.has(rule.planId))
    .slice(0, RECOMMENDATIONS_MAX)
    .map((rule) => ({ plan_id: rule.planId, score: roundScore(rule.lift) }));
}
