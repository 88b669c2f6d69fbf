import type { FastifyInstance } from 'fastify';
import { AuthSessionCall, AuthSignInCall, AuthSignOutCall } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { route } from '../route-kit';
import { signIn, signOut, toStaffSession } from './accounts.service';
import { findStaff } from './staff-guard';

export function accountRoutes(app: FastifyInstance, { db, env, clock, cookies }: AppContext) {
  route(app, AuthSignInCall, { config: { rateLimit: { max: env.SIGN_IN_RATE_LIMIT, timeWindow: '5 minutes' } } }, async (req, reply) => {
    const { token, account } = await signIn(db, req.body.email, req.body.password, clock());
    cookies.setSession(reply, token);
    return ok(toStaffSession(account));
  });

  route(app, AuthSignOutCall, async (req, reply) => {
    // Only a staff browser's sign-out ends its holds; a shopper's stray call changes nothing.
    if (req.staffToken) {
      await signOut(db, req.staffToken, req.browserToken);
      cookies.issueBrowserToken(req, reply);
    }
    cookies.clearSession(reply);
    return ok({ signed_out: true });
  });

  route(app, AuthSessionCall, async (req) => {
    const account = await findStaff(db, req, clock());
    return ok({ session: account ? toStaffSession(account) : null });
  });
}
