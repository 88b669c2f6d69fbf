import { GetGroupUsersCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-group-users: the signed-in group administrator's members (SSNs masked by the server). */
export const getGroupUsers = (groupId: number, signal?: AbortSignal) => call(GetGroupUsersCall, { query: { group_id: groupId }, signal });

export const groupUsersQuery = (groupId: number) =>
  queryOptions({ queryKey: ['members', 'group', groupId], queryFn: ({ signal }) => getGroupUsers(groupId, signal), staleTime: 0 });

export const useGroupUsers = (groupId: number | null) => useQuery({ ...groupUsersQuery(groupId ?? 0), enabled: groupId !== null });
