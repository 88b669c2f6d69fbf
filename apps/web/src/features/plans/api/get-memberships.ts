import { MembershipDetailDataSchema } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { planKeys } from './query-keys';

/** GET get-plan-detail (no id): the association memberships (Bronze, Silver, Gold) with their pricing option. */
export const useMemberships = (enabled = true) =>
  useQuery({
    queryKey: planKeys.memberships,
    queryFn: ({ signal }) => api.get('/api/v1/get-plan-detail', { schema: MembershipDetailDataSchema, signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
