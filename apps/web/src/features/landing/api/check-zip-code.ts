import { ZipLookupDataSchema } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/validate-zip-code: the one-form filter's zip lookup (spec 001 §7 "Referral landing"). */
export const checkZipCode = (zip: string) =>
  api.get('/api/v1/validate-zip-code', { query: { zip_code: zip }, schema: ZipLookupDataSchema });

export const useCheckZipCode = () => useMutation({ mutationFn: checkZipCode });
