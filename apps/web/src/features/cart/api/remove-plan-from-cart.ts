import { RemovePlanFromCartCall } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export interface RemovePlanInput {
  enrollmentId: string;
  planId: number;
  planPricingId: number;
}

/** GET remove-plan-from-cart (the specification's method): answers the new cart count. */
export const removePlanFromCart = ({ enrollmentId, planId, planPricingId }: RemovePlanInput) =>
  call(RemovePlanFromCartCall, { query: { enrollment_id: enrollmentId, plan_id: planId, plan_pricing_id: planPricingId } });

/**
 * Removing a plan reloads the cart, its effective dates and the header's count and amount
 * (spec 000 §4): every query under ['cart'] of this enrollment.
 */
export function useRemovePlanFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlanFromCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
