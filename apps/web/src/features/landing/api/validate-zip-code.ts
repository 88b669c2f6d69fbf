import { ValidateZipCode2Call } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /service/validate-zip-code: the wizard's zip lookup; its first error message shows on the zip field. */
export const validateZipCode = (zip: string) => call(ValidateZipCode2Call, { body: { zip } });

export const useValidateZipCode = () => useMutation({ mutationFn: validateZipCode });
