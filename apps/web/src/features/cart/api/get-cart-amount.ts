import { GetCartAmountCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-cart-amount: the cart's monthly amount, a two-decimal string. */
export const getCartAmount = (enrollmentId: string, signal?: AbortSignal) =>
  call(GetCartAmountCall, { query: { enrollment_id: enrollmentId }, signal });

export const cartAmountQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['cart', 'amount', enrollmentId],
    queryFn: ({ signal }) => getCartAmount(enrollmentId, signal),
    select: (data) => data.result,
  });

export const useCartAmount = (enrollmentId: string | null) =>
  useQuery({ ...cartAmountQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });
