import { AddFilterForNewUserCall, AddFilterForNewUserV2Call, type CallInput } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { filterScopeOf } from '@/lib/filter-request';
import { readSession, storage } from '@/lib/storage';

type NewUserBody = CallInput<typeof AddFilterForNewUserCall>['body'];
type NewUserWizardBody = CallInput<typeof AddFilterForNewUserV2Call>['body'];

/** POST add-filter-for-new-user (v1): the one-form filter starts a temporary enrollment. */
export const addFilterForNewUser = (body: NewUserBody) => call(AddFilterForNewUserCall, { body });

/** POST add-filter-for-new-user (v2): the six-step wizard, with plan categories and coverage. */
export const addFilterForNewUserV2 = (body: NewUserWizardBody) => call(AddFilterForNewUserV2Call, { body });

/** The session's placement (rep, group, portal, and the referral only while its link is valid). */
export const sessionFilterScope = () => filterScopeOf(readSession(), storage.get('r_valid') === 'true');

/** Creates the enrollment under the session's placement and stores its id (tempId); every enrollment-bound query then runs. */
export function useAddFilterForNewUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Pick<NewUserBody, 'zip' | 'dob' | 'gender' | 'tier' | 'plan_id'>) =>
      addFilterForNewUser({ ...answers, ...sessionFilterScope() }),
    onSuccess: async ({ temp_enrollment_id }) => {
      storage.set('tempId', temp_enrollment_id);
      storage.set('isFilterDataSubmitted', 'true');
      await queryClient.invalidateQueries();
    },
  });
}
