import {
  GetAgreementTextsCall,
  GetFormFieldsAgreementInfoCall,
  SaveAgreementInfoCall,
  SendAgreementVerificationCodeCall,
  type CallInput,
} from '@benefit-store/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-agreement-texts. */
export const useAgreementTexts = (enrollmentId: string | null) =>
  useQuery({
    queryKey: ['enrollment', 'agreement-texts', enrollmentId],
    queryFn: () => call(GetAgreementTextsCall, { query: { enrollment_id: enrollmentId! } }),
    enabled: enrollmentId !== null,
    staleTime: 0,
  });

/** GET get-form-fields-agreement-info. */
export const useAgreementFields = (enrollmentId: string | null) =>
  useQuery({
    queryKey: ['enrollment', 'fields', 'agreement_info', enrollmentId],
    queryFn: () => call(GetFormFieldsAgreementInfoCall, { query: { enrollment_id: enrollmentId! } }),
    enabled: enrollmentId !== null,
    staleTime: 0,
  });

/** POST save-agreement-info. */
export const useSaveAgreementInfo = () =>
  useMutation({ mutationFn: (input: CallInput<typeof SaveAgreementInfoCall>) => call(SaveAgreementInfoCall, input) });

/** POST send-agreement-verification-code (ours, docs/decisions/0036). */
export const useSendAgreementCode = () =>
  useMutation({
    mutationFn: (input: CallInput<typeof SendAgreementVerificationCodeCall>) => call(SendAgreementVerificationCodeCall, input),
  });
