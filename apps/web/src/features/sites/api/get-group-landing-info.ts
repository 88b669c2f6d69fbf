import { GetGroupLandingPageInfoCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-group-landing-page-info: a group's branding. */
export const getGroupLandingInfo = (groupId: number, signal?: AbortSignal) =>
  call(GetGroupLandingPageInfoCall, { query: { group_id: groupId }, signal });

export const groupLandingInfoQuery = (groupId: number) =>
  queryOptions({
    queryKey: ['sites', 'group-landing-info', groupId],
    queryFn: ({ signal }) => getGroupLandingInfo(groupId, signal),
    staleTime: 5 * 60_000,
  });

export const useGroupLandingInfo = (groupId: number | null) =>
  useQuery({ ...groupLandingInfoQuery(groupId ?? 0), enabled: groupId !== null });
