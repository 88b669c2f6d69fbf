import { ZipLookupDataSchema } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /service/validate-zip-code: the wizard's zip lookup; its first error message shows on the zip field. */
export const validateZipCode = (zip: string) => api.post('/service/validate-zip-code', { body: { zip }, schema: ZipLookupDataSchema });

export const useValidateZipCode = () => useMutation({ mutationFn: validateZipCode });
