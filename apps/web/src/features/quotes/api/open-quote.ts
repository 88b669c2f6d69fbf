import { OpenQuoteCall } from '@benefit-store/domain';
import { call } from '@/lib/api-client';

/** GET quote/{token}: the quote as it was sent, read-only; it binds nothing to this browser. */
export const openQuote = (token: string, signal?: AbortSignal) => call(OpenQuoteCall, { params: { token }, signal });
