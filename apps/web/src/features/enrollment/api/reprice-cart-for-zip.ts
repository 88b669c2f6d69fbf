import { RepriceCartForZipCall, type CallInput } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST reprice-cart-for-zip (docs/decisions/0103); then the cart, its amount and the plans' prices are read again. */
export function useRepriceCartForZip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof RepriceCartForZipCall>) => call(RepriceCartForZipCall, input),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['cart'] }), queryClient.invalidateQueries({ queryKey: ['plans'] })]),
  });
}
