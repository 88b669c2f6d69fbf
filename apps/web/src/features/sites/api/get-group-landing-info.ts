import { GroupLandingInfoSchema } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET get-group-landing-page-info: a group's branding. */
export const getGroupLandingInfo = (groupId: number, signal?: AbortSignal) =>
  api.get('/api/v1/get-group-landing-page-info', { query: { group_id: groupId }, schema: GroupLandingInfoSchema, signal });

export const groupLandingInfoQuery = (groupId: number) =>
  queryOptions({
    queryKey: ['sites', 'group-landing-info', groupId],
    queryFn: ({ signal }) => getGroupLandingInfo(groupId, signal),
    staleTime: 5 * 60_000,
  });

export const useGroupLandingInfo = (groupId: number | null) =>
  useQuery({ ...groupLandingInfoQuery(groupId ?? 0), enabled: groupId !== null });
