import { GetAgentMembersCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-agent-members: the signed-in rep's members (SSNs masked by the server). */
export const getAgentMembers = (agentId: number, signal?: AbortSignal) =>
  call(GetAgentMembersCall, { query: { agent_id: agentId }, signal });

export const agentMembersQuery = (agentId: number) =>
  queryOptions({ queryKey: ['members', 'agent', agentId], queryFn: ({ signal }) => getAgentMembers(agentId, signal), staleTime: 0 });

export const useAgentMembers = (agentId: number | null) => useQuery({ ...agentMembersQuery(agentId ?? 0), enabled: agentId !== null });
