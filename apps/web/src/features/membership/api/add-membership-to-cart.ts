import { AddPlanToCartCall } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { storage } from '@/lib/storage';

/** POST add-plan-to-cart with a membership's plan and pricing option; refreshes the header cart. */
export function useAddMembershipToCart(enrollmentId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, pricingOptionId }: { planId: number; pricingOptionId: number }) =>
      call(AddPlanToCartCall, { body: { enrollment_id: enrollmentId ?? '', plan_id: planId, plan_pricing_id: pricingOptionId } }),
    onSuccess: async (data) => {
      storage.set('cartCount', data.cart_count);
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
