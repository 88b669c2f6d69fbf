import { QuoteTokenDataSchema } from '@benefit-store/domain';
import { api } from '@/lib/api-client';

/** GET quote/{token}: a quote link's enrollment, now bound to this browser so its cart opens here. */
export const openQuote = (token: string, signal?: AbortSignal) =>
  api.get(`/api/v1/quote/${encodeURIComponent(token)}`, { schema: QuoteTokenDataSchema, signal });
