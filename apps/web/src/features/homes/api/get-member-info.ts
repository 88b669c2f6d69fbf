import { GetMemberInfoCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-member-info: the member's names (and rep, group, portal) for the member home. */
export const getMemberInfo = (userId: string, signal?: AbortSignal) => call(GetMemberInfoCall, { query: { user_id: userId }, signal });

export const memberInfoQuery = (userId: string) =>
  queryOptions({ queryKey: ['homes', 'member-info', userId], queryFn: ({ signal }) => getMemberInfo(userId, signal) });

export const useMemberInfo = (userId: string | null) => useQuery({ ...memberInfoQuery(userId ?? ''), enabled: userId !== null });
