import type { FastifyInstance } from 'fastify';
import { AuthSessionCall, AuthSignInCall, AuthSignOutCall, AuthTwoFactorConfirmCall, AuthTwoFactorEnrollCall } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { route } from '../route-kit';
import { findSignedIn } from '../../lib/staff-session';
import { signIn, signOut, toStaffSession } from './accounts.service';
import { withSignInLimits } from './sign-in-limits';
import { requireSession } from './staff-guard';
import { confirmTwoFactor, startTwoFactor } from './two-factor.service';

export function accountRoutes(app: FastifyInstance, { db, env, cipher, clock, cookies }: AppContext) {
  const twoFactorRequired = app.staffTwoFactorRequired;

  route(app, AuthSignInCall, async (req, reply) => {
    const now = clock();
    const attempt = { email: req.body.email, address: req.ip, addressMax: env.SIGN_IN_RATE_LIMIT };
    const { token, account } = await withSignInLimits(db, cipher, attempt, now, () => signIn(db, cipher, req.body, now));
    cookies.setSession(reply, token);
    return ok(toStaffSession(account, twoFactorRequired));
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
    const account = await findSignedIn(db, req.staffToken, clock());
    return ok({ session: account ? toStaffSession(account, twoFactorRequired) : null });
  });

  route(app, AuthTwoFactorEnrollCall, async (req) => ok(await startTwoFactor(db, cipher, await requireSession(db, req))));

  route(app, AuthTwoFactorConfirmCall, async (req) => {
    const account = await requireSession(db, req);
    const now = clock();
    await confirmTwoFactor(db, cipher, account, req.body.code, now);
    return ok(toStaffSession({ ...account, totpConfirmedAt: now }, twoFactorRequired));
  });
}
