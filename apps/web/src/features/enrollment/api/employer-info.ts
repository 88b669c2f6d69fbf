import { GetFormFieldsEmployerInfoCall, GetGroupInfoCall, SaveEmployerInfoCall, type CallInput } from '@benefit-store/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const key = (enrollmentId: string | null) => ['enrollment', 'fields', 'employer_info', enrollmentId];

/** GET get-form-fields-employer-info: the step's fields, rules and saved values. */
export const useEmployerFields = (enrollmentId: string | null) =>
  useQuery({
    queryKey: key(enrollmentId),
    queryFn: () => call(GetFormFieldsEmployerInfoCall, { query: { enrollment_id: enrollmentId! } }),
    enabled: enrollmentId !== null,
    staleTime: 0,
  });

/** GET get-group-info: the enrollment's group, which prefills the step when nothing is saved. */
export const useGroupInfo = (enrollmentId: string | null) =>
  useQuery({
    queryKey: ['enrollment', 'group-info', enrollmentId],
    queryFn: () => call(GetGroupInfoCall, { query: { enrollment_id: enrollmentId! } }),
    enabled: enrollmentId !== null,
    retry: false,
  });

/** POST save-employer-info. */
export function useSaveEmployerInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof SaveEmployerInfoCall>) => call(SaveEmployerInfoCall, input),
    // The step's data is fetched again behind the next step, not waited for (docs/decisions/0108).
    onSuccess: (_data, { body }) => void queryClient.invalidateQueries({ queryKey: key(body.enrollment_id) }),
  });
}
