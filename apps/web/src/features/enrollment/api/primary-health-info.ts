import {
  GetExistingPrimaryHealthInfoCall,
  GetHealthQuestionsPrimaryCall,
  SavePrimaryHealthInfoCall,
  type CallInput,
} from '@benefit-store/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Health answers live in the query cache (memory) only, never in local storage (DESIGN §5). */
const key = (enrollmentId: string | null) => ['enrollment', 'health', 'primary_health_info', enrollmentId];

/** GET get-health-questions-primary-health-info: the questions with the saved answers. */
export const useHealthQuestions = (enrollmentId: string | null, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: key(enrollmentId),
    queryFn: ({ signal }) => call(GetHealthQuestionsPrimaryCall, { query: { enrollment_id: enrollmentId! }, signal }),
    enabled: enabled && enrollmentId !== null,
    staleTime: 0,
  });

/** GET get-existing-primary-health-info: an existing member's last answers (or none). */
export const useExistingHealthInfo = (enrollmentId: string | null, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: [...key(enrollmentId), 'existing'],
    queryFn: ({ signal }) => call(GetExistingPrimaryHealthInfoCall, { query: { enrollment_id: enrollmentId! }, signal }),
    enabled: enabled && enrollmentId !== null,
    staleTime: 0,
    gcTime: 0,
  });

/** POST save-primary-health-info; the questions are read again afterwards. */
export function useSavePrimaryHealthInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof SavePrimaryHealthInfoCall>) => call(SavePrimaryHealthInfoCall, input),
    // The step's data is fetched again behind the next step, not waited for (docs/decisions/0108).
    onSuccess: (_data, { body }) => void queryClient.invalidateQueries({ queryKey: key(body.enrollment_id), exact: true }),
  });
}
