import { useQuery } from '@tanstack/react-query';
import type { PlanCartData } from '@benefit-store/domain';
import { planCartQuery } from '@/lib/calls/get-plan-cart';
import { useCartEnrollmentId } from './use-cart-enrollment-id';

const NONE: number[] = [];
const planIdsOf = (cart: PlanCartData) => cart.result.map((item) => item.plan_id);

/**
 * The plan ids in the session's cart (what recommendations start from): undefined while the
 * cart loads, empty without an enrollment or when the cart cannot be read.
 */
export function useCartPlanIds(): number[] | undefined {
  const enrollmentId = useCartEnrollmentId();
  const planIds = useQuery({ ...planCartQuery(enrollmentId ?? ''), enabled: enrollmentId !== null, select: planIdsOf });
  if (enrollmentId === null || planIds.isError) return NONE;
  return planIds.data;
}
