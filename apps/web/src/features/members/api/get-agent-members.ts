import { CurrentMemberSchema } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '@/lib/api-client';

/** GET get-agent-members: the signed-in rep's members (SSNs masked by the server). */
export const getAgentMembers = (agentId: number, signal?: AbortSignal) =>
  api.get('/api/v1/get-agent-members', { query: { agent_id: agentId }, schema: z.array(CurrentMemberSchema), signal });

export const agentMembersQuery = (agentId: number) =>
  queryOptions({ queryKey: ['members', 'agent', agentId], queryFn: ({ signal }) => getAgentMembers(agentId, signal), staleTime: 0 });

export const useAgentMembers = (agentId: number | null) => useQuery({ ...agentMembersQuery(agentId ?? 0), enabled: agentId !== null });
