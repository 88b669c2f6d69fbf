import { FilterInfoWireSchema, TempInfoDataSchema, type FilterInfoWire } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/get-enrollment-temp-info with column filter_info: the filter the enrollment holds, to fill the form again. */
export const getFilterInfo = (enrollmentId: string, signal?: AbortSignal) =>
  api.get('/api/v1/get-enrollment-temp-info', {
    query: { enrollment_id: enrollmentId, column: 'filter_info' },
    schema: TempInfoDataSchema,
    signal,
  });

export const filterInfoQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['landing', 'filter-info', enrollmentId],
    queryFn: ({ signal }) => getFilterInfo(enrollmentId, signal),
    select: (data): FilterInfoWire | null => FilterInfoWireSchema.safeParse(data.result).data ?? null,
  });

/** The stored filter of the session's enrollment; nothing without one (or when the enrollment is gone). */
export const useFilterInfo = (enrollmentId: string | null) =>
  useQuery({ ...filterInfoQuery(enrollmentId ?? ''), enabled: enrollmentId !== null, retry: false });
