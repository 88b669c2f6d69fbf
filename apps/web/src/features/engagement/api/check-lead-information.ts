import { CheckLeadInformationCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export interface CheckLeadParams {
  deviceId: string;
  webUrl: string;
  agentId: number | null;
}

/** GET check-lead-information: whether this device should still be asked about its location. */
export const checkLeadInformation = ({ deviceId, webUrl, agentId }: CheckLeadParams, signal?: AbortSignal) =>
  call(CheckLeadInformationCall, { query: { device_id: deviceId, web_url: webUrl, agent_id: agentId }, signal });

export const checkLeadQuery = (params: CheckLeadParams) =>
  queryOptions({
    queryKey: ['engagement', 'check-lead', params.deviceId],
    queryFn: ({ signal }) => checkLeadInformation(params, signal),
    staleTime: Infinity,
  });

/** Asked once the device has its id. */
export const useCheckLead = ({ deviceId, ...params }: Omit<CheckLeadParams, 'deviceId'> & { deviceId: string | null }) =>
  useQuery({ ...checkLeadQuery({ deviceId: deviceId ?? '', ...params }), enabled: deviceId !== null });
