import { ValidateZipCode2Call } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call, isApiError } from '@/lib/api-client';

/** POST /service/validate-zip-code: the wizard's zip lookup; its first error message shows on the zip field. */
export const validateZipCode = (zip: string) => call(ValidateZipCode2Call, { body: { zip } });

export const useValidateZipCode = () => useMutation({ mutationFn: validateZipCode });

/** What a finder step says when the server could not be asked. */
export const CHECK_FAILED = 'We could not check this right now. Please try again.';

/** The zip lookup's refusal as the zip field shows it: its first field error (spec 000 §8). */
export function zipRefusalMessage(error: unknown): string {
  if (!isApiError(error)) return CHECK_FAILED;
  return error.fieldErrors[0]?.error_message ?? error.message;
}
