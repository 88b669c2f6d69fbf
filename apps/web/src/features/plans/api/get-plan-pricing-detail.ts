import { GetPlanPricingDetailCall, type PlanRefusal, PlanRefusalSchema } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { call, isApiError } from '@/lib/api-client';
import { planKeys } from './query-keys';

/** GET get-plan-pricing-detail: the plan's options priced for the enrollment, or a refusal (HTTP 422 with errorCode). */
export const getPlanPricingDetail = (planId: number, enrollmentId: string | null, signal?: AbortSignal) =>
  call(GetPlanPricingDetailCall, { query: { pid: planId, enrollment_id: enrollmentId }, signal });

export const usePlanPricing = (planId: number, enrollmentId: string | null) =>
  useQuery({
    queryKey: planKeys.pricing(planId, enrollmentId),
    queryFn: ({ signal }) => getPlanPricingDetail(planId, enrollmentId, signal),
  });

/** The refusal of a plan call (pricing, add to cart, answers), or undefined for any other failure. */
export function readPlanRefusal(error: unknown): PlanRefusal | undefined {
  if (!isApiError(error) || error.status !== 422) return undefined;
  return PlanRefusalSchema.safeParse(error.body).data;
}
