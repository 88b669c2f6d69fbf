import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRequest } from './errors';
import { SESSION_TOKEN_PATTERN, type SessionCookies } from './session-cookies';

declare module 'fastify' {
  interface FastifyRequest {
    /** The random token that identifies this browser session (DESIGN §5 enrollment ownership). */
    browserToken: string;
    /** The staff session cookie's token, if the browser sent one (checked against `staff_sessions`). */
    staffToken: string | undefined;
  }
}

/**
 * Gives every browser a random HttpOnly token on its first API call. Enrollments created in that
 * browser are bound to the token's hash, so holding an enrollment id alone opens nothing.
 */
export function registerBrowserSession(app: FastifyInstance, cookies: SessionCookies) {
  app.decorateRequest('browserToken', '');
  app.decorateRequest('staffToken', undefined);
  app.addHook('onRequest', async (request, reply) => {
    request.staffToken = request.cookies[cookies.sessionName] || undefined;
    // API calls, and page loads: a browser arriving by a link (a quote) gets its token with the
    // page, so its first parallel API calls cannot each be handed a different one.
    const isPageLoad = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!isApiRequest(request) && !isPageLoad) return;
    const existing = request.cookies[cookies.browserName];
    if (existing && SESSION_TOKEN_PATTERN.test(existing)) {
      request.browserToken = existing;
      // The cookie lives 30 days from the last visit (docs/decisions/0090): each page load renews it.
      if (isPageLoad) cookies.renewBrowserToken(request, reply);
      return;
    }
    cookies.issueBrowserToken(request, reply);
  });
}

export const browserTokenOf = (request: FastifyRequest) => request.browserToken;
