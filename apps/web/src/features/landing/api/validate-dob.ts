import { ValidateDobV2Call } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * GET /api/v2/validate-dob: the wizard's server check of the date of birth. A refusal carries the
 * message under `errors.dob` and, like every refusal, as the field error of `dob`.
 */
export const validateDob = (dob: string) => call(ValidateDobV2Call, { query: { dob } });

export const useValidateDob = () => useMutation({ mutationFn: validateDob });
