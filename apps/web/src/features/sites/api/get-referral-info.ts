import { GetEnrollmentInfoReferralCall } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-enrollment-info-referral: who a referral link belongs to. */
export const getReferralInfo = (referralId: string, signal?: AbortSignal) =>
  call(GetEnrollmentInfoReferralCall, { query: { referral_id: referralId }, signal });

export const referralInfoQuery = (referralId: string) =>
  queryOptions({
    queryKey: ['sites', 'referral-info', referralId],
    queryFn: ({ signal }) => getReferralInfo(referralId, signal),
    staleTime: 0,
  });
