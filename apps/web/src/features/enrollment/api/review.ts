import { GetReceiptCall, GetReviewSummaryCall, SaveReviewInfoCall, type CallInput } from '@benefit-store/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST save-review-info: completes the enrollment (a repeated call answers the same receipt). */
export function useSaveReviewInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof SaveReviewInfoCall>) => call(SaveReviewInfoCall, input),
    // The cart count follows the completed enrollment (spec 001 §4 "Review").
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}

/** GET get-receipt: the confirmation number, the applicant's name, what was enrolled and whom to contact. */
export const useReceipt = (enrollmentId: string | null) =>
  useQuery({
    queryKey: ['enrollment', 'receipt', enrollmentId],
    queryFn: () => call(GetReceiptCall, { query: { enrollment_id: enrollmentId! } }),
    enabled: enrollmentId !== null,
    staleTime: Infinity,
  });

/** GET get-review-summary: the plans with their chosen options, tier, effective date, costs and the agreement's signature. */
export const useReviewSummary = (enrollmentId: string) =>
  useQuery({
    queryKey: ['enrollment', 'review-summary', enrollmentId],
    queryFn: ({ signal }) => call(GetReviewSummaryCall, { query: { enrollment_id: enrollmentId }, signal }),
    staleTime: 0,
  });
