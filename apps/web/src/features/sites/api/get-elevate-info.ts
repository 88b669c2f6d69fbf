import { GetElevateInfoCall } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-elevate-info: the elevate group's portal. */
export const getElevateInfo = (signal?: AbortSignal) => call(GetElevateInfoCall, { signal });

export const elevateInfoQuery = () =>
  queryOptions({ queryKey: ['sites', 'elevate-info'], queryFn: ({ signal }) => getElevateInfo(signal), staleTime: 0 });
