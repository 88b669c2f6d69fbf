import { TempEnrollmentDataSchema } from '@benefit-store/domain';
import { api } from '@/lib/api-client';
import { dropEmpty, type ChangeFilterBody } from '../filter-request';

/** PUT /api/v2/change-filter-info/{tempId}: the wizard updates the enrollment it already has; empty values are not sent. */
export const changeFilterInfoV2 = (tempId: string, body: ChangeFilterBody) =>
  api.put(`/api/v2/change-filter-info/${encodeURIComponent(tempId)}`, { body: dropEmpty(body), schema: TempEnrollmentDataSchema });
