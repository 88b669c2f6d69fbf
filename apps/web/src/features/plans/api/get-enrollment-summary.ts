import { GroupAgentMemberInfoSchema } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enrollmentKeys } from './query-keys';

/** GET get-group-agent-member-info: who the enrollment is for (group, existing member, portals). */
export const useEnrollmentSummary = (enrollmentId: string | null) =>
  useQuery({
    queryKey: enrollmentKeys.summary(enrollmentId ?? ''),
    queryFn: ({ signal }) =>
      api.get('/api/v1/get-group-agent-member-info', {
        query: { enrollment_id: enrollmentId },
        schema: GroupAgentMemberInfoSchema,
        signal,
      }),
    enabled: enrollmentId !== null,
  });
