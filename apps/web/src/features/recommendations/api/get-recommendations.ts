import type { Recommendation } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { getRecommendations } from '@/lib/calls/recommendations';
import type { RecommendationScope } from '../recommendation-scope';

/**
 * For a cart: plans that go with its plans (association); a cart whose plans have no
 * associations yet gets the scope's popular plans instead. Plans in the cart never come back.
 */
async function recommendFor(source: RecommendationSource, scope: RecommendationScope, planIds: readonly number[], signal?: AbortSignal) {
  if (source === 'cart' && planIds.length > 0) {
    const { recs } = await getRecommendations('association', scope, planIds, signal);
    if (recs.length > 0) return recs;
  }
  return (await getRecommendations('popularity', scope, planIds, signal)).recs;
}

export type RecommendationSource = 'cart' | 'popular';

export const recommendationsQuery = (source: RecommendationSource, scope: RecommendationScope, planIds: readonly number[]) =>
  queryOptions<Recommendation[]>({
    queryKey: ['recommendations', source, scope, [...planIds].sort((a, b) => a - b)],
    queryFn: ({ signal }) => recommendFor(source, scope, planIds, signal),
    staleTime: 5 * 60_000,
  });
