import type { FastifyInstance } from 'fastify';
import { GetSigningCall, ReportNotMeCall, SendToApplicantToSignCall, SignApplicationCall } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { VERIFICATION_CODES_PER_ADDRESS } from '../limits/index';
import { route } from '../route-kit';
import { reportNotMe } from './not-me.service';
import * as signing from './signing.service';

/** The applicant's signing link and "this was not me" (DESIGN §3 "Rep-assisted applications", docs/decisions/0092, 0093). */
export function signingRoutes(app: FastifyInstance, { db, cipher, clock, files, env }: AppContext) {
  const context = (): signing.SigningContext => ({ db, cipher, files, publicUrl: env.PUBLIC_URL, now: clock() });

  route(app, SendToApplicantToSignCall, { config: { addressLimit: VERIFICATION_CODES_PER_ADDRESS } }, async (req) =>
    ok(await signing.sendToSign(context(), req, req.body.enrollment_id)),
  );

  route(app, GetSigningCall, async (req) => ok(await signing.openSigning(context(), req.params.token)));

  route(app, SignApplicationCall, async (req) => {
    const userAgent = req.headers['user-agent']?.slice(0, 512) ?? null;
    return ok(
      await signing.signApplication(context(), {
        token: req.params.token,
        body: req.body,
        signer: { ip: req.ip, userAgent },
        browserToken: req.browserToken,
      }),
    );
  });

  route(app, ReportNotMeCall, async (req) =>
    ok(await reportNotMe(db, { token: req.params.token, browserToken: req.browserToken, now: clock() })),
  );
}
