import type { FastifyInstance } from 'fastify';
import { ContinueEnrollmentCall, DirectContinueCall, EndEnrollmentHoldCall, QUOTE_TAB, SaveEnrollmentCall } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { DIRECT_CONTINUE_PER_ADDRESS, SAVE_LATER_PER_ADDRESS } from '../limits/index';
import { route } from '../route-kit';
import { findStaff } from '../../lib/staff-session';
import { endHoldsOf, requireEnrollmentAccess } from '../../lib/enrollment-access';
import * as quotes from '../quotes/index';
import * as resume from './resume.service';

export function resumeRoutes(app: FastifyInstance, { db, env, cipher, clock, cookies }: AppContext) {
  /** save-enrollment: tab cart_info sends the cart's quote (modules/quotes); every other tab saves the enrollment to continue later. */
  route(
    app,
    SaveEnrollmentCall,
    {
      // Each accepted call sends an e-mail (DESIGN §5 "Rate limits on ... e-mail sending").
      config: { addressLimit: SAVE_LATER_PER_ADDRESS },
    },
    async (req) => {
      const { body } = req;
      const enrollment = await requireEnrollmentAccess(db, req, body.enrollment_id);
      const now = clock();
      if (body.tab === QUOTE_TAB) {
        const form = { name: body.name, email: body.email, message: body.message };
        return ok(await quotes.sendQuote(db, { cipher, publicUrl: env.PUBLIC_URL }, enrollment, form, await findStaff(db, req, now), now));
      }
      return ok(
        await resume.saveForLater(
          db,
          { cipher, publicUrl: env.PUBLIC_URL, request: req },
          enrollment,
          { email: body.email, tab: body.tab },
          now,
        ),
      );
    },
  );

  // Codes are guessed by trying: tries are limited per client address (in the database, modules/limits) and per code (DESIGN §3).
  route(app, ContinueEnrollmentCall, async (req) => ok({ result: await resume.continueWithCode(db, cipher, req, req.body, clock()) }));

  route(app, DirectContinueCall, { config: { addressLimit: DIRECT_CONTINUE_PER_ADDRESS } }, async (req) =>
    ok({ result: await resume.continueWithLink(db, req, req.params.enrollment_id, clock()) }),
  );

  // "Not you? Start over" (DESIGN §3 "Enrollment holds", docs/decisions/0090): whatever this browser
  // held, it holds nothing now, and its new token has never held anything.
  route(app, EndEnrollmentHoldCall, async (req, reply) => {
    await endHoldsOf(db, req);
    cookies.issueBrowserToken(req, reply);
    return ok({ started_over: true });
  });
}
