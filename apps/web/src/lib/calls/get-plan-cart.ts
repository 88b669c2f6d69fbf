import { GetPlanCartCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-plan-cart: the cart's plans, its totals (fees included) and the chosen effective date. */
export const getPlanCart = (enrollmentId: string, signal?: AbortSignal) =>
  call(GetPlanCartCall, { query: { enrollment_id: enrollmentId }, signal });

export const planCartQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['cart', 'plan-cart', enrollmentId],
    queryFn: ({ signal }) => getPlanCart(enrollmentId, signal),
  });

export const usePlanCart = (enrollmentId: string | null) =>
  useQuery({ ...planCartQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });
