import { MembershipDetailDataSchema } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET get-plan-detail (no id): Bronze, Silver and Gold with price, included term life, features and pricing option. */
export const useMembershipDetail = () =>
  useQuery({
    queryKey: ['plans', 'memberships'],
    queryFn: ({ signal }) => api.get('/api/v1/get-plan-detail', { schema: MembershipDetailDataSchema, signal }),
    staleTime: 5 * 60_000,
  });
