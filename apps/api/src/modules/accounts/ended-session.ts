import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { isApiRequest } from '../../plugins/errors';
import { findSignedIn } from '../../lib/staff-session';
import { signOut } from './accounts.service';

/**
 * A staff session that ended by itself (15 minutes idle, or 12 hours) ends like a sign-out on the
 * browser's next API call: its holds on enrollments end and it gets a new browser token, so a rep
 * who walks away from a shared computer leaves nothing open for the next person (docs/decisions/0044).
 * The session cookie outlives the session (`SESSION_COOKIE_DAYS`) so that the server sees it.
 */
export function registerEndedSessions(app: FastifyInstance, { db, clock, cookies }: AppContext) {
  app.addHook('onRequest', async (request, reply) => {
    const token = request.staffToken;
    if (!token || !isApiRequest(request)) return;
    if (await findSignedIn(db, token, clock())) return;
    await signOut(db, token, request.browserToken);
    request.staffToken = undefined;
    cookies.issueBrowserToken(request, reply);
    cookies.clearSession(reply);
  });
}
