import { EndEnrollmentHoldCall } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST end-enrollment-hold: this browser lets go of every enrollment it holds and gets a new token ("Not you? Start over"). */
export const useEndEnrollmentHold = () => useMutation({ mutationFn: () => call(EndEnrollmentHoldCall, {}) });
