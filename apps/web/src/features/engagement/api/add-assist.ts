import { AddAssistCall, type CallInput } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { assistQueryKey } from './get-assist';

/** POST assist/add: saves (or replaces) the answer to one question; the answer is the conversation as it now stands. */
export function useAddAssist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof AddAssistCall>['body']) => call(AddAssistCall, { body }),
    onSuccess: (conversation, { device_id }) => queryClient.setQueryData(assistQueryKey(device_id), conversation),
  });
}
