import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { FieldError, RefusalKind } from '@benefit-store/domain';
import { ApiFailure, LimitReached } from '../lib/http';
import { BUSY_MESSAGE, isDatabaseBusy, ServiceBusy } from '../lib/service-busy';
import { loggableUrl } from './logger';

/** The one table from a domain refusal to its HTTP status; services name the kind, never a status. */
export const STATUS_OF_REFUSAL: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  // A link or code that existed and has ended (used, expired, replaced).
  gone: 410,
  conflict: 409,
  notEligible: 422,
  tooLong: 414,
  tooMany: 429,
};

/** Dotted target as the specification writes nested fields: `primary_info.ssn`, `answers.0.yes_no_flag`. */
function targetOf(instancePath: string, params: Record<string, unknown>): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  return [path, missing].filter(Boolean).join('.') || 'request';
}

/** One error handler for the whole API (STYLE.md "Errors"). */
export function registerErrorHandling(app: FastifyInstance, retryAfterSeconds: number) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiFailure) {
      if (error instanceof LimitReached) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(STATUS_OF_REFUSAL[error.kind]).send({ status: 'error', data: error.errors, ...error.extra });
    }
    if (error instanceof ServiceBusy || isDatabaseBusy(error)) {
      // Past capacity, or a statement the database cancelled at its timeout (docs/decisions/0057).
      if (!(error instanceof ServiceBusy)) request.log.warn({ url: loggableUrl(request.url) }, 'database statement timed out');
      const seconds = error instanceof ServiceBusy ? error.retryAfterSeconds : retryAfterSeconds;
      void reply.header('retry-after', String(seconds));
      return reply
        .status(503)
        .send({ status: 'error', data: [{ target_element: 'request', error_message: BUSY_MESSAGE }], message: BUSY_MESSAGE });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const data: FieldError[] = error.validation.map((v) => ({
        target_element: targetOf(v.instancePath, v.params),
        error_message: v.message ?? 'Invalid value',
      }));
      return reply.status(STATUS_OF_REFUSAL.invalid).send({ status: 'error', data, message: data[0]?.error_message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: loggableUrl(request.url) }, 'response did not match its contract');
      return reply.status(500).send({ status: 'error', data: [], message: 'Something went wrong' });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Framework-level client errors: malformed JSON, body too large, unsupported media type, rate limit.
      const message = status === 429 ? 'Too many requests, please try again later' : 'Invalid request';
      return reply.status(status).send({ status: 'error', data: [{ target_element: 'request', error_message: message }], message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: 'error', data: [], message: 'Something went wrong' });
  });
}

export function isApiPath(url: string): boolean {
  return /^\/(api|service|recommendation)(\/|$|\?)/.test(url);
}

/** The path percent-decoded (the raw path when it does not decode), in lower case, with one leading slash. */
function decodedPath(url: string): string {
  const path = url.split('?', 1)[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: judged as sent.
  }
  return `/${decoded.toLowerCase().replace(/^\/+/, '')}`;
}

/**
 * Whether a request is an API call, judged by the route the router chose, whatever the spelling
 * of its path (`/%61pi/v1/...` reaches the same route as `/api/v1/...`); for a path no route takes,
 * by its decoded spelling. Every guard asks this, never the raw URL (docs/decisions/0084).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(routePath(request));
}

/** The route's own path, or the decoded path when no route took the request. */
export function routePath(request: FastifyRequest): string {
  return request.routeOptions.url ?? decodedPath(request.url);
}
