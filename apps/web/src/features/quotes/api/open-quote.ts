import { OpenQuoteCall } from '@benefit-store/domain';
import { call } from '@/lib/api-client';

/** GET quote/{token}: a quote link's enrollment, now bound to this browser so its cart opens here. */
export const openQuote = (token: string, signal?: AbortSignal) => call(OpenQuoteCall, { params: { token }, signal });
