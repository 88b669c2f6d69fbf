import type { HealthQuestions } from '@benefit-store/domain';
import { useEffect, useRef, useState } from 'react';
import { storage } from '@/lib/storage';
import { useExistingHealthInfo, useSavePrimaryHealthInfo } from './api/primary-health-info';

/**
 * Spec 001 §4 "Health": for an existing member who has not yet tracked health, the member's last
 * answers are loaded and saved once, a local flag is set (the enrollment id, so a later enrollment
 * in the same browser is prefilled too), and the saved answers are then read again. Answers that
 * no longer pass the save (a question added since) are offered in the form instead.
 */
export function useExistingHealthPrefill(enrollmentId: string | null): { isPending: boolean; unsaved: HealthQuestions | undefined } {
  const [isTracked, setTracked] = useState(
    () => enrollmentId === null || storage.get('enroll_type') !== 'existing-member' || storage.get('health_track') === enrollmentId,
  );
  const existing = useExistingHealthInfo(enrollmentId, { enabled: !isTracked });
  const save = useSavePrimaryHealthInfo();
  const [unsaved, setUnsaved] = useState<HealthQuestions>();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (isTracked || enrollmentId === null || hasStarted.current || existing.isPending) return;
    hasStarted.current = true;
    const track = () => {
      storage.set('health_track', enrollmentId);
      setTracked(true);
    };
    const answers = existing.data?.result;
    if (!answers || answers.condition_questions.length === 0) {
      track();
      return;
    }
    save.mutate(
      { body: { ...answers, enrollment_id: enrollmentId } },
      {
        onSuccess: track,
        onError: () => {
          const { condition_questions, ...rest } = answers;
          setUnsaved({ codition_questions: condition_questions, ...rest });
          track();
        },
      },
    );
  }, [enrollmentId, existing.data, existing.isPending, isTracked, save]);

  return { isPending: !isTracked, unsaved };
}
