import type { FastifyInstance } from 'fastify';
import { AuthSessionCall, AuthSignInCall, AuthSignOutCall } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { route } from '../route-kit';
import { SESSION_COOKIE, signIn, signOut, toStaffSession } from './accounts.service';
import { findStaff } from './staff-guard';

export function accountRoutes(app: FastifyInstance, { db, env, clock }: AppContext) {
  const isSecure = env.PUBLIC_URL.startsWith('https://');

  route(app, AuthSignInCall, { config: { rateLimit: { max: env.SIGN_IN_RATE_LIMIT, timeWindow: '5 minutes' } } }, async (req, reply) => {
    const { token, expiresAt, account } = await signIn(db, req.body.email, req.body.password, clock());
    reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure, expires: expiresAt });
    return ok(toStaffSession(account));
  });

  route(app, AuthSignOutCall, async (req, reply) => {
    await signOut(db, req.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok({ signed_out: true });
  });

  route(app, AuthSessionCall, async (req) => {
    const account = await findStaff(db, req, clock());
    return ok({ session: account ? toStaffSession(account) : null });
  });
}
