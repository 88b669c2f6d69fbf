import { ValidateGroupCall } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET validate-group: the group behind an enrollment code; 204 (no group) arrives as an ApiError. */
export const validateGroup = (groupCode: string) => call(ValidateGroupCall, { query: { group_code: groupCode } });

export const useValidateGroup = () => useMutation({ mutationFn: validateGroup });
