import { GetAflacQuestionsCall } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { planKeys } from './query-keys';

/** GET get-aflac-questions: the carrier's true/false statements for an underwritten plan. */
export const useCarrierQuestions = (planId: number, enrollmentId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: planKeys.carrierQuestions(planId, enrollmentId ?? ''),
    queryFn: ({ signal }) => call(GetAflacQuestionsCall, { query: { plan_id: planId, enrollment_id: enrollmentId ?? '' }, signal }),
    enabled: enabled && enrollmentId !== null,
  });
