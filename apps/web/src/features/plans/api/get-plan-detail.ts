import { PlanDetailDataSchema } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { planKeys } from './query-keys';

/** GET get-plan-detail/{planId}: the plan page's names and sanitised texts. */
export const usePlanDetail = (planId: number) =>
  useQuery({
    queryKey: planKeys.detail(planId),
    queryFn: ({ signal }) => api.get(`/api/v1/get-plan-detail/${planId}`, { schema: PlanDetailDataSchema, signal }),
    staleTime: 5 * 60_000,
  });
