import { GetCartCountCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const cartCountQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['cart', 'count', enrollmentId],
    queryFn: ({ signal }) => call(GetCartCountCall, { query: { enrollment_id: enrollmentId }, signal }),
    select: (data) => data.result,
  });

/** GET get-cart-count: how many plans the temporary enrollment's cart holds. */
export const useCartCount = (enrollmentId: string | null) =>
  useQuery({ ...cartCountQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });
