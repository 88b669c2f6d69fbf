import { GetFeaturedPlansCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { StoredSession } from '@/lib/storage';
import { useEnrollmentId } from '@/lib/use-enrollment-id';
import { useStoredSession } from '@/lib/use-stored-session';

type FeaturedScope = Pick<StoredSession, 'agentId' | 'groupId' | 'portalId' | 'eprocess' | 'openType'> & { enrollmentId: string | null };

/** GET /api/v1/get-featured-plans: the plans the session's portal, group or rep features on the landing page. */
export const getFeaturedPlans = (scope: FeaturedScope, signal?: AbortSignal) =>
  call(GetFeaturedPlansCall, {
    query: {
      portal_id: scope.portalId,
      group_id: scope.groupId,
      agent_id: scope.agentId,
      eprocess: scope.eprocess,
      open_type: scope.openType,
      enrollment_id: scope.enrollmentId ?? undefined,
    },
    signal,
  });

export const featuredPlansQuery = (scope: FeaturedScope) =>
  queryOptions({
    queryKey: ['landing', 'featured-plans', scope],
    queryFn: ({ signal }) => getFeaturedPlans(scope, signal),
    staleTime: 5 * 60_000,
  });

export function useFeaturedPlans() {
  const { agentId, groupId, portalId, eprocess, openType } = useStoredSession();
  const enrollmentId = useEnrollmentId();
  return useQuery(featuredPlansQuery({ agentId, groupId, portalId, eprocess, openType, enrollmentId }));
}
