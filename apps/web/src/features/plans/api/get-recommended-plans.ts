import { ageOn, type FilterInfoWire, parseUsDate, RecommendationFilterCall, RecommendationPlanDetailsCall } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { todayIso } from '@/lib/today';
import { useStoredSession } from '@/lib/use-stored-session';
import { planKeys } from './query-keys';

/**
 * recommendation/filter, then recommendation/plan-details: plans chosen by shoppers like this
 * one (state, tier, age, gender). Scope (spec 000 §6): the rep for a rep, rep and group for an
 * applicant, the group otherwise.
 */
export function useRecommendedPlans(filter: FilterInfoWire | null | undefined) {
  const session = useStoredSession();
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
    queryKey: planKeys.recommended(params),
    queryFn: async ({ signal }) => {
      const { recs } = await call(RecommendationFilterCall, { query: params, signal });
      if (recs.length === 0) return [];
      return call(RecommendationPlanDetailsCall, {
        query: { plan_list: recs.map((rec) => rec.plan_id).join(','), platformID: session.portalId },
        signal,
      });
    },
    enabled: Boolean(filter),
  });
}
