import { ValidateZipCodeCall } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/v1/validate-zip-code: the one-form filter's zip lookup (spec 001 §7 "Referral landing"). */
export const checkZipCode = (zip: string) => call(ValidateZipCodeCall, { query: { zip_code: zip } });

export const useCheckZipCode = () => useMutation({ mutationFn: checkZipCode });
