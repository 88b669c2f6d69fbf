import { TempEnrollmentPortalDataSchema, type Tier } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readSession, storage } from '@/lib/storage';

/** POST add-filter-for-member: a signed-in member starts an enrollment by choosing a tier. */
export function useAddFilterForMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, tier }: { userId: string; tier: Tier }) =>
      api.post('/api/v1/add-filter-for-member', {
        body: { user_id: userId, tier, open_type: readSession().openType ?? undefined },
        schema: TempEnrollmentPortalDataSchema,
      }),
    onSuccess: async ({ temp_enrollment_id, portal_id }) => {
      storage.set('tempId', temp_enrollment_id);
      storage.setOrRemove('portal_id', portal_id);
      storage.set('enroll_type', 'existing-member');
      await queryClient.invalidateQueries();
    },
  });
}
