import { AuthSignOutCall } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST auth/sign-out: ends the server session and clears its cookie. */
export const signOut = () => call(AuthSignOutCall, {});

/** Query keys of data only a signed-in rep or group administrator may read. */
const STAFF_QUERY_ROOTS = ['accounts', 'homes', 'members'] as const;

/** Whatever the server answers, the browser forgets the staff session and the data it showed. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      for (const root of STAFF_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] });
    },
  });
};
