import { GetStatesCall } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-states: the states by name and two-letter code. */
export const useStates = () =>
  useQuery({ queryKey: ['enrollment', 'states'], queryFn: () => call(GetStatesCall, {}), staleTime: Infinity });
