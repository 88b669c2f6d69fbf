import type { FastifyInstance } from 'fastify';
import {
  QuotePreviewDataSchema,
  QuotePreviewQuerySchema,
  QuoteTokenDataSchema,
  QuoteTokenParamsSchema,
  SaveEnrollmentBodySchema,
  SaveEnrollmentDataSchema,
  SaveScreenshotBodySchema,
  SaveScreenshotDataSchema,
  successEnvelope,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { typed } from '../route-kit';
import { requireEnrollmentAccess } from '../enrollment/enrollment-access';
import * as quotes from './quotes.service';
import * as screenshots from './screenshots.service';

const tags = ['quotes'];

export function quoteRoutes(app: FastifyInstance, { db, env }: AppContext) {
  const r = typed(app);

  r.get(
    '/get-quote-preview-content',
    { schema: { tags, querystring: QuotePreviewQuerySchema, response: { 200: successEnvelope(QuotePreviewDataSchema) } } },
    async (req) => {
      const { enrollment_id, name, email, message } = req.query;
      const enrollment = await requireEnrollmentAccess(db, req, enrollment_id);
      return ok(await quotes.previewQuote(db, env.PUBLIC_URL, enrollment, { name, email, message }));
    },
  );

  r.post(
    '/save-enrollment',
    {
      // Each accepted call sends an e-mail (DESIGN §5 "Rate limits on ... e-mail sending").
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        description: "Tab 'cart_info' sends the personalised quote. Save-and-continue-later tabs are not served yet ('Unsupported tab').",
        body: SaveEnrollmentBodySchema,
        response: { 200: successEnvelope(SaveEnrollmentDataSchema) },
      },
    },
    async (req) => {
      const { enrollment_id, name, email, message } = req.body;
      const enrollment = await requireEnrollmentAccess(db, req, enrollment_id);
      return ok(await quotes.sendQuote(db, env.PUBLIC_URL, enrollment, { name, email, message }));
    },
  );

  r.get(
    '/quote/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Open a quote link',
        description:
          'Not in the specification: the quote e-mail links to `/quote/{token}` in the store; that page calls this. ' +
          'A live token (30 days) answers the enrollment id and binds the enrollment to the calling browser, so its cart opens there. ' +
          'Unknown, expired or completed: 404.',
        params: QuoteTokenParamsSchema,
        response: { 200: successEnvelope(QuoteTokenDataSchema) },
      },
    },
    async (req) => ok(await quotes.openQuote(db, req.params.token, req.browserToken)),
  );

  r.post(
    '/save-screenshot',
    { schema: { tags: ['screenshots'], body: SaveScreenshotBodySchema, response: { 200: successEnvelope(SaveScreenshotDataSchema) } } },
    async (req) => {
      const { enrollment_id, name, image } = req.body;
      await requireEnrollmentAccess(db, req, enrollment_id);
      return ok(await screenshots.saveScreenshot(db, { enrollmentId: enrollment_id, name, image }));
    },
  );
}
