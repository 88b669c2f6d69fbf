import { AddFilterForExistingUserCall, type CallInput } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * POST add-filter-for-existing-user: a rep's or group administrator's new enrollment for one of
 * their current members; the server takes the member's own rep, group and portal.
 */
export const useAddFilterForExistingUser = () =>
  useMutation({
    mutationFn: (body: CallInput<typeof AddFilterForExistingUserCall>['body']) => call(AddFilterForExistingUserCall, { body }),
  });
