import { AuthSignInCall, type SignInBody } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { STAFF_SESSION_KEY } from './get-staff-session';

/** POST auth/sign-in: sets the HttpOnly session cookie and answers the session. */
export const signIn = (body: SignInBody) => call(AuthSignInCall, { body });

export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => queryClient.setQueryData(STAFF_SESSION_KEY, session),
  });
};
