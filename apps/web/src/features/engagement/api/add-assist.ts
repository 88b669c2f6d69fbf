import { AddCall } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { assistQueryKey, type AssistParams } from './get-assist';

export interface AssistAnswer extends AssistParams {
  questionId: number;
  answer: string;
}

/** POST assist/add: saves (or replaces) the answer to one question; the answer is the conversation as it now stands. */
export const addAssist = ({ questionId, answer, deviceId, agentId, webUrl }: AssistAnswer) =>
  call(AddCall, { body: { question_id: questionId, answer, device_id: deviceId, agent_id: agentId ?? undefined, web_url: webUrl } });

export function useAddAssist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAssist,
    onSuccess: (conversation, { deviceId }) => queryClient.setQueryData(assistQueryKey(deviceId), conversation),
  });
}
