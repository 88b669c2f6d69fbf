import { ValidatedGroupSchema } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET validate-group: the group behind an enrollment code; 204 (no group) arrives as an ApiError. */
export const validateGroup = (groupCode: string) =>
  api.get('/api/v1/validate-group', { query: { group_code: groupCode }, schema: ValidatedGroupSchema });

export const useValidateGroup = () => useMutation({ mutationFn: validateGroup });
