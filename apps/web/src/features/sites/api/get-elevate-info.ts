import { ElevateInfoDataSchema } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET get-elevate-info: the elevate group's portal. */
export const getElevateInfo = (signal?: AbortSignal) => api.get('/api/v1/get-elevate-info', { schema: ElevateInfoDataSchema, signal });

export const elevateInfoQuery = () =>
  queryOptions({ queryKey: ['sites', 'elevate-info'], queryFn: ({ signal }) => getElevateInfo(signal), staleTime: 0 });
