import { GetGroupMenuCall } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export interface GroupMenuParams {
  groupId: number;
  fromSite: string | null;
}

/** GET get-group-menu: the categories of a default-domain site's group. */
export const getGroupMenu = ({ groupId, fromSite }: GroupMenuParams, signal?: AbortSignal) =>
  call(GetGroupMenuCall, { query: { group_id: groupId, from_site: fromSite }, signal });

export const groupMenuQuery = (params: GroupMenuParams) =>
  queryOptions({
    queryKey: ['catalog', 'group-menu', params],
    queryFn: ({ signal }) => getGroupMenu(params, signal),
    staleTime: 5 * 60_000,
  });
