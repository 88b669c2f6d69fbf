import { GetCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export interface AssistParams {
  deviceId: string;
  webUrl: string;
  agentId: number | null;
}

/** GET assist/get: the Contact Rep assistant's next question and this device's answers so far. */
export const getAssist = ({ deviceId, webUrl, agentId }: AssistParams, signal?: AbortSignal) =>
  call(GetCall, { query: { agent_id: agentId, device_id: deviceId, web_url: webUrl }, signal });

export const assistQueryKey = (deviceId: string) => ['engagement', 'assist', deviceId] as const;

export const assistQuery = (params: AssistParams) =>
  queryOptions({ queryKey: assistQueryKey(params.deviceId), queryFn: ({ signal }) => getAssist(params, signal), staleTime: 0 });

export const useAssist = (params: AssistParams) => useQuery(assistQuery(params));
