import {
  GetBeneficiariesExistingUserEnrollmentCall,
  GetBeneficiaryRelationshipsCall,
  GetFormFieldsBeneficiaryInfoCall,
  SaveBeneficiaryInfoCall,
  ValidateSingleBeneficiaryCall,
  type CallInput,
} from '@benefit-store/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const listKey = (enrollmentId: string | null) => ['enrollment', 'beneficiaries', enrollmentId];

/** GET get-form-fields-beneficiary-info: the popups' fields and rules. */
export const useBeneficiaryFields = (enrollmentId: string | null) =>
  useQuery({
    queryKey: ['enrollment', 'fields', 'beneficiary_info', enrollmentId],
    queryFn: () => call(GetFormFieldsBeneficiaryInfoCall, { query: { enrollment_id: enrollmentId! } }),
    enabled: enrollmentId !== null,
    staleTime: 0,
  });

/** GET get-beneficiary-relationships: name/value pairs. */
export const useBeneficiaryRelationships = () =>
  useQuery({
    queryKey: ['enrollment', 'beneficiary-relationships'],
    queryFn: () => call(GetBeneficiaryRelationshipsCall, {}),
    staleTime: Infinity,
  });

/** GET get-beneficiaries-existing-user-enrollment: the saved list, or an existing member's, SSNs masked. */
export const useExistingBeneficiaries = (enrollmentId: string | null) =>
  useQuery({
    queryKey: listKey(enrollmentId),
    queryFn: () => call(GetBeneficiariesExistingUserEnrollmentCall, { query: { enrollment_id: enrollmentId! } }),
    enabled: enrollmentId !== null,
    staleTime: 0,
  });

/** POST validate-single-beneficiary. */
export const useValidateSingleBeneficiary = () =>
  useMutation({ mutationFn: (input: CallInput<typeof ValidateSingleBeneficiaryCall>) => call(ValidateSingleBeneficiaryCall, input) });

/** POST save-beneficiary-info. */
export function useSaveBeneficiaryInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof SaveBeneficiaryInfoCall>) => call(SaveBeneficiaryInfoCall, input),
    // The step's data is fetched again behind the next step, not waited for (docs/decisions/0108).
    onSuccess: (_data, { body }) => void queryClient.invalidateQueries({ queryKey: listKey(body.enrollment_id) }),
  });
}
