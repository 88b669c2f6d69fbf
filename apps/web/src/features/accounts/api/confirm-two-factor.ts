import { AuthTwoFactorConfirmCall, type CallInput } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { STAFF_SESSION_KEY } from './get-staff-session';

/** POST auth/two-factor/confirm: a code from the app turns two-factor sign-in on; answers the session. */
export const useConfirmTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof AuthTwoFactorConfirmCall>['body']) => call(AuthTwoFactorConfirmCall, { body }),
    onSuccess: (session) => queryClient.setQueryData(STAFF_SESSION_KEY, session),
  });
};
