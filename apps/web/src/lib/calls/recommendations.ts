import {
  RecommendationAssociationCall,
  RecommendationFilterCall,
  RecommendationPlanDetailsCall,
  RecommendationPopularityCall,
  type CallInput,
} from '@benefit-store/domain';
import { call } from '@/lib/api-client';

/** Whose shoppers the recommendation service counts (spec 000 §6), in its query names. */
export type RecommendationScope = Omit<CallInput<typeof RecommendationPopularityCall>['query'], 'planID'>;

export type RecommendationKind = 'popularity' | 'association';

/** GET recommendation/popularity or recommendation/association: ranked plan ids for this scope, never the given plans. */
export const getRecommendations = (
  kind: RecommendationKind,
  scope: RecommendationScope,
  planIds: readonly number[],
  signal?: AbortSignal,
) =>
  call(kind === 'association' ? RecommendationAssociationCall : RecommendationPopularityCall, {
    query: { ...scope, planID: planIds.length > 0 ? planIds.join(',') : undefined },
    signal,
  });

/** GET recommendation/filter: plans chosen by shoppers like this one (state, tier, age band, gender). */
export const getFilterRecommendations = (query: CallInput<typeof RecommendationFilterCall>['query'], signal?: AbortSignal) =>
  call(RecommendationFilterCall, { query, signal });

/**
 * GET recommendation/plan-details: cards for the recommended plans, in the order asked, each with
 * its deep link; with the visitor's enrollment, only plans it can buy, priced for its filter.
 */
export const getRecommendedPlanDetails = (
  planIds: readonly number[],
  scope: RecommendationScope,
  enrollmentId: string | null,
  signal?: AbortSignal,
) =>
  call(RecommendationPlanDetailsCall, {
    query: {
      plan_list: planIds.join(','),
      enrollment_id: enrollmentId ?? undefined,
      platformID: scope.platformID,
      userID: scope.userID,
      agentID: scope.agentID,
      groupID: scope.groupID,
    },
    signal,
  });
