import { TempEnrollmentDataSchema } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readSession, storage } from '@/lib/storage';

export interface NewUserFilter {
  zip: string;
  dob: string;
  gender: string;
  tier: string;
  planId?: number;
}

/**
 * POST add-filter-for-new-user (v1): a new temporary enrollment under the session's rep, group,
 * portal or referral; the stored ids are placeholders the server checks.
 */
export const addFilterForNewUser = (filter: NewUserFilter) => {
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
      plan_id: filter.planId,
    },
    schema: TempEnrollmentDataSchema,
  });
};

/** Creates the enrollment and stores its id (tempId); every enrollment-bound query then runs. */
export function useAddFilterForNewUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFilterForNewUser,
    onSuccess: async ({ temp_enrollment_id }) => {
      storage.set('tempId', temp_enrollment_id);
      storage.set('isFilterDataSubmitted', 'true');
      await queryClient.invalidateQueries();
    },
  });
}
