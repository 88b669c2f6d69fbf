import { TempEnrollmentDataSchema } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readSession, storage } from '@/lib/storage';

/** POST add-filter-for-new-user (v1) from the association page; stores the new enrollment's id. */
export function useAddFilterForNewUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filter: { zip: string; dob: string; gender: string; tier: string }) => {
      const session = readSession();
      return api.post('/api/v1/add-filter-for-new-user', {
        body: {
          zip: filter.zip,
          dob: filter.dob,
          gender: filter.gender,
          tier: filter.tier,
          eprocess: session.eprocess ?? undefined,
          agent_id: session.agentId ?? undefined,
          group_id: session.groupId ?? undefined,
          platform_group_id: session.portalId ?? undefined,
          open_type: session.openType ?? undefined,
          referral: session.referral ?? undefined,
        },
        schema: TempEnrollmentDataSchema,
      });
    },
    onSuccess: async ({ temp_enrollment_id }) => {
      storage.set('tempId', temp_enrollment_id);
      storage.set('isFilterDataSubmitted', 'true');
      await queryClient.invalidateQueries();
    },
  });
}
