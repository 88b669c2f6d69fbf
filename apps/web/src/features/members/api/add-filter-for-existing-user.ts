import { AddFilterForExistingUserCall, type Eprocess, type OpenType, type Tier } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export interface AddFilterForExistingUserInput {
  user_id: string;
  tier: Tier;
  eprocess: Eprocess;
  group_id?: number | null;
  agent_id?: number | null;
  policy_id?: number | null;
  open_type?: OpenType | null;
}

/**
 * POST add-filter-for-existing-user: a rep's or group administrator's new enrollment for one of
 * their current members; the server takes the member's own rep, group and portal.
 */
export const addFilterForExistingUser = (body: AddFilterForExistingUserInput) => call(AddFilterForExistingUserCall, { body });

export const useAddFilterForExistingUser = () => useMutation({ mutationFn: addFilterForExistingUser });
