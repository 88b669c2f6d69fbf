import { CartCheckoutCall, type CallInput } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST cart-checkout: records the cart's effective date before enrollment. */
export function useCartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof CartCheckoutCall>) => call(CartCheckoutCall, input),
    onSuccess: (_data, { body }) => queryClient.invalidateQueries({ queryKey: ['cart', 'plan-cart', body.enrollment_id] }),
  });
}
