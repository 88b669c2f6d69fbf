import { EnrollmentIdSchema } from '@benefit-store/domain';
import { useStoredSession } from '@/lib/use-stored-session';

/** A stored temporary enrollment id when it is one (a uuid), else null. */
export const enrollmentIdOf = (tempId: string | null): string | null => (EnrollmentIdSchema.safeParse(tempId).success ? tempId : null);

/** The session's temporary enrollment id when it is one (a uuid), else null. */
export function useEnrollmentId(): string | null {
  return enrollmentIdOf(useStoredSession().tempId);
}
