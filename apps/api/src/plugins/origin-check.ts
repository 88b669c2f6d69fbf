import type { FastifyInstance, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REFUSAL = 'Requests from another site are not allowed';

/** An origin as browsers write it (default port left out), or undefined for `null` and anything malformed. */
function normalOrigin(text: string): string | undefined {
  try {
    const { origin } = new URL(text);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The origin this request was sent to (scheme and Host; behind a trusted proxy, the forwarded ones). */
const ownOrigin = (request: FastifyRequest) => normalOrigin(`${request.protocol}://${request.host}`);

/**
 * Refuses a state-changing request whose Origin names another site (DESIGN §5, docs/decisions/0044):
 * browsers send Origin with every cross-site POST, so a page elsewhere cannot write here with the
 * visitor's cookies. Same-origin requests, and requests without Origin (server to server, tools), pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = normalOrigin(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const given = normalOrigin(origin);
    if (given !== undefined && (given === publicOrigin || given === ownOrigin(request))) return;
    return reply.status(403).send({ status: 'error', data: [{ target_element: 'origin', error_message: REFUSAL }], message: REFUSAL });
  });
}
