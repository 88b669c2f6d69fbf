import { TempEnrollmentDataSchema } from '@benefit-store/domain';
import { api } from '@/lib/api-client';
import { dropEmpty, type ChangeFilterBody } from '../filter-request';

/** PUT /api/v1/change-filter-info/{tempId}: the one-form filter updates the enrollment it already has. */
export const changeFilterInfo = (tempId: string, body: ChangeFilterBody) =>
  api.put(`/api/v1/change-filter-info/${encodeURIComponent(tempId)}`, { body: dropEmpty(body), schema: TempEnrollmentDataSchema });
