/** The quotes calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  QuotePreviewDataSchema,
  QuotePreviewQuerySchema,
  QuoteTokenDataSchema,
  QuoteTokenParamsSchema,
  SaveScreenshotBodySchema,
  SaveScreenshotDataSchema,
} from '../quotes';

export const GetQuotePreviewContentCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-quote-preview-content',
  tag: 'quotes',
  summary: 'Get quote preview content',
  query: QuotePreviewQuerySchema,
  response: QuotePreviewDataSchema,
});

export const OpenQuoteCall = defineCall({
  method: 'GET',
  path: '/api/v1/quote/{token}',
  tag: 'quotes',
  summary: 'Open a quote link',
  description:
    'Not in the specification: the quote e-mail links to `/quote/{token}` in the store; that page calls this. ' +
    "The link's first opener (within 30 days) claims the enrollment: its browser is bound beside the owner's, and the enrollment id is answered. " +
    'After that, or after 30 days, the link answers the quote read-only (plans, prices, effective date, branding; nothing personal). ' +
    'Unknown token: 404.',
  params: QuoteTokenParamsSchema,
  response: QuoteTokenDataSchema,
});

export const SaveScreenshotCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-screenshot',
  tag: 'quotes',
  summary: 'Save screenshot',
  body: SaveScreenshotBodySchema,
  response: SaveScreenshotDataSchema,
});
