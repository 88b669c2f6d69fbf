import { ValidateAgentCall } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET validate-agent: the rep behind an access code; 204 (no rep) arrives as an ApiError. */
export const validateAgent = (agentCode: string) => call(ValidateAgentCall, { query: { agent_code: agentCode } });

export const useValidateAgent = () => useMutation({ mutationFn: validateAgent });
