import { queryOptions } from '@tanstack/react-query';
import { getRecommendedPlanDetails } from '@/lib/calls/recommendations';
import type { RecommendationScope } from '../recommendation-scope';

/** recommendation/plan-details: cards for the recommended plans, each with its deep link. */
export const recommendedPlanDetailsQuery = (planIds: readonly number[], scope: RecommendationScope, enrollmentId: string | null) =>
  queryOptions({
    queryKey: ['recommendations', 'plan-details', scope, planIds, enrollmentId],
    queryFn: ({ signal }) => getRecommendedPlanDetails(planIds, scope, enrollmentId, signal),
    staleTime: 5 * 60_000,
  });
