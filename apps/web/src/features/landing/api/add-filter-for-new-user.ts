import { TempEnrollmentDataSchema } from '@benefit-store/domain';
import { api } from '@/lib/api-client';
import type { NewUserFilterBody } from '../filter-request';

/** POST /api/v1/add-filter-for-new-user: the one-form filter (referral landing, plan pages) starts a temporary enrollment. */
export const addFilterForNewUser = (body: NewUserFilterBody) =>
  api.post('/api/v1/add-filter-for-new-user', { body, schema: TempEnrollmentDataSchema });
