import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '@/lib/api-client';

/** POST auth/sign-out: ends the server session and clears its cookie. */
export const signOut = () => api.post('/api/v1/auth/sign-out', { body: {}, schema: z.object({ signed_out: z.boolean() }) });

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
