import { AuthTwoFactorEnrollCall } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST auth/two-factor/enroll: a new secret for the signed-in account, shown once (docs/decisions/0051). */
export const useStartTwoFactor = () => useMutation({ mutationFn: () => call(AuthTwoFactorEnrollCall, {}) });
