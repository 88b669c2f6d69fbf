import { FilterInfoWireSchema, TempInfoDataSchema, type FilterInfoWire } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enrollmentKeys } from './query-keys';

/** GET get-enrollment-temp-info column=filter_info: the enrollment's basic filter (dob mm/dd/yyyy). */
export const getFilterInfo = async (enrollmentId: string, signal?: AbortSignal): Promise<FilterInfoWire | null> => {
  const data = await api.get('/api/v1/get-enrollment-temp-info', {
    query: { enrollment_id: enrollmentId, column: 'filter_info' },
    schema: TempInfoDataSchema,
    signal,
  });
  return FilterInfoWireSchema.safeParse(data.result).data ?? null;
};

export const filterInfoQuery = (enrollmentId: string) =>
  queryOptions({ queryKey: enrollmentKeys.filterInfo(enrollmentId), queryFn: ({ signal }) => getFilterInfo(enrollmentId, signal) });

export const useFilterInfo = (enrollmentId: string | null) =>
  useQuery({ ...filterInfoQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });
