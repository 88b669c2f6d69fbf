import {
  GetBillDateCall,
  GetBillingTextCall,
  GetExistingBankInfoCall,
  GetExistingCardInfoCall,
  GetFormFieldsBillingInfoCall,
  GetPaymentMethodCall,
  RoutingNumberBankLookupCall,
  SaveBillingInfoCall,
  SaveBillingInfoExistingCall,
  type CallInput,
} from '@benefit-store/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const key = (enrollmentId: string | null) => ['enrollment', 'fields', 'billing_info', enrollmentId];
const query = (enrollmentId: string | null) => ({ query: { enrollment_id: enrollmentId! } });

/** GET get-form-fields-billing-info. */
export const billingFieldsQuery = (enrollmentId: string | null) =>
  queryOptions({
    queryKey: key(enrollmentId),
    queryFn: () => call(GetFormFieldsBillingInfoCall, query(enrollmentId)),
    enabled: enrollmentId !== null,
    staleTime: 0,
  });
export const useBillingFields = (enrollmentId: string | null) => useQuery(billingFieldsQuery(enrollmentId));

/** GET get-payment-method: cc, eft, list, elist or stmt. */
export const paymentMethodQuery = (enrollmentId: string | null) =>
  queryOptions({
    queryKey: ['enrollment', 'payment-method', enrollmentId],
    queryFn: () => call(GetPaymentMethodCall, query(enrollmentId)),
    enabled: enrollmentId !== null,
  });
export const usePaymentMethod = (enrollmentId: string | null) => useQuery(paymentMethodQuery(enrollmentId));

/** GET get-bill-date. */
export const useBillDates = (enrollmentId: string | null) =>
  useQuery({
    queryKey: ['enrollment', 'bill-dates', enrollmentId],
    queryFn: () => call(GetBillDateCall, query(enrollmentId)),
    enabled: enrollmentId !== null,
    staleTime: Infinity,
  });

/** GET get-billing-text: the merchant text on the bank statement. */
export const useBillingText = (enrollmentId: string | null) =>
  useQuery({
    queryKey: ['enrollment', 'billing-text', enrollmentId],
    queryFn: () => call(GetBillingTextCall, query(enrollmentId)),
    enabled: enrollmentId !== null,
    staleTime: Infinity,
  });

/** GET get-existing-bank-info: an existing member's accounts, masked. */
export const useExistingBanks = (enrollmentId: string | null) =>
  useQuery({
    queryKey: ['enrollment', 'existing-banks', enrollmentId],
    queryFn: () => call(GetExistingBankInfoCall, query(enrollmentId)),
    enabled: enrollmentId !== null,
  });

/** GET get-existing-card-info: an existing member's cards, masked; asked once cards are the chosen type (spec 001 §4). */
export const useExistingCards = (enrollmentId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['enrollment', 'existing-cards', enrollmentId],
    queryFn: () => call(GetExistingCardInfoCall, query(enrollmentId)),
    enabled: enrollmentId !== null && enabled,
  });

/** GET /api/v3/routing-number-bank-lookup: the bank's name for a routing number ('' when the directory does not list it). */
export const lookUpBank = (routingNumber: string) => call(RoutingNumberBankLookupCall, { query: { q: routingNumber } });

/** POST save-billing-info. */
export function useSaveBillingInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof SaveBillingInfoCall>) => call(SaveBillingInfoCall, input),
    // The step's data is fetched again behind the next step, not waited for (docs/decisions/0108).
    onSuccess: (_data, { body }) => void queryClient.invalidateQueries({ queryKey: key(body.enrollment_id) }),
  });
}

/** POST save-billing-info-existing. */
export function useSaveBillingInfoExisting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof SaveBillingInfoExistingCall>) => call(SaveBillingInfoExistingCall, input),
    // The step's data is fetched again behind the next step, not waited for (docs/decisions/0108).
    onSuccess: (_data, { body }) => void queryClient.invalidateQueries({ queryKey: key(body.enrollment_id) }),
  });
}
