import { GetCommonMenuCall, type CallInput } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-common-menu: the plan categories the session's rep, group or portal sells. */
export const commonMenuQuery = (query: CallInput<typeof GetCommonMenuCall>['query']) =>
  queryOptions({
    queryKey: ['catalog', 'common-menu', query],
    queryFn: ({ signal }) => call(GetCommonMenuCall, { query, signal }),
    staleTime: 5 * 60_000,
  });
