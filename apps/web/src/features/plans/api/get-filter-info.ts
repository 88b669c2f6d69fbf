import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFilterInfo } from '@/lib/calls/get-enrollment-temp-info';
import { enrollmentKeys } from './query-keys';

export const filterInfoQuery = (enrollmentId: string) =>
  queryOptions({ queryKey: enrollmentKeys.filterInfo(enrollmentId), queryFn: ({ signal }) => getFilterInfo(enrollmentId, signal) });

/** The enrollment's basic filter (get-enrollment-temp-info, column filter_info). */
export const useFilterInfo = (enrollmentId: string | null) =>
  useQuery({ ...filterInfoQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });
