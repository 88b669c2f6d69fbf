import { ageOn, type FilterInfoWire, parseUsDate } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { getFilterRecommendations, getRecommendedPlanDetails } from '@/lib/calls/recommendations';
import { todayIso } from '@/lib/today';
import { useEnrollmentId } from '@/lib/use-enrollment-id';
import { useStoredSession } from '@/lib/use-stored-session';
import { planKeys } from './query-keys';

/**
 * recommendation/filter, then recommendation/plan-details: plans chosen by shoppers like this
 * one (state, tier, age, gender). Scope (spec 000 §6): the rep for a rep, rep and group for an
 * applicant, the group otherwise.
 */
export function useRecommendedPlans(filter: FilterInfoWire | null | undefined) {
  const session = useStoredSession();
  const enrollmentId = useEnrollmentId();
  const dob = filter?.dob ? parseUsDate(filter.dob) : undefined;
  const byRep = session.eprocess === 'rep' || session.eprocess === 'applicant';
  const byGroup = session.eprocess !== 'rep';
  const params = {
    platformID: session.portalId,
    agentID: byRep ? session.agentId : null,
    groupID: byGroup ? session.groupId : null,
    state: filter?.state,
    tier: filter?.tier,
    gender: filter?.gender,
    age: dob ? ageOn(dob, todayIso()) : undefined,
  };
  return useQuery({
    queryKey: planKeys.recommended({ ...params, enrollmentId }),
    queryFn: async ({ signal }) => {
      const { recs } = await getFilterRecommendations(params, signal);
      if (recs.length === 0) return [];
      return getRecommendedPlanDetails(
        recs.map((rec) => rec.plan_id),
        { platformID: session.portalId, groupID: params.groupID },
        enrollmentId,
        signal,
      );
    },
    enabled: Boolean(filter),
  });
}
