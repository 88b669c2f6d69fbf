import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFilterInfo } from '@/lib/calls/get-enrollment-temp-info';

export const filterInfoQuery = (enrollmentId: string) =>
  queryOptions({ queryKey: ['landing', 'filter-info', enrollmentId], queryFn: ({ signal }) => getFilterInfo(enrollmentId, signal) });

/** The stored filter of the session's enrollment; nothing without one (or when the enrollment is gone). */
export const useFilterInfo = (enrollmentId: string | null) =>
  useQuery({ ...filterInfoQuery(enrollmentId ?? ''), enabled: enrollmentId !== null, retry: false });
