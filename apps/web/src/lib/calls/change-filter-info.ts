import { ChangeFilterInfoCall, ChangeFilterInfoV2Call, type CallInput } from '@benefit-store/domain';
import { call } from '@/lib/api-client';
import { dropEmpty } from '@/lib/filter-request';

/** The v2 body: v1's fields plus working hours, coverage and categories. */
export type FilterChange = CallInput<typeof ChangeFilterInfoV2Call>['body'];

/**
 * PUT change-filter-info/{tempId} ("empty values are omitted", spec 000 §4): v2 when the change
 * carries what only v2 takes (working hours, coverage, categories) or the caller asks for it, else v1.
 */
export function changeFilterInfo(tempId: string, change: FilterChange, version?: 'v1' | 'v2') {
  const body = dropEmpty(change);
  const isV2 =
    version === 'v2' ||
    (version === undefined && (body.working_hours !== undefined || body.coverage !== undefined || body.categories !== undefined));
  return isV2 ? call(ChangeFilterInfoV2Call, { params: { tempId }, body }) : call(ChangeFilterInfoCall, { params: { tempId }, body });
}
