import { EnrollmentIdSchema } from '@benefit-store/domain';
import { useStoredSession } from '@/lib/use-stored-session';

/** The session's temporary enrollment id when it is one (a uuid), else null. */
export function useEnrollmentId(): string | null {
  const { tempId } = useStoredSession();
  return EnrollmentIdSchema.safeParse(tempId).success ? tempId : null;
}
