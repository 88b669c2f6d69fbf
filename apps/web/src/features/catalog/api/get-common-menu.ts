import { type Eprocess, GetCommonMenuCall, type OpenType } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export interface CommonMenuParams {
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
  eprocess: Eprocess | null;
  openType: OpenType | null;
}

/** GET get-common-menu: the plan categories the session's rep, group or portal sells. */
export const getCommonMenu = (params: CommonMenuParams, signal?: AbortSignal) =>
  call(GetCommonMenuCall, {
    query: {
      agent_id: params.agentId,
      group_id: params.groupId,
      portal_id: params.portalId,
      eprocess: params.eprocess,
      open_type: params.openType,
    },
    signal,
  });

export const commonMenuQuery = (params: CommonMenuParams) =>
  queryOptions({
    queryKey: ['catalog', 'common-menu', params],
    queryFn: ({ signal }) => getCommonMenu(params, signal),
    staleTime: 5 * 60_000,
  });
