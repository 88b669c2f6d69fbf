import { GetLeadInformationCall, type CallInput } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-lead-information: records the visitor's answer to the location banner (store_information 1 or 0). */
export const useStoreLeadInformation = () =>
  useMutation({ mutationFn: (query: CallInput<typeof GetLeadInformationCall>['query']) => call(GetLeadInformationCall, { query }) });
