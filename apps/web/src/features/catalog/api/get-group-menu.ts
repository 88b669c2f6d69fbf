import { MenuDataSchema } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface GroupMenuParams {
  groupId: number;
  fromSite: string | null;
}

/** GET get-group-menu: the categories of a default-domain site's group. */
export const getGroupMenu = ({ groupId, fromSite }: GroupMenuParams, signal?: AbortSignal) =>
  api.get('/api/v1/get-group-menu', { query: { group_id: groupId, from_site: fromSite }, schema: MenuDataSchema, signal });

export const groupMenuQuery = (params: GroupMenuParams) =>
  queryOptions({
    queryKey: ['catalog', 'group-menu', params],
    queryFn: ({ signal }) => getGroupMenu(params, signal),
    staleTime: 5 * 60_000,
  });
