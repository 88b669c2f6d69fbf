import { QUOTE_TAB, type QuoteForm, SaveEnrollmentCall } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export interface SendQuoteInput {
  enrollmentId: string;
  form: QuoteForm;
}

/** POST save-enrollment with tab 'cart_info': sends the personalised quote e-mail. */
export const sendQuote = ({ enrollmentId, form }: SendQuoteInput) =>
  call(SaveEnrollmentCall, {
    body: { enrollment_id: enrollmentId, tab: QUOTE_TAB, name: form.name, email: form.email, message: form.message },
  });

export const useSendQuote = () => useMutation({ mutationFn: sendQuote });
