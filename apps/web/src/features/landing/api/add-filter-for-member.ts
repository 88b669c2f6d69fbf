import { TempEnrollmentPortalDataSchema, type Tier } from '@benefit-store/domain';
import { api } from '@/lib/api-client';

export interface MemberFilterBody {
  user_id: string;
  tier: Tier;
}

/** POST /api/v1/add-filter-for-member: a member's enrollment from their id and a tier (/member-benefit-store). */
export const addFilterForMember = (body: MemberFilterBody) =>
  api.post('/api/v1/add-filter-for-member', { body, schema: TempEnrollmentPortalDataSchema });
