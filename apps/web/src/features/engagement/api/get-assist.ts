import { GetAssistCall, type CallInput } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

type AssistQuery = CallInput<typeof GetAssistCall>['query'];

export const assistQueryKey = (deviceId: string) => ['engagement', 'assist', deviceId] as const;

/** GET assist/get: the Contact Rep assistant's next question and this device's answers so far. */
export const assistQuery = (query: AssistQuery & { device_id: string }) =>
  queryOptions({
    queryKey: assistQueryKey(query.device_id),
    queryFn: ({ signal }) => call(GetAssistCall, { query, signal }),
    staleTime: 0,
  });

export const useAssist = (query: AssistQuery & { device_id: string }) => useQuery(assistQuery(query));
