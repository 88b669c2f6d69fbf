import type { FastifyInstance } from 'fastify';
import { AuthSessionCall, AuthSignInCall, AuthSignOutCall } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { route } from '../route-kit';
import { signIn, signOut, toStaffSession } from './accounts.service';
import { withSignInLimits } from './sign-in-limits';
import { findStaff } from './staff-guard';

export function accountRoutes(app: FastifyInstance, { db, env, cipher, clock, cookies }: AppContext) {
  route(app, AuthSignInCall, async (req, reply) => {
    const now = clock();
    const attempt = { email: req.body.email, address: req.ip, addressMax: env.SIGN_IN_RATE_LIMIT };
    const { token, account } = await withSignInLimits(db, cipher, attempt, now, () => signIn(db, req.body.email, req.body.password, now));
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
