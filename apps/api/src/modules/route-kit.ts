import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { FieldErrorSchema, successEnvelope, type CallDefinition } from '@benefit-store/domain';
import type { AppContext } from '../context';

/** A Fastify instance typed by zod schemas. */
export type Router = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export const typed = (app: FastifyInstance): Router => app.withTypeProvider<ZodTypeProvider>();

/** A route module: a Fastify plugin given the app context (registered in modules/index.ts). */
export type RouteModule = (app: FastifyInstance, context: AppContext) => void | Promise<void>;

/**
 * The error envelope every route documents (DESIGN §2). Loose, so refusals that carry more
 * (a pricing refusal's `new_pid`) keep it when serialised.
 */
const ErrorEnvelopeDoc = z.looseObject({
  status: z.literal('error'),
  data: z.array(z.looseObject(FieldErrorSchema.shape)),
  message: z.string().optional(),
  errorCode: z.string().optional(),
  statusCode: z.number().optional(),
});

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

export type CallRequest<D extends CallDefinition> = FastifyRequest<{
  Params: Parsed<D['params']>;
  Querystring: Parsed<D['query']>;
  Body: Parsed<D['body']>;
}>;

/** What a handler answers: the success envelope of the call's data (`ok(data)`), or the reply it sent itself. */
export type CallAnswer<D extends CallDefinition> =
  { status: 'success'; data: z.input<D['response']>; statusCode?: number; message?: string } | FastifyReply;

export type CallHandler<D extends CallDefinition> = (request: CallRequest<D>, reply: FastifyReply) => Promise<CallAnswer<D>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The definition's path: set by `route()`, so the app can refuse an API route declared any other way. */
    callPath?: string;
  }
}

/** Server-only options of a route: rate limits and the like. */
export type RouteOptions = Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'onRequest' | 'preHandler' | 'logLevel'>;

const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The one way a route is declared: from its call definition in packages/domain. Paths are the
 * definition's full paths; inside a prefixed plugin the prefix is taken off.
 */
export function route<D extends CallDefinition>(app: FastifyInstance, call: D, handler: CallHandler<D>): void;
export function route<D extends CallDefinition>(app: FastifyInstance, call: D, options: RouteOptions, handler: CallHandler<D>): void;
export function route<D extends CallDefinition>(
  app: FastifyInstance,
  call: D,
  optionsOrHandler: RouteOptions | CallHandler<D>,
  maybeHandler?: CallHandler<D>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler!;
  const fullPath = toFastifyPath(call.path);
  const url = app.prefix && fullPath.startsWith(app.prefix) ? fullPath.slice(app.prefix.length) : fullPath;
  app.route({
    ...options,
    config: { ...options.config, callPath: call.path },
    method: call.method,
    url,
    schema: {
      tags: [call.tag],
      summary: call.summary,
      ...(call.description ? { description: call.description } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: {
        200: successEnvelope(call.response),
        ...(call.hasNoContent ? { 204: z.null().describe('Nothing found') } : {}),
        '4XX': ErrorEnvelopeDoc.describe('The error envelope: field errors under `data`'),
        ...call.errors,
      },
    },
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
