import { RECOMMENDATIONS_MAX, type Recommendation } from '@benefit-store/domain';

/** Highest score first, then the lower plan id, at most RECOMMENDATIONS_MAX. */
export function topByScore(candidates: readonly Recommendation[]): Recommendation[] {
  return [...candidates].sort((x, y) => y.score - x.score || x.plan_id - y.plan_id).slice(0, RECOMMENDATIONS_MAX);
}

export type PairCount = { a: number; b: number; together: number; countA: number; countB: number; transactions: number };
export type Association = { planId: number; lift: number; support: number };

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
