import { queryOptions } from '@tanstack/react-query';
import { getRecommendations, type RecommendationScope } from '@/lib/calls/recommendations';

export type { RecommendationScope };

/** recommendation/popularity for the landing strip: plan ids ranked by how often this scope's shoppers choose them. */
export const popularPlansQuery = (scope: RecommendationScope) =>
  queryOptions({
    queryKey: ['landing', 'popular-plans', scope],
    queryFn: ({ signal }) => getRecommendations('popularity', scope, [], signal),
    staleTime: 5 * 60_000,
  });
