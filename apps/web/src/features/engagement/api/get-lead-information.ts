import { GetLeadInformationCall } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export interface StoreLeadParams {
  /** Allow (true) or Don't Allow (false). */
  isAllowed: boolean;
  deviceId: string;
  webUrl: string;
  agentId: number | null;
  groupId: number | null;
}

/** GET get-lead-information: records the visitor's answer to the location banner (store_information 1 or 0). */
export const storeLeadInformation = ({ isAllowed, deviceId, webUrl, agentId, groupId }: StoreLeadParams) =>
  call(GetLeadInformationCall, {
    query: { store_information: isAllowed ? '1' : '0', device_id: deviceId, web_url: webUrl, group_id: groupId, agent_id: agentId },
  });

export const useStoreLeadInformation = () => useMutation({ mutationFn: storeLeadInformation });
