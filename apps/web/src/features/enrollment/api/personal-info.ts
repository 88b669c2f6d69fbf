import { GetFormFieldsPersonalInfoCall, SaveEnrollerCodeCall, SavePersonalInfoCall, type CallInput } from '@benefit-store/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const key = (enrollmentId: string | null) => ['enrollment', 'fields', 'personal_info', enrollmentId];

export const personalFieldsQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: key(enrollmentId),
    queryFn: () => call(GetFormFieldsPersonalInfoCall, { query: { enrollment_id: enrollmentId } }),
    staleTime: 0,
  });

/** GET get-form-fields-personal-info: the step's fields, rules and saved values. */
export const usePersonalFields = (enrollmentId: string | null) =>
  useQuery({ ...personalFieldsQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });

/** POST save-personal-info. */
export function useSavePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof SavePersonalInfoCall>) => call(SavePersonalInfoCall, input),
    // The step's data is fetched again behind the next step, not waited for (docs/decisions/0108).
    onSuccess: (_data, { body }) => void queryClient.invalidateQueries({ queryKey: key(body.enrollment_id) }),
  });
}

/** POST save-enroller-code. */
export const useSaveEnrollerCode = () =>
  useMutation({ mutationFn: (input: CallInput<typeof SaveEnrollerCodeCall>) => call(SaveEnrollerCodeCall, input) });
