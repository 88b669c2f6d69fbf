import { AddPlanToCartCall, AddPlanToCartPrudentialsCall } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { storage } from '@/lib/storage';

export interface CartLine {
  planId: number;
  pricingOptionId: number;
}

/** A plan that needs a membership, added together with the chosen membership. */
export interface CartLineWithMembership {
  membership: CartLine;
  plan: CartLine;
}

/** POST add-plan-to-cart, or add-plan-to-cart-prudentials when a membership goes in with the plan. */
export const addToCart = (enrollmentId: string, line: CartLine | CartLineWithMembership) =>
  'membership' in line
    ? call(AddPlanToCartPrudentialsCall, {
        body: {
          enrollment_id: enrollmentId,
          plan_id1: line.membership.planId,
          plan_pricing_id1: line.membership.pricingOptionId,
          plan_id: line.plan.planId,
          plan_pricing_id: line.plan.pricingOptionId,
        },
      })
    : call(AddPlanToCartCall, { body: { enrollment_id: enrollmentId, plan_id: line.planId, plan_pricing_id: line.pricingOptionId } });

/** Adds to the cart, then refreshes the header's cart badge and amount. */
export function useAddToCart(enrollmentId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: CartLine | CartLineWithMembership) => addToCart(enrollmentId ?? '', line),
    onSuccess: async (data) => {
      storage.set('cartCount', data.cart_count);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
        queryClient.invalidateQueries({ queryKey: ['plans', 'pricing'] }),
        queryClient.invalidateQueries({ queryKey: ['recommendations'] }),
      ]);
    },
  });
}
