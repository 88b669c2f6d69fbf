import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from './errors';

export const BROWSER_COOKIE = 'bs_browser';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The random token that identifies this browser session (DESIGN §5 enrollment ownership). */
    browserToken: string;
  }
}

/**
 * Gives every browser a random HttpOnly token on its first API call. Enrollments created in that
 * browser are bound to the token's hash, so holding an enrollment id alone opens nothing.
 */
export function registerBrowserSession(app: FastifyInstance, { isSecure }: { isSecure: boolean }) {
  app.decorateRequest('browserToken', '');
  app.addHook('onRequest', async (request, reply) => {
    // API calls, and page loads: a browser arriving by a link (a quote) gets its token with the
    // page, so its first parallel API calls cannot each be handed a different one.
    const isPageLoad = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!isApiPath(request.url) && !isPageLoad) return;
    const existing = request.cookies[BROWSER_COOKIE];
    if (existing && TOKEN_PATTERN.test(existing)) {
      request.browserToken = existing;
      return;
    }
    request.browserToken = randomBytes(32).toString('base64url');
    reply.setCookie(BROWSER_COOKIE, request.browserToken, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure,
      maxAge: 60 * 60 * 24 * 90,
    });
  });
}

export const browserTokenOf = (request: FastifyRequest) => request.browserToken;
