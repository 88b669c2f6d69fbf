/** The quotes calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  EnrollFromQuoteBodySchema,
  EnrollFromQuoteDataSchema,
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
    'It answers the quote as it was sent (plans with their chosen options, prices, tier, effective date, totals, the sender, their message and branding), ' +
    'read-only, to anyone holding the link, any number of times, for 30 days; never personal data, never the enrollment it came from, and it binds no browser. ' +
    "After 30 days: 410 ('This quote has expired'). Unknown token: 404.",
  params: QuoteTokenParamsSchema,
  response: QuoteTokenDataSchema,
});

export const EnrollFromQuoteCall = defineCall({
  method: 'POST',
  path: '/api/v1/quote/{token}/enroll',
  tag: 'quotes',
  summary: 'Enroll from a quote',
  description:
    'Not in the specification: "Enroll now" on the quote page. Starts a new enrollment for the calling browser, as add-filter-for-new-user does, ' +
    "with the quote's filter and the date of birth typed here (the quote never holds one), and puts the quoted plans with the same options in its cart, " +
    'priced by the server for that date of birth. A plan this visitor cannot buy is left out and named in `left_out`. ' +
    'The enrollment the quote was sent from is never touched. Bad dob: 400 under `dob`; after 30 days: 410; unknown token: 404.',
  params: QuoteTokenParamsSchema,
  body: EnrollFromQuoteBodySchema,
  response: EnrollFromQuoteDataSchema,
});

export const SaveScreenshotCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-screenshot',
  tag: 'quotes',
  summary: 'Save screenshot',
  body: SaveScreenshotBodySchema,
  response: SaveScreenshotDataSchema,
});
