import { describe, expect, it } from 'vitest';
import { popularityScore, rankAssociations, rankByAssociation, rankByPopularity, roundScore, topByScore } from './rank-recommendations';

const pair = (a: number, b: number, together: number, countA: number, countB: number, transactions = 100) => ({
  a,
  b,
  together,
  countA,
  countB,
  transactions,
});

describe('rankAssociations', () => {
  it('ranks by lift, not by raw co-occurrence', () => {
    // B=2 is bought by everyone (lift 1); B=3 is rare but goes with A (lift 5).
    const ranked = rankAssociations([pair(1, 2, 20, 20, 100), pair(1, 3, 10, 20, 10)]);
    expect(ranked.map((r) => r.planId)).toEqual([3, 2]);
    expect(ranked[0]).toEqual({ planId: 3, lift: 5, support: 0.1 });
    expect(ranked[1]!.lift).toBe(1);
  });

  it('breaks lift ties by support, then by plan id', () => {
    const ranked = rankAssociations([pair(1, 7, 2, 10, 10), pair(1, 5, 4, 20, 10), pair(1, 4, 4, 20, 10)]);
    expect(ranked.map((r) => [r.planId, r.lift])).toEqual([
      [4, 2],
      [5, 2],
      [7, 2],
    ]);
  });

  it('keeps the best rule of a candidate over several cart plans', () => {
    const ranked = rankAssociations([pair(1, 9, 1, 50, 10), pair(2, 9, 5, 10, 10)]);
    expect(ranked).toEqual([{ planId: 9, lift: 5, support: 0.05 }]);
  });

  it('ignores empty counts', () => {
    expect(rankAssociations([pair(1, 2, 0, 10, 10), pair(1, 3, 1, 0, 1), pair(1, 4, 1, 1, 1, 0)])).toEqual([]);
  });
});

describe('topByScore', () => {
  it('orders by score then plan id and keeps at most 10', () => {
    const recs = Array.from({ length: 15 }, (_, i) => ({ plan_id: i + 1, score: i % 3 }));
    const top = topByScore(recs);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 3)).toEqual([
      { plan_id: 3, score: 2 },
      { plan_id: 6, score: 2 },
      { plan_id: 9, score: 2 },
    ]);
  });
});

describe('popularityScore', () => {
  it.each([
    [{ cartAdds: 0, enrollments: 0 }, 0],
    [{ cartAdds: 3, enrollments: 0 }, 3],
    [{ cartAdds: 0, enrollments: 3 }, 6],
    [{ cartAdds: 2, enrollments: 5 }, 12],
  ])('counts a cart add once and an enrollment twice: %o scores %i', (activity, expected) => {
    expect(popularityScore(activity)).toBe(expected);
  });
});

describe('rankByPopularity', () => {
  it('ranks only recommendable plans, by score then plan id', () => {
    const activity = [
      { planId: 1, cartAdds: 5, enrollments: 0 },
      { planId: 2, cartAdds: 1, enrollments: 2 },
      { planId: 3, cartAdds: 9, enrollments: 9 },
      { planId: 4, cartAdds: 0, enrollments: 1 },
    ];
    expect(rankByPopularity(activity, new Set([1, 2, 4]))).toEqual([
      { plan_id: 1, score: 5 },
      { plan_id: 2, score: 5 },
      { plan_id: 4, score: 2 },
    ]);
  });

  it('keeps at most 10', () => {
    const activity = Array.from({ length: 12 }, (_, i) => ({ planId: i + 1, cartAdds: i, enrollments: 0 }));
    const ranked = rankByPopularity(activity, new Set(activity.map((a) => a.planId)));
    expect(ranked.map((r) => r.plan_id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });
});

describe('rankByAssociation', () => {
  it('ranks recommendable plans by lift, rounded to four decimals, at most 10', () => {
    const pairs = [pair(1, 2, 1, 3, 1, 7), pair(1, 3, 10, 20, 10), ...Array.from({ length: 12 }, (_, i) => pair(1, 10 + i, 1, 10, 10))];
    const ranked = rankByAssociation(pairs, new Set([2, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]));
    expect(ranked[0]).toEqual({ plan_id: 2, score: 2.3333 });
    expect(ranked.map((r) => r.plan_id)).not.toContain(3);
    expect(ranked).toHaveLength(10);
  });
});

describe('roundScore', () => {
  it('keeps four decimals', () => {
    expect(roundScore(1 / 3)).toBe(0.3333);
    expect(roundScore(2)).toBe(2);
  });
});
