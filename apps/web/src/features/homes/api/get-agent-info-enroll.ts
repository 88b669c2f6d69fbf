import { GetAgentInfoEnrollCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-agent-info-enroll: the rep's names for the rep home's welcome. */
export const getAgentInfoEnroll = (agentId: number, signal?: AbortSignal) =>
  call(GetAgentInfoEnrollCall, { query: { agent_id: agentId }, signal });

export const agentInfoEnrollQuery = (agentId: number) =>
  queryOptions({ queryKey: ['homes', 'agent-info', agentId], queryFn: ({ signal }) => getAgentInfoEnroll(agentId, signal) });

export const useAgentInfoEnroll = (agentId: number | null) =>
  useQuery({ ...agentInfoEnrollQuery(agentId ?? 0), enabled: agentId !== null });
