import { TempInfoDataSchema, type TempInfoColumn } from '@benefit-store/domain';
import { api } from '@/lib/api-client';

/** GET get-enrollment-temp-info: one column of the temporary enrollment (here: its rep, group and portal). */
export const getEnrollmentTempInfo = (enrollmentId: string, column: TempInfoColumn) =>
  api.get('/api/v1/get-enrollment-temp-info', { query: { enrollment_id: enrollmentId, column }, schema: TempInfoDataSchema });
