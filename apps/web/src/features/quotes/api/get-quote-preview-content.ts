import { GetQuotePreviewContentCall, QUOTE_TAB, type QuoteForm } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export interface QuotePreviewInput {
  enrollmentId: string;
  form: QuoteForm;
}

/** GET get-quote-preview-content: the quote e-mail's HTML exactly as it would be sent. */
export const getQuotePreviewContent = ({ enrollmentId, form }: QuotePreviewInput) =>
  call(GetQuotePreviewContentCall, {
    query: { enrollment_id: enrollmentId, name: form.name, email: form.email, message: form.message, tab: QUOTE_TAB, type: 'preview' },
  });

/** Asked on the Preview button, never cached: the cart and the form may have changed since. */
export const useQuotePreview = () => useMutation({ mutationFn: getQuotePreviewContent });
