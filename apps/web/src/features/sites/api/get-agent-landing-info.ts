import { GetAgentLandingPageInfoCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-agent-landing-page-info: a rep's branding. */
export const getAgentLandingInfo = (agentId: number, signal?: AbortSignal) =>
  call(GetAgentLandingPageInfoCall, { query: { agent_id: agentId }, signal });

export const agentLandingInfoQuery = (agentId: number) =>
  queryOptions({
    queryKey: ['sites', 'agent-landing-info', agentId],
    queryFn: ({ signal }) => getAgentLandingInfo(agentId, signal),
    staleTime: 5 * 60_000,
  });

export const useAgentLandingInfo = (agentId: number | null) =>
  useQuery({ ...agentLandingInfoQuery(agentId ?? 0), enabled: agentId !== null });
