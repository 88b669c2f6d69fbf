import { GetGroupAgentMemberInfoCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export type GroupAgentMemberInfoScope = { enrollmentId: string } | { groupId: number };

/**
 * GET get-group-agent-member-info: the enrollment's (or a group's) group, member and portals,
 * for the group home's portal list and the summary on /home.
 */
export const getGroupAgentMemberInfo = (scope: GroupAgentMemberInfoScope, signal?: AbortSignal) =>
  call(GetGroupAgentMemberInfoCall, {
    query: 'enrollmentId' in scope ? { enrollment_id: scope.enrollmentId } : { group_id: scope.groupId },
    signal,
  });

export const groupAgentMemberInfoQuery = (scope: GroupAgentMemberInfoScope) =>
  queryOptions({
    queryKey: ['homes', 'group-agent-member-info', scope],
    queryFn: ({ signal }) => getGroupAgentMemberInfo(scope, signal),
  });

export const useGroupAgentMemberInfo = (scope: GroupAgentMemberInfoScope | null) =>
  useQuery({ ...groupAgentMemberInfoQuery(scope ?? { groupId: 0 }), enabled: scope !== null });
