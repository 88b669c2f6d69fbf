import { queryOptions } from '@tanstack/react-query';
import { getRecommendedPlanDetails, type RecommendationScope } from '@/lib/calls/recommendations';

/** recommendation/plan-details for the landing strip. */
export const recommendedPlanDetailsQuery = (planIds: readonly number[], scope: RecommendationScope) =>
  queryOptions({
    queryKey: ['landing', 'recommended-plan-details', planIds, scope],
    queryFn: ({ signal }) => getRecommendedPlanDetails(planIds, scope, signal),
    staleTime: 5 * 60_000,
  });
