import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { SignInBodySchema, StaffSessionSchema, successEnvelope } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { typed } from '../route-kit';
import { SESSION_COOKIE, signIn, signOut, toStaffSession } from './accounts.service';
import { requireStaff } from './staff-guard';

const tags = ['staff sign-in'];

export function accountRoutes(app: FastifyInstance, { db, env }: AppContext) {
  const r = typed(app);
  const isSecure = env.PUBLIC_URL.startsWith('https://');

  r.post(
    '/auth/sign-in',
    {
      config: { rateLimit: { max: env.SIGN_IN_RATE_LIMIT, timeWindow: '5 minutes' } },
      schema: { tags, body: SignInBodySchema, response: { 200: successEnvelope(StaffSessionSchema) } },
    },
    async (req, reply) => {
      const { token, expiresAt, account } = await signIn(db, req.body.email, req.body.password, new Date());
      reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure, expires: expiresAt });
      return ok(toStaffSession(account));
    },
  );

  r.post(
    '/auth/sign-out',
    { schema: { tags, response: { 200: successEnvelope(z.object({ signed_out: z.boolean() })) } } },
    async (req, reply) => {
      await signOut(db, req.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok({ signed_out: true });
    },
  );

  r.get('/auth/session', { schema: { tags, response: { 200: successEnvelope(StaffSessionSchema) } } }, async (req) =>
    ok(toStaffSession(await requireStaff(db, req))),
  );
}
