import { GetFilteredPlansCall } from '@benefit-store/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { planKeys } from './query-keys';

/** GET get-filtered-plans: the enrollment's plans per category, in the store's order. */
export const getFilteredPlans = (enrollmentId: string, categories: readonly string[], signal?: AbortSignal) =>
  call(GetFilteredPlansCall, { query: { enrollment_id: enrollmentId, categories: categories.join(',') }, signal });

export const useFilteredPlans = (enrollmentId: string | null, categories: readonly string[], enabled = true) =>
  useQuery({
    queryKey: planKeys.filtered(enrollmentId ?? '', categories),
    queryFn: ({ signal }) => getFilteredPlans(enrollmentId ?? '', categories, signal),
    enabled: enabled && enrollmentId !== null,
    placeholderData: keepPreviousData,
  });
