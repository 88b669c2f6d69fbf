import { queryOptions } from '@tanstack/react-query';
import { getRecommendedPlanDetails, type RecommendationScope } from '@/lib/calls/recommendations';

/** recommendation/plan-details for the landing strip. */
export const recommendedPlanDetailsQuery = (planIds: readonly number[], scope: RecommendationScope, enrollmentId: string | null) =>
  queryOptions({
    queryKey: ['landing', 'recommended-plan-details', planIds, scope, enrollmentId],
    queryFn: ({ signal }) => getRecommendedPlanDetails(planIds, scope, enrollmentId, signal),
    staleTime: 5 * 60_000,
  });
