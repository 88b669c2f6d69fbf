import { describe, expect, it } from 'vitest';
import { rankAssociations, topByScore } from './ranking';

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
