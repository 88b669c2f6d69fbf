import { ValidatedAgentSchema } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET validate-agent: the rep behind an access code; 204 (no rep) arrives as an ApiError. */
export const validateAgent = (agentCode: string) =>
  api.get('/api/v1/validate-agent', { query: { agent_code: agentCode }, schema: ValidatedAgentSchema });

export const useValidateAgent = () => useMutation({ mutationFn: validateAgent });
