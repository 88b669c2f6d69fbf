import { AuthSessionCall } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET auth/session: the signed-in rep or group administrator; 401 (an ApiError) when signed out. */
export const getStaffSession = (signal?: AbortSignal) => call(AuthSessionCall, { signal });

export const STAFF_SESSION_KEY = ['accounts', 'session'] as const;

/** Never served from cache: a session may end on the server at any time. */
export const staffSessionQuery = () =>
  queryOptions({ queryKey: STAFF_SESSION_KEY, queryFn: ({ signal }) => getStaffSession(signal), staleTime: 0, retry: false });
