import { RecommendationPopularityCall } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Whose shoppers the recommendation service counts (spec 000 §6), with the specification's query names. */
export interface RecommendationScope {
  platformID?: number;
  agentID?: number;
  groupID?: number;
  enroll_type?: string;
}

/** GET /recommendation/popularity: plan ids ranked by how often this scope's shoppers choose them. */
export const getPopularPlans = (scope: RecommendationScope, signal?: AbortSignal) =>
  call(RecommendationPopularityCall, { query: { ...scope }, signal });

export const popularPlansQuery = (scope: RecommendationScope) =>
  queryOptions({
    queryKey: ['landing', 'popular-plans', scope],
    queryFn: ({ signal }) => getPopularPlans(scope, signal),
    staleTime: 5 * 60_000,
  });
