import { GetGoenrollFooterPlanCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-goenroll-footer-plan: the featured association plan the footer banner links to. */
export const getFooterPlan = (planId?: number, signal?: AbortSignal) =>
  call(GetGoenrollFooterPlanCall, { query: { plan_id: planId }, signal });

export const footerPlanQuery = (planId?: number) =>
  queryOptions({
    queryKey: ['sites', 'footer-plan', planId ?? null],
    queryFn: ({ signal }) => getFooterPlan(planId, signal),
    staleTime: Infinity,
  });

export const useFooterPlan = (planId?: number) => useQuery(footerPlanQuery(planId));
