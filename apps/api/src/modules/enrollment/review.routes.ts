import type { FastifyInstance } from 'fastify';
import { GetReceiptCall, GetReviewSummaryCall, SaveReviewInfoCall } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { requireEnrollmentAccess, requireReceiptAccess } from '../../lib/enrollment-access';
import { hashToken } from '../../lib/data-cipher';
import { route } from '../route-kit';
import { auditAs } from '../audit/index';
import { completeEnrollment } from './completion.service';
import { getReceiptDetails, getReviewSummary } from './coverage.service';

/** Review and receipt (spec 001 §7 "Review, agreement, billing"): the review's summary, completion and its receipt. */
export function reviewRoutes(app: FastifyInstance, { db, cipher, clock, env, files }: AppContext) {
  route(app, SaveReviewInfoCall, auditAs('change', 'ssn', 'payment'), async (req) => {
    // A completed enrollment is not refused to the browser that completed it: the same receipt is
    // the answer to a repeated call. That browser keeps the receipt, and nothing else (docs/decisions/0090).
    const enrollment = await requireReceiptAccess(db, req, req.body.enrollment_id);
    const completedBy = req.browserToken ? hashToken(req.browserToken) : null;
    return ok(await completeEnrollment({ db, cipher, publicUrl: env.PUBLIC_URL, now: clock() }, enrollment.id, req.body, completedBy));
  });

  route(app, GetReceiptCall, async (req) => {
    const enrollment = await requireReceiptAccess(db, req, req.query.enrollment_id);
    return ok(await getReceiptDetails(db, enrollment));
  });

  route(app, GetReviewSummaryCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    return ok(await getReviewSummary({ db, cipher, files }, enrollment));
  });
}
