import { TempEnrollmentPortalDataSchema, type OpenType, type Tier } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AddFilterForMemberInput {
  user_id: string;
  tier: Tier;
  open_type?: OpenType;
}

/** POST add-filter-for-member: a member's own new enrollment with their filter and the tier chosen. */
export const addFilterForMember = (body: AddFilterForMemberInput) =>
  api.post('/api/v1/add-filter-for-member', { body, schema: TempEnrollmentPortalDataSchema });

export const useAddFilterForMember = () => useMutation({ mutationFn: addFilterForMember });
