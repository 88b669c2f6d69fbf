import { type PlanAnswer, SaveQuestionAnswersCall } from '@benefit-store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { planKeys } from './query-keys';

/** POST save-question-answers: accepted (success_message) or declined (HTTP 422 `declined` with the decline message). */
export const saveQuestionAnswers = (enrollmentId: string, planId: number, answers: PlanAnswer[]) =>
  call(SaveQuestionAnswersCall, { body: { enrollment_id: enrollmentId, plan_id: planId, answers } });

export function useSaveQuestionAnswers(enrollmentId: string | null, planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: PlanAnswer[]) => saveQuestionAnswers(enrollmentId ?? '', planId, answers),
    // Accepted or declined, the pricing answer changes.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['plans', 'pricing', planId] }),
        queryClient.invalidateQueries({ queryKey: planKeys.questions(planId, enrollmentId ?? '') }),
      ]),
  });
}
