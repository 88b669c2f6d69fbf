import { CartCheckoutDataSchema } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CartCheckoutInput {
  enrollmentId: string;
  /** 'YYYY-MM-DD', as the drop-down offers it. */
  effectiveDate: string;
}

/** POST cart-checkout: records the cart's effective date before enrollment. */
export const cartCheckout = ({ enrollmentId, effectiveDate }: CartCheckoutInput) =>
  api.post('/api/v1/cart-checkout', {
    body: { enrollment_id: enrollmentId, effective_date: effectiveDate },
    schema: CartCheckoutDataSchema,
  });

export function useCartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cartCheckout,
    onSuccess: (_data, { enrollmentId }) => queryClient.invalidateQueries({ queryKey: ['cart', 'plan-cart', enrollmentId] }),
  });
}
