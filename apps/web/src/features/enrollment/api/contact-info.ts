import { GetFormFieldsContactInfoCall, SaveContactInfoCall, type CallInput } from '@benefit-store/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const key = (enrollmentId: string | null) => ['enrollment', 'fields', 'contact_info', enrollmentId];

/** GET get-form-fields-contact-info. */
export const useContactFields = (enrollmentId: string | null) =>
  useQuery({
    queryKey: key(enrollmentId),
    queryFn: () => call(GetFormFieldsContactInfoCall, { query: { enrollment_id: enrollmentId! } }),
    enabled: enrollmentId !== null,
    staleTime: 0,
  });

/** POST save-contact-info. */
export function useSaveContactInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof SaveContactInfoCall>) => call(SaveContactInfoCall, input),
    // The step's data is fetched again behind the next step, not waited for (docs/decisions/0108).
    onSuccess: (_data, { body }) => void queryClient.invalidateQueries({ queryKey: key(body.enrollment_id) }),
  });
}
