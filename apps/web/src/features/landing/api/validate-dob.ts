import { ValidateDobDataSchema } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/v2/validate-dob: the wizard's server check of the date of birth. A refusal carries the
 * message under `errors.dob` and, like every refusal, as the field error of `dob`.
 */
export const validateDob = (dob: string) => api.get('/api/v2/validate-dob', { query: { dob }, schema: ValidateDobDataSchema });

export const useValidateDob = () => useMutation({ mutationFn: validateDob });
