import { QUOTE_TAB, SaveEnrollmentDataSchema, type QuoteForm } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SendQuoteInput {
  enrollmentId: string;
  form: QuoteForm;
}

/** POST save-enrollment with tab 'cart_info': sends the personalised quote e-mail. */
export const sendQuote = ({ enrollmentId, form }: SendQuoteInput) =>
  api.post('/api/v1/save-enrollment', {
    body: { enrollment_id: enrollmentId, tab: QUOTE_TAB, name: form.name, email: form.email, message: form.message },
    schema: SaveEnrollmentDataSchema,
  });

export const useSendQuote = () => useMutation({ mutationFn: sendQuote });
