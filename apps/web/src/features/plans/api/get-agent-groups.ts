import { AgentGroupSchema } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '@/lib/api-client';

/** GET get-agent-groups: the rep's groups. */
export const useAgentGroups = (agentId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: ['homes', 'agent-groups', agentId],
    queryFn: ({ signal }) =>
      api.get('/api/v1/get-agent-groups', { query: { agent_id: agentId }, schema: z.array(AgentGroupSchema), signal }),
    enabled: enabled && agentId !== null,
  });
