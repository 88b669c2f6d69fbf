import { GetMembershipPlanDetailCall } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * GET get-plan-detail (no id): the association memberships (Bronze, Silver, Gold) with price,
 * included term life, features and pricing option. Used by the plan page and the association page.
 */
export const useMemberships = (enabled = true) =>
  useQuery({
    queryKey: ['plans', 'memberships'],
    queryFn: ({ signal }) => call(GetMembershipPlanDetailCall, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
