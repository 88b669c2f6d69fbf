import { GetQuotePreviewContentCall, type CallInput } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-quote-preview-content: the quote e-mail's HTML exactly as it would be sent. Asked on Preview, never cached. */
export const useQuotePreview = () =>
  useMutation({ mutationFn: (input: CallInput<typeof GetQuotePreviewContentCall>) => call(GetQuotePreviewContentCall, input) });
