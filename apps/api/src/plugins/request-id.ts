import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A balancer's id is kept only when it is short and plain: a log line must not be forged through it. */
const PLAIN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id (docs/decisions/0110): the balancer's `x-request-id` when it sent a plain one,
 * else a new uuid. Fastify puts it in every log line of the request (`reqId`).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request id, so a person reporting a problem can quote it and the log finds it. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
