import { GetLeftSideFilterFieldsCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { planKeys } from './query-keys';

export const leftSideFilterFieldsQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: planKeys.categories(enrollmentId),
    queryFn: ({ signal }) => call(GetLeftSideFilterFieldsCall, { query: { enrollment_id: enrollmentId }, signal }),
  });

/** GET get-left-side-filter-fields: the categories in the enrollment's scope, marked when its filter chose them. */
export const useLeftSideFilterFields = (enrollmentId: string | null) =>
  useQuery({ ...leftSideFilterFieldsQuery(enrollmentId ?? ''), enabled: enrollmentId !== null, select: (data) => data.result.categories });
