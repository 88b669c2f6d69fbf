import { DirectContinueCall } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * GET direct-continue/{link}: the e-mailed link binds this browser to the saved enrollment. It
 * works once (this browser may open it again), so it is asked once per page visit: never retried,
 * never refetched while cached.
 */
export const directContinueQuery = (link: string) =>
  queryOptions({
    queryKey: ['resume', 'direct-continue', link],
    queryFn: ({ signal }) => call(DirectContinueCall, { params: { enrollment_id: link }, signal }),
    staleTime: Infinity,
    retry: false,
  });
