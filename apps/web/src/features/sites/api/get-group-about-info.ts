import { GetGroupAboutPageInfoCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-group-about-page-info: the group's About text (HTML). */
export const getGroupAboutInfo = (groupId: number, signal?: AbortSignal) =>
  call(GetGroupAboutPageInfoCall, { query: { group_id: groupId }, signal });

export const groupAboutInfoQuery = (groupId: number) =>
  queryOptions({
    queryKey: ['sites', 'group-about-info', groupId],
    queryFn: ({ signal }) => getGroupAboutInfo(groupId, signal),
    staleTime: 5 * 60_000,
  });

export const useGroupAboutInfo = (groupId: number | null, enabled: boolean) =>
  useQuery({ ...groupAboutInfoQuery(groupId ?? 0), enabled: enabled && groupId !== null });
