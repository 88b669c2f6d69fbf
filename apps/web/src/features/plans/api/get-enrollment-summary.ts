import { useQuery } from '@tanstack/react-query';
import { getGroupAgentMemberInfo } from '@/lib/calls/get-group-agent-member-info';
import { enrollmentKeys } from './query-keys';

/** get-group-agent-member-info for the plan screens: who the enrollment is for (group, existing member, portals). */
export const useEnrollmentSummary = (enrollmentId: string | null) =>
  useQuery({
    queryKey: enrollmentKeys.summary(enrollmentId ?? ''),
    queryFn: ({ signal }) => getGroupAgentMemberInfo({ enrollmentId: enrollmentId ?? '' }, signal),
    enabled: enrollmentId !== null,
  });
