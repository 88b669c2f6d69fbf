import { GetCartEffectiveDatesCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-cart-effective-dates: the dates the cart may start on, one of them preselected. */
export const getCartEffectiveDates = (enrollmentId: string, signal?: AbortSignal) =>
  call(GetCartEffectiveDatesCall, { query: { enrollment_id: enrollmentId }, signal });

export const cartEffectiveDatesQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['cart', 'effective-dates', enrollmentId],
    queryFn: ({ signal }) => getCartEffectiveDates(enrollmentId, signal),
  });

export const useCartEffectiveDates = (enrollmentId: string | null, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...cartEffectiveDatesQuery(enrollmentId ?? ''), enabled: enabled && enrollmentId !== null });
