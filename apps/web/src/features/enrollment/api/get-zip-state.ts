import { GetZipStateCall } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-zip-state (the employer step's zip-to-state lookup): asked once the zip has 5 digits; a refusal is not retried. */
export const useZipState = (zip: string | null) =>
  useQuery({
    queryKey: ['enrollment', 'zip-state', zip],
    queryFn: () => call(GetZipStateCall, { query: { zip: zip! } }),
    enabled: zip !== null,
    staleTime: Infinity,
    retry: false,
  });
