import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { storage } from '@/lib/storage';
import { useEnrollmentId } from '@/lib/use-enrollment-id';
import { useStoredSession } from '@/lib/use-stored-session';
import { recommendationsQuery, type RecommendationSource } from './api/get-recommendations';
import { recommendedPlanDetailsQuery } from './api/get-recommended-plan-details';
import { recommendationScope } from './recommendation-scope';

function useScope() {
  const session = useStoredSession();
  const { agentId, groupId, portalId, eprocess } = session;
  const userId = storage.get('user_id');
  const enrollType = storage.get('enroll_type');
  const state = storage.get('state');
  return useMemo(
    () => recommendationScope({ session: { agentId, groupId, portalId, eprocess }, userId, enrollType, state }),
    [agentId, groupId, portalId, eprocess, userId, enrollType, state],
  );
}

export interface UseRecommendedPlansOptions {
  source: RecommendationSource;
  /** The cart's plans: association starts from them and they are never recommended. */
  planIds: readonly number[];
  enabled?: boolean;
  /** Only whether any exist (the header button): skips the plan cards. */
  idsOnly?: boolean;
}

/** Recommended plans for this session (spec 000 §6 ids), ranked, then their cards. */
export function useRecommendedPlans({ source, planIds, enabled = true, idsOnly = false }: UseRecommendedPlansOptions) {
  const scope = useScope();
  const enrollmentId = useEnrollmentId();
  const recs = useQuery({ ...recommendationsQuery(source, scope, planIds), enabled });
  const recommendedIds = useMemo(() => (recs.data ?? []).map((rec) => rec.plan_id), [recs.data]);
  const details = useQuery({
    ...recommendedPlanDetailsQuery(recommendedIds, scope, enrollmentId),
    enabled: enabled && !idsOnly && recommendedIds.length > 0,
  });
  const plans = recommendedIds.length === 0 ? [] : (details.data ?? []);
  const isPending = enabled && (recs.isPending || (!idsOnly && recommendedIds.length > 0 && details.isPending));
  return { recommendedIds, plans, isPending, isError: recs.isError || details.isError };
}
