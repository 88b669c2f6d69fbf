import { AddFilterForMemberCall, type CallInput } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { readSession } from '@/lib/storage';

type MemberFilterBody = CallInput<typeof AddFilterForMemberCall>['body'];

/**
 * POST add-filter-for-member: an existing member's new enrollment with their filter and the tier
 * chosen, under the session's open type unless the caller gives one.
 */
export const addFilterForMember = (body: MemberFilterBody) =>
  call(AddFilterForMemberCall, { body: { open_type: readSession().openType ?? undefined, ...body } });

export const useAddFilterForMember = () => useMutation({ mutationFn: addFilterForMember });
