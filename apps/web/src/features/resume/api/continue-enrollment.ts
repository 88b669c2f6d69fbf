import { ContinueEnrollmentCall, type CallInput } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST continue-enrollment: the e-mailed code with its address binds this browser to the saved enrollment. */
export const useContinueEnrollment = () =>
  useMutation({ mutationFn: (input: CallInput<typeof ContinueEnrollmentCall>) => call(ContinueEnrollmentCall, input) });
