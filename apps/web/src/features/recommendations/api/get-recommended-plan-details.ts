import { queryOptions } from '@tanstack/react-query';
import { getRecommendedPlanDetails } from '@/lib/calls/recommendations';
import type { RecommendationScope } from '../recommendation-scope';

/** recommendation/plan-details: cards for the recommended plans, each with its deep link. */
export const recommendedPlanDetailsQuery = (planIds: readonly number[], scope: RecommendationScope) =>
  queryOptions({
    queryKey: ['recommendations', 'plan-details', scope, planIds],
    queryFn: ({ signal }) => getRecommendedPlanDetails(planIds, scope, signal),
    staleTime: 5 * 60_000,
  });
