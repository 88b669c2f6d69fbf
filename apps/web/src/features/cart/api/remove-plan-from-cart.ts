import { RemovePlanFromCartCall, type CallInput } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * GET remove-plan-from-cart (the specification's method), answering the new cart count.
 * Removing a plan reloads the cart, its effective dates and the header's count and amount
 * (spec 000 §4): every query under ['cart'] of this enrollment.
 */
export function useRemovePlanFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: CallInput<typeof RemovePlanFromCartCall>['query']) => call(RemovePlanFromCartCall, { query }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
