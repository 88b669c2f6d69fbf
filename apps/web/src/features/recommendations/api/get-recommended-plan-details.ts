import { RecommendationPlanDetailsCall } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { RecommendationScope } from '../recommendation-scope';

/** GET recommendation/plan-details: cards for the recommended plans, each with its deep link. */
export const getRecommendedPlanDetails = (planIds: readonly number[], scope: RecommendationScope, signal?: AbortSignal) =>
  call(RecommendationPlanDetailsCall, {
    query: {
      plan_list: planIds.join(','),
      platformID: scope.platformID,
      userID: scope.userID,
      agentID: scope.agentID,
      groupID: scope.groupID,
    },
    signal,
  });

export const recommendedPlanDetailsQuery = (planIds: readonly number[], scope: RecommendationScope) =>
  queryOptions({
    queryKey: ['recommendations', 'plan-details', scope, planIds],
    queryFn: ({ signal }) => getRecommendedPlanDetails(planIds, scope, signal),
    staleTime: 5 * 60_000,
  });
