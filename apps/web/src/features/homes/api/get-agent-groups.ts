import { AgentGroupSchema } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '@/lib/api-client';

/** GET get-agent-groups: the signed-in rep's groups (gid, gname). */
export const getAgentGroups = (agentId: number, signal?: AbortSignal) =>
  api.get('/api/v1/get-agent-groups', { query: { agent_id: agentId }, schema: z.array(AgentGroupSchema), signal });

export const agentGroupsQuery = (agentId: number) =>
  queryOptions({ queryKey: ['homes', 'agent-groups', agentId], queryFn: ({ signal }) => getAgentGroups(agentId, signal) });

export const useAgentGroups = (agentId: number | null, isEnabled = true) =>
  useQuery({ ...agentGroupsQuery(agentId ?? 0), enabled: agentId !== null && isEnabled });
