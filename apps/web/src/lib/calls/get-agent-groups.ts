import { GetAgentGroupsCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-agent-groups: the signed-in rep's groups (gid, gname). */
export const getAgentGroups = (agentId: number, signal?: AbortSignal) => call(GetAgentGroupsCall, { query: { agent_id: agentId }, signal });

export const agentGroupsQuery = (agentId: number) =>
  queryOptions({ queryKey: ['homes', 'agent-groups', agentId], queryFn: ({ signal }) => getAgentGroups(agentId, signal) });

export const useAgentGroups = (agentId: number | null, isEnabled = true) =>
  useQuery({ ...agentGroupsQuery(agentId ?? 0), enabled: agentId !== null && isEnabled });
