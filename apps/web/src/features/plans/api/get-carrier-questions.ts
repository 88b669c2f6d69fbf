import { CarrierQuestionsDataSchema } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { planKeys } from './query-keys';

/** GET get-aflac-questions: the carrier's true/false statements for an underwritten plan. */
export const useCarrierQuestions = (planId: number, enrollmentId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: planKeys.carrierQuestions(planId, enrollmentId ?? ''),
    queryFn: ({ signal }) =>
      api.get('/api/v1/get-aflac-questions', {
        query: { plan_id: planId, enrollment_id: enrollmentId },
        schema: CarrierQuestionsDataSchema,
        signal,
      }),
    enabled: enabled && enrollmentId !== null,
  });
