import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A browser or staff token: 32 random bytes (256 bits), base64url. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * As long as a hold lasts without activity (DESIGN §3, docs/decisions/0090): renewed at each page
 * load, so the cookie ends 30 days after the browser's last visit, never while it shops.
 */
const BROWSER_COOKIE_DAYS = 30;
/** Longer than the session itself: the server must see an ended session's cookie to end its holds. */
const SESSION_COOKIE_DAYS = 30;

/**
 * The two cookies of a browser (DESIGN §5, docs/decisions/0044): the staff session and the browser's
 * own token. Both HttpOnly and SameSite=Lax; behind TLS also Secure and named with the `__Host-`
 * prefix, so no subdomain and no plain-HTTP page can set or overwrite them.
 */
export function sessionCookies({ isSecure }: { isSecure: boolean }) {
  const named = (base: string) => (isSecure ? `__Host-${base}` : base);
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: isSecure };
  const sessionName = named('bs_session');
  const browserName = named('bs_browser');
  return {
    sessionName,
    browserName,
    setSession: (reply: FastifyReply, token: string) =>
      reply.setCookie(sessionName, token, { ...base, maxAge: 60 * 60 * 24 * SESSION_COOKIE_DAYS }),
    clearSession: (reply: FastifyReply) => reply.clearCookie(sessionName, base),
    /** Gives the browser a new random token: whatever the old one held, this browser no longer does. */
    issueBrowserToken(request: FastifyRequest, reply: FastifyReply) {
      request.browserToken = newSessionToken();
      reply.setCookie(browserName, request.browserToken, { ...base, maxAge: 60 * 60 * 24 * BROWSER_COOKIE_DAYS });
    },
    /** Sends the browser's token again with a fresh lifetime (a visit is activity). */
    renewBrowserToken(request: FastifyRequest, reply: FastifyReply) {
      reply.setCookie(browserName, request.browserToken, { ...base, maxAge: 60 * 60 * 24 * BROWSER_COOKIE_DAYS });
    },
  };
}

export type SessionCookies = ReturnType<typeof sessionCookies>;
