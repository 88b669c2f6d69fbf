import { GetPlanDetailCall } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { planKeys } from './query-keys';

/** GET get-plan-detail/{planId}: the plan page's names and sanitised texts. */
export const usePlanDetail = (planId: number) =>
  useQuery({
    queryKey: planKeys.detail(planId),
    queryFn: ({ signal }) => call(GetPlanDetailCall, { params: { planId }, signal }),
    staleTime: 5 * 60_000,
  });
