import { ReferralInfoSchema } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET get-enrollment-info-referral: who a referral link belongs to. */
export const getReferralInfo = (referralId: string, signal?: AbortSignal) =>
  api.get('/api/v1/get-enrollment-info-referral', { query: { referral_id: referralId }, schema: ReferralInfoSchema, signal });

export const referralInfoQuery = (referralId: string) =>
  queryOptions({
    queryKey: ['sites', 'referral-info', referralId],
    queryFn: ({ signal }) => getReferralInfo(referralId, signal),
    staleTime: 0,
  });
