import {
  FilterInfoWireSchema,
  GetEnrollmentTempInfoCall,
  type FilterInfoWire,
  type TempInfoColumn,
} from '@benefit-store/domain';
import { call } from '@/lib/api-client';

/** GET get-enrollment-temp-info: one column of the temporary enrollment. */
export const getEnrollmentTempInfo = (enrollmentId: string, column: TempInfoColumn, signal?: AbortSignal) =>
  call(GetEnrollmentTempInfoCall, { query: { enrollment_id: enrollmentId, column }, signal });

/** The filter the enrollment holds (dob mm/dd/yyyy), to fill the forms again; null when it holds none. */
export async function getFilterInfo(enrollmentId: string, signal?: AbortSignal): Promise<FilterInfoWire | null> {
  const data = await getEnrollmentTempInfo(enrollmentId, 'filter_info', signal);
  return FilterInfoWireSchema.safeParse(data.result).data ?? null;
}
