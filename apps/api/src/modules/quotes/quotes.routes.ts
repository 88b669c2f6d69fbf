import type { FastifyInstance } from 'fastify';
import { EnrollFromQuoteCall, GetQuotePreviewContentCall, OpenQuoteCall, SaveScreenshotCall } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { hashToken } from '../../lib/data-cipher';
import { FILTERS_PER_ADDRESS, QUOTE_LINKS_PER_ADDRESS } from '../limits/index';
import { route } from '../route-kit';
import { findStaff } from '../../lib/staff-session';
import { requireEnrollmentAccess } from '../../lib/enrollment-access';
import { enrollFromQuote } from './enroll-from-quote.service';
import * as quotes from './quotes.service';
import * as screenshots from './screenshots.service';

export function quoteRoutes(app: FastifyInstance, { db, env, clock, files, catalog, cipher }: AppContext) {
  route(app, GetQuotePreviewContentCall, async (req) => {
    const { enrollment_id, name, email, message } = req.query;
    const enrollment = await requireEnrollmentAccess(db, req, enrollment_id);
    const now = clock();
    return ok(await quotes.previewQuote(db, env.PUBLIC_URL, enrollment, { name, email, message }, await findStaff(db, req, now), now));
  });

  // save-enrollment (tab cart_info sends the quote) is declared once, with the other tabs, in modules/resume.

  route(app, OpenQuoteCall, { config: { addressLimit: QUOTE_LINKS_PER_ADDRESS } }, async (req) =>
    ok(await quotes.openQuote(db, req.params.token, clock())),
  );

  // Starts an enrollment, as add-filter-for-new-user does: limited per client address the same way.
  route(app, EnrollFromQuoteCall, { config: { addressLimit: FILTERS_PER_ADDRESS } }, async (req) =>
    ok(
      await enrollFromQuote(
        db,
        { catalog: await catalog.current(), cipher },
        { token: req.params.token, dob: req.body.dob, ownerTokenHash: hashToken(req.browserToken), now: clock() },
      ),
    ),
  );

  route(app, SaveScreenshotCall, async (req) => {
    const { enrollment_id, name, image } = req.body;
    await requireEnrollmentAccess(db, req, enrollment_id);
    return ok(await screenshots.saveScreenshot(db, files, { enrollmentId: enrollment_id, name, image }));
  });
}
