import { SaveEnrollmentCall, type CallInput } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST save-enrollment: tab 'cart_info' sends the personalised quote e-mail; a step's tab saves the enrollment for later and e-mails its code. */
export const useSaveEnrollment = () =>
  useMutation({ mutationFn: (input: CallInput<typeof SaveEnrollmentCall>) => call(SaveEnrollmentCall, input) });
