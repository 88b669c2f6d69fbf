import { SaveAflacQuestionsCall, type CallBody } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** One carrier statement answered Yes (1) or No (0), as save-aflac-questions takes it. */
export type CarrierAnswer = CallBody<typeof SaveAflacQuestionsCall>['aflac_data'][number];

/** POST save-aflac-questions: the carrier statements answered Yes (1) or No (0). */
export function useSaveCarrierQuestions(enrollmentId: string | null, planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: CarrierAnswer[]) =>
      call(SaveAflacQuestionsCall, { body: { enrollment_id: enrollmentId ?? '', plan_id: planId, aflac_data: answers } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['plans', 'pricing', planId] }),
  });
}
