import { SAVED_TAB_OF_STEP, type TabName } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { getEnrollmentTempInfo } from '@/lib/calls/get-enrollment-temp-info';

/** A step's saved data as get-enrollment-temp-info answers it (personal numbers masked), for the review's popups. */
export const useStepData = (enrollmentId: string, tab: TabName, enabled: boolean) =>
  useQuery({
    queryKey: ['enrollment', 'temp-info', enrollmentId, tab],
    queryFn: ({ signal }) => getEnrollmentTempInfo(enrollmentId, SAVED_TAB_OF_STEP[tab], signal),
    enabled,
    staleTime: 0,
  });
