import type { Eprocess } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { storage, type StoredSession } from '@/lib/storage';
import { useEnrollmentId } from '@/lib/use-enrollment-id';
import { useStoredSession } from '@/lib/use-stored-session';
import { popularPlansQuery, type RecommendationScope } from './get-popular-plans';
import { recommendedPlanDetailsQuery } from './get-recommended-plan-details';

/** The landing strip shows at most five (spec 000 §9). */
export const RECOMMENDED_STRIP_MAX = 5;

/** Spec 000 §6: the rep for a rep, the rep and the group for an applicant, the group for anyone else; the portal always. */
export function recommendationScopeOf(
  session: Pick<StoredSession, 'agentId' | 'groupId' | 'portalId'> & { eprocess: Eprocess | null },
  enrollType: string | null,
): RecommendationScope {
  const scope: RecommendationScope = {};
  if (session.portalId !== null) scope.platformID = session.portalId;
  const withAgent = session.eprocess === 'rep' || session.eprocess === 'applicant';
  const withGroup = session.eprocess !== 'rep';
  if (withAgent && session.agentId !== null) scope.agentID = session.agentId;
  if (withGroup && session.groupId !== null) scope.groupID = session.groupId;
  if (enrollType) scope.enroll_type = enrollType;
  return scope;
}

/** Popular plans of the session's scope, then their summaries: empty when there are none (the strip hides). */
export function useRecommendedPlans() {
  const session = useStoredSession();
  const scope = recommendationScopeOf(session, storage.get('enroll_type'));
  const popular = useQuery({
    ...popularPlansQuery(scope),
    select: (data) => data.recs.slice(0, RECOMMENDED_STRIP_MAX).map((r) => r.plan_id),
  });
  const planIds = popular.data ?? [];
  const enrollmentId = useEnrollmentId();
  const details = useQuery({ ...recommendedPlanDetailsQuery(planIds, scope, enrollmentId), enabled: planIds.length > 0 });
  return {
    plans: planIds.length > 0 ? (details.data ?? []) : [],
    isPending: popular.isPending || (planIds.length > 0 && details.isPending),
  };
}
