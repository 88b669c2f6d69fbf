import { GetQuestionsCall } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { planKeys } from './query-keys';

/** GET get-questions (type=save): the plan's qualifying questions with any saved answers. */
export const useQuestions = (planId: number, enrollmentId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: planKeys.questions(planId, enrollmentId ?? ''),
    queryFn: ({ signal }) =>
      call(GetQuestionsCall, { query: { enrollment_id: enrollmentId ?? '', plan_id: planId, type: 'save' }, signal }),
    enabled: enabled && enrollmentId !== null,
  });
