import { GetAgentAboutPageInfoCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-agent-about-page-info: the rep's About text (HTML bio). */
export const getAgentAboutInfo = (agentId: number, signal?: AbortSignal) =>
  call(GetAgentAboutPageInfoCall, { query: { agent_id: agentId }, signal });

export const agentAboutInfoQuery = (agentId: number) =>
  queryOptions({
    queryKey: ['sites', 'agent-about-info', agentId],
    queryFn: ({ signal }) => getAgentAboutInfo(agentId, signal),
    staleTime: 5 * 60_000,
  });

export const useAgentAboutInfo = (agentId: number | null, enabled: boolean) =>
  useQuery({ ...agentAboutInfoQuery(agentId ?? 0), enabled: enabled && agentId !== null });
