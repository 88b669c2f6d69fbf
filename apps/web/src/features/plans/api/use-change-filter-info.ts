import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeFilterInfo, type FilterChange } from '@/lib/calls/change-filter-info';
import { enrollmentKeys, planKeys } from './query-keys';

export type { FilterChange };

/** Saves a filter change from the plan screens, then refreshes everything priced from the filter (plans, rates, cart). */
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
