import { TempEnrollmentDataSchema } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enrollmentKeys, planKeys } from './query-keys';

/** What the plan screens change: the basic filter, income, hours and tobacco (empty values are left out). */
export interface FilterChange {
  zip?: string;
  dob?: string;
  gender?: string;
  tier?: string;
  is_smoker?: string;
  /** Annual income in dollars (the wire's spelling). */
  annual_incode?: string;
  /** Weekly working hours: only the v2 call takes them. */
  working_hours?: number;
}

/** PUT change-filter-info/{tempId}: v1, or v2 when working hours are sent. */
export const changeFilterInfo = (enrollmentId: string, change: FilterChange) => {
  const version = change.working_hours === undefined ? 'v1' : 'v2';
  return api.put(`/api/${version}/change-filter-info/${encodeURIComponent(enrollmentId)}`, {
    body: change,
    schema: TempEnrollmentDataSchema,
  });
};

/** Saves a filter change, then refreshes everything priced from the filter (plans, rates, cart). */
export function useChangeFilterInfo(enrollmentId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FilterChange) => {
      if (!enrollmentId) throw new Error('No enrollment to change');
      return changeFilterInfo(enrollmentId, change);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enrollmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
        queryClient.invalidateQueries({ queryKey: ['recommendations'] }),
      ]),
  });
}
