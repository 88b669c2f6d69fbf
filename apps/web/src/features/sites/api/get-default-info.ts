import { GetDefaultInfoCall } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-default-info: the lifestyle host's default rep, group and portal. */
export const getDefaultInfo = (signal?: AbortSignal) => call(GetDefaultInfoCall, { signal });

export const defaultInfoQuery = () =>
  queryOptions({ queryKey: ['sites', 'default-info'], queryFn: ({ signal }) => getDefaultInfo(signal), staleTime: 0 });
