import { GetGroupInfoEnrollCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-group-info-enroll: the group's name and code for the group home. */
export const getGroupInfoEnroll = (groupId: number, signal?: AbortSignal) =>
  call(GetGroupInfoEnrollCall, { query: { group_id: groupId }, signal });

export const groupInfoEnrollQuery = (groupId: number) =>
  queryOptions({ queryKey: ['homes', 'group-info', groupId], queryFn: ({ signal }) => getGroupInfoEnroll(groupId, signal) });

export const useGroupInfoEnroll = (groupId: number | null) =>
  useQuery({ ...groupInfoEnrollQuery(groupId ?? 0), enabled: groupId !== null });
