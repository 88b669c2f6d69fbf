import { DefaultInfoSchema } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET get-default-info: the lifestyle host's default rep, group and portal. */
export const getDefaultInfo = (signal?: AbortSignal) => api.get('/api/v1/get-default-info', { schema: DefaultInfoSchema, signal });

export const defaultInfoQuery = () =>
  queryOptions({ queryKey: ['sites', 'default-info'], queryFn: ({ signal }) => getDefaultInfo(signal), staleTime: 0 });
