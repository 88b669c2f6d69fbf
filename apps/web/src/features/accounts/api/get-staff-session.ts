import { AuthSessionCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET auth/session: the signed-in rep or group administrator, or null when nobody is signed in. */
export const getStaffSession = async (signal?: AbortSignal) => (await call(AuthSessionCall, { signal })).session;

export const STAFF_SESSION_KEY = ['accounts', 'session'] as const;

/** Never served from cache: a session may end on the server at any time. */
export const staffSessionQuery = () =>
  queryOptions({ queryKey: STAFF_SESSION_KEY, queryFn: ({ signal }) => getStaffSession(signal), staleTime: 0, retry: false });

/** The signed-in rep or group administrator, asked only while `enabled` (a rep's or group's process). */
export const useStaffSession = (enabled: boolean) => useQuery({ ...staffSessionQuery(), enabled });
