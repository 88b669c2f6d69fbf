import { NearestZipCodeCall, type CallInput } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET nearest-zip-code: the zip nearest to the browser's position (after the visitor allowed it). */
export const useNearestZipCode = () =>
  useMutation({ mutationFn: (query: CallInput<typeof NearestZipCodeCall>['query']) => call(NearestZipCodeCall, { query }) });
