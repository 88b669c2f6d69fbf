import {
  CheckTabRequiredCall,
  DeleteDependentInIOCall,
  GetDependentsExistingUserEnrollmentCall,
  GetFormFieldsDependentPrimaryInfoCall,
  GetHealthQuestionsDependentInfoCall,
  SaveDependentInfoCall,
  SaveDependentInfoToTempCall,
  ValidateSingleDependentCall,
  type CallInput,
} from '@benefit-store/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET check-tab-required with tab_name=primary_health_info: whether dependents answer health questions. */
export const useDependentHealthRequired = (enrollmentId: string | null) =>
  useQuery({
    queryKey: ['enrollment', 'tab-required', 'primary_health_info', enrollmentId],
    queryFn: () => call(CheckTabRequiredCall, { query: { enrollment_id: enrollmentId!, tab_name: 'primary_health_info' } }),
    enabled: enrollmentId !== null,
    staleTime: 0,
  });

/** GET get-form-fields-dependent-primary-info: the forms' fields and rules. */
export const useDependentFields = (enrollmentId: string | null) =>
  useQuery({
    queryKey: ['enrollment', 'fields', 'dependent_primary_info', enrollmentId],
    queryFn: () => call(GetFormFieldsDependentPrimaryInfoCall, { query: { enrollment_id: enrollmentId! } }),
    enabled: enrollmentId !== null,
    staleTime: 0,
  });

/** GET get-health-questions-dependent-info: the dependents' questions, asked only when health is required. */
export const useDependentHealthQuestions = (enrollmentId: string | null, isAsked: boolean) =>
  useQuery({
    queryKey: ['enrollment', 'dependent-health-questions', enrollmentId],
    queryFn: () => call(GetHealthQuestionsDependentInfoCall, { query: { enrollment_id: enrollmentId! } }),
    enabled: enrollmentId !== null && isAsked,
    staleTime: 0,
  });

/** GET get-dependents-existing-user-enrollment: the saved list, or an existing member's, SSNs masked, with the tier. */
export const useExistingDependents = (enrollmentId: string | null) =>
  useQuery({
    queryKey: ['enrollment', 'dependents', enrollmentId],
    queryFn: () => call(GetDependentsExistingUserEnrollmentCall, { query: { enrollment_id: enrollmentId! } }),
    enabled: enrollmentId !== null,
    staleTime: 0,
    gcTime: 0,
  });

/** POST validate-single-dependent. */
export const useValidateSingleDependent = () =>
  useMutation({ mutationFn: (input: CallInput<typeof ValidateSingleDependentCall>) => call(ValidateSingleDependentCall, input) });

/** POST save-dependent-info. */
export const useSaveDependentInfo = () =>
  useMutation({ mutationFn: (input: CallInput<typeof SaveDependentInfoCall>) => call(SaveDependentInfoCall, input) });

/** POST save-dependent-info-to-temp. */
export const useSaveDependentInfoToTemp = () =>
  useMutation({ mutationFn: (input: CallInput<typeof SaveDependentInfoToTempCall>) => call(SaveDependentInfoToTempCall, input) });

/** POST delete-dependent-in-IO. */
export const useDeleteDependentInIO = () =>
  useMutation({ mutationFn: (input: CallInput<typeof DeleteDependentInIOCall>) => call(DeleteDependentInIOCall, input) });
