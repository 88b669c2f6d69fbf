import { CartCheckoutCall, type CallInput } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST cart-checkout: records the cart's effective date before enrollment and re-rates the cart (its prices and total may change). */
export function useCartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof CartCheckoutCall>) => call(CartCheckoutCall, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
