import { FooterPlanDataSchema } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET get-goenroll-footer-plan: the featured association plan the footer banner links to. */
export const getFooterPlan = (planId?: number, signal?: AbortSignal) =>
  api.get('/api/v1/get-goenroll-footer-plan', { query: { plan_id: planId }, schema: FooterPlanDataSchema, signal });

export const footerPlanQuery = (planId?: number) =>
  queryOptions({
    queryKey: ['sites', 'footer-plan', planId ?? null],
    queryFn: ({ signal }) => getFooterPlan(planId, signal),
    staleTime: Infinity,
  });

export const useFooterPlan = (planId?: number) => useQuery(footerPlanQuery(planId));
