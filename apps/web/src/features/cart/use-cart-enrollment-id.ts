import { EnrollmentIdSchema } from '@benefit-store/domain';
import { useStoredSession } from '@/lib/use-stored-session';

/** The stored temporary enrollment id (tempId) when it is one; the cart has nothing to load otherwise. */
export function useCartEnrollmentId(): string | null {
  const { tempId } = useStoredSession();
  return EnrollmentIdSchema.safeParse(tempId).success ? tempId : null;
}
