import { CheckLeadInformationCall, type CallInput } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

type CheckLeadQuery = CallInput<typeof CheckLeadInformationCall>['query'];

/** GET check-lead-information: whether this device should still be asked about its location. */
export const checkLeadQuery = (query: CheckLeadQuery) =>
  queryOptions({
    queryKey: ['engagement', 'check-lead', query.device_id],
    queryFn: ({ signal }) => call(CheckLeadInformationCall, { query, signal }),
    staleTime: Infinity,
  });

/** Asked once the device has its id (null until then). */
export const useCheckLead = (query: CheckLeadQuery | null) =>
  useQuery({ ...checkLeadQuery(query ?? { device_id: '', web_url: '' }), enabled: query !== null });
