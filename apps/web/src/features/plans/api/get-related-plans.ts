import { GetRelatedPlansCall } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { planKeys } from './query-keys';

/** GET get-related-plans: suggested products for the plan page (bought together, then same category). */
export const useRelatedPlans = (planId: number, enrollmentId: string | null) =>
  useQuery({
    queryKey: planKeys.related(planId, enrollmentId ?? ''),
    queryFn: ({ signal }) => call(GetRelatedPlansCall, { query: { enrollment_id: enrollmentId ?? '', plan_id: planId }, signal }),
    enabled: enrollmentId !== null,
  });
