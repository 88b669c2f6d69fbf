import { TempEnrollmentDataSchema } from '@benefit-store/domain';
import { api } from '@/lib/api-client';
import type { NewUserWizardBody } from '../filter-request';

/** POST /api/v2/add-filter-for-new-user: the six-step wizard, with plan categories and coverage. */
export const addFilterForNewUserV2 = (body: NewUserWizardBody) =>
  api.post('/api/v2/add-filter-for-new-user', { body, schema: TempEnrollmentDataSchema });
