import { GetGroupMenuCall, type CallInput } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-group-menu: the categories of a default-domain site's group. */
export const groupMenuQuery = (query: CallInput<typeof GetGroupMenuCall>['query']) =>
  queryOptions({
    queryKey: ['catalog', 'group-menu', query],
    queryFn: ({ signal }) => call(GetGroupMenuCall, { query, signal }),
    staleTime: 5 * 60_000,
  });
