import { SaveAflacQuestionsCall } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export interface CarrierAnswer {
  qid: number;
  true_condition: 0 | 1;
}

/** POST save-aflac-questions: the carrier statements answered Yes (1) or No (0). */
export function useSaveCarrierQuestions(enrollmentId: string | null, planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: CarrierAnswer[]) =>
      call(SaveAflacQuestionsCall, { body: { enrollment_id: enrollmentId ?? '', plan_id: planId, aflac_data: answers } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['plans', 'pricing', planId] }),
  });
}
