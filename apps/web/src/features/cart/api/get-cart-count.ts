import { CartCountDataSchema } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET get-cart-count: how many plans the temporary enrollment's cart holds. */
export const getCartCount = (enrollmentId: string, signal?: AbortSignal) =>
  api.get('/api/v1/get-cart-count', { query: { enrollment_id: enrollmentId }, schema: CartCountDataSchema, signal });

export const cartCountQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['cart', 'count', enrollmentId],
    queryFn: ({ signal }) => getCartCount(enrollmentId, signal),
    select: (data) => data.result,
  });

export const useCartCount = (enrollmentId: string | null) =>
  useQuery({ ...cartCountQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });
