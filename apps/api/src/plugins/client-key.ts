import type { FastifyInstance } from 'fastify';
import { sameSecret } from '../lib/same-secret';
import { isApiRequest } from './errors';

/**
 * Every API call carries `Authorization: Basic <API_CLIENT_KEY>` (DESIGN §2). Not security:
 * it keeps casual scripts out; access control is the staff session and enrollment ownership.
 */
export function registerClientKey(app: FastifyInstance, clientKey: string) {
  const expected = `Basic ${clientKey}`;
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    if (sameSecret(request.headers.authorization ?? '', expected)) return;
    return reply.status(401).send({
      status: 'error',
      data: [{ target_element: 'authorization', error_message: 'Missing or invalid client key' }],
      message: 'Missing or invalid client key',
    });
  });
}
