import { useEnrollmentId } from '@/lib/use-enrollment-id';

/** The stored temporary enrollment id (tempId) when it is one; the cart has nothing to load otherwise. */
export function useCartEnrollmentId(): string | null {
  return useEnrollmentId();
}
