import { RecommendationPlanDetailsCall } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { RecommendationScope } from './get-popular-plans';

/** GET /recommendation/plan-details: summaries of the recommended plans, in the order asked, with deep links. */
export const getRecommendedPlanDetails = (planIds: readonly number[], scope: RecommendationScope, signal?: AbortSignal) =>
  call(RecommendationPlanDetailsCall, {
    query: { plan_list: planIds.join(','), platformID: scope.platformID, agentID: scope.agentID, groupID: scope.groupID },
    signal,
  });

export const recommendedPlanDetailsQuery = (planIds: readonly number[], scope: RecommendationScope) =>
  queryOptions({
    queryKey: ['landing', 'recommended-plan-details', planIds, scope],
    queryFn: ({ signal }) => getRecommendedPlanDetails(planIds, scope, signal),
    staleTime: 5 * 60_000,
  });
