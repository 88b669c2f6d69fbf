import { GetSigningCall, ReportNotMeCall, SendToApplicantToSignCall, SignApplicationCall, type CallInput } from '@benefit-store/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST send-to-applicant-to-sign (docs/decisions/0092). */
export const useSendToSign = () =>
  useMutation({ mutationFn: (input: CallInput<typeof SendToApplicantToSignCall>) => call(SendToApplicantToSignCall, input) });

/** GET signing/{token}: the application masked, and the applicant's consents. Not retried: a refused link stays refused. */
export const useSigning = (token: string) =>
  useQuery({
    queryKey: ['signing', token],
    queryFn: ({ signal }) => call(GetSigningCall, { params: { token }, signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/** POST signing/{token}: signs and completes. */
export const useSignApplication = () =>
  useMutation({ mutationFn: (input: CallInput<typeof SignApplicationCall>) => call(SignApplicationCall, input) });

/** POST not-me/{token} (docs/decisions/0093). */
export const useReportNotMe = () => useMutation({ mutationFn: (input: CallInput<typeof ReportNotMeCall>) => call(ReportNotMeCall, input) });
