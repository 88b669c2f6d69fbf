import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './env';
import { serverCipher } from './data-key/server-cipher';
import type { Db } from './db/client';
import { createDatabaseFileStore } from './files/database-file-store';
import { systemClock, type AppContext, type Clock } from './context';
import { isApiPath, registerErrorHandling } from './plugins/errors';
import { registerClientKey } from './plugins/client-key';
import { registerOriginCheck } from './plugins/origin-check';
import { registerBrowserSession } from './plugins/browser-session';
import { sessionCookies } from './plugins/session-cookies';
import { registerWebApp } from './plugins/web-app';
import { registerCompression } from './plugins/compression';
import { registerOverloadShedding } from './plugins/overload';
import { registerCacheControl } from './plugins/cache-control';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerAllowedHosts } from './plugins/allowed-hosts';
import { loggerOptions } from './plugins/logger';
import { registerRequestIdHeader, requestIdOf } from './plugins/request-id';
import { registerProbes } from './plugins/probes';
import { registerMetrics, type PoolUse } from './plugins/metrics';
import { appPagePaths } from './plugins/page-paths';
import { findLandingPage } from './modules/entry/index';
import { MAX_HEADER_SIZE, answerRouterRefusal, registerRequestLimits } from './plugins/request-limits';
import { registerModules } from './modules';
import { registerEndedSessions } from './modules/accounts/index';
import { registerAuditLog } from './modules/audit/index';
import { registerAddressLimits } from './modules/limits/index';
import { createChecks, type Checks } from './providers/checks';
import { mailboxRoutes } from './mail/mailbox.routes';
import { CatalogCache } from './modules/catalog/index';
import { EnrollmentCache, announceWriteCalls } from './lib/enrollment-cache';

export type BuildAppOptions = {
  db: Db;
  env: Env;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: NodeJS.WritableStream;
  /** "Now" for every rule that needs today (tests set it to any hour). */
  clock?: Clock;
  /** The external checks' providers; unset: as `env` chooses them (docs/decisions/0030). */
  checks?: Checks;
  /** The database pool's use now, for the metrics (PostgreSQL's pool; PGlite has none). */
  poolUse?: () => PoolUse;
};

/** Builds the whole server: plugins first, then the route modules. Never listens. */
export async function buildApp({
  db,
  env,
  logger = true,
  logDestination,
  clock = systemClock,
  checks,
  poolUse,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(env, logDestination) : false,
    http: { maxHeaderSize: MAX_HEADER_SIZE },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 6 * 1024 * 1024,
    // Timeouts (docs/decisions/0057): a slow or silent client cannot hold a connection for long.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: env.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    // Our ids are uuids and numbers; keep query parsing strict and predictable.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerRouterRefusal,
    // The balancer's request id, or a new one, in every log line and answer (docs/decisions/0110).
    genReqId: requestIdOf,
  });
  registerRequestIdHeader(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, env.PRESSURE_RETRY_AFTER_SECONDS);
  registerRequestLimits(app);
  registerCacheControl(app);

  await registerOverloadShedding(app, env);
  const overTls = env.PUBLIC_URL.startsWith('https://');
  registerSecurityHeaders(app, { overTls });
  registerAllowedHosts(app, db, {
    publicUrl: env.PUBLIC_URL,
    lifestyleHost: env.LIFESTYLE_HOST,
    production: env.NODE_ENV === 'production',
    extraHosts: env.ALLOWED_HOSTS ?? '',
  });
  await registerCompression(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Benefit Store API', version: '1.0.0', description: 'Store, enrollment, service and recommendation calls.' },
      components: { securitySchemes: { clientKey: { type: 'http', scheme: 'basic' } } },
      security: [{ clientKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if ((env.API_DOCS ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on')
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  registerOriginCheck(app, env.PUBLIC_URL);
  registerClientKey(app, env.API_CLIENT_KEY);
  const cookies = sessionCookies({ isSecure: overTls });
  registerBrowserSession(app, cookies);
  app.decorate('clock', clock);
  app.decorate('staffTwoFactorRequired', env.STAFF_TWO_FACTOR === 'required');

  registerProbes(app, db);
  registerMetrics(app, { db, clock, token: env.METRICS_TOKEN, poolUse });

  const cipher = serverCipher(env);
  const catalog = await CatalogCache.start(db, app.log);
  app.addHook('onClose', () => catalog.stop());
  app.decorate('catalog', catalog);
  const enrollmentCache = await EnrollmentCache.start(db, app.log, env.KEPT_ENROLLMENTS);
  app.addHook('onClose', () => enrollmentCache.stop());
  app.decorate('enrollmentCache', enrollmentCache);
  // The cart rows kept carry their plans' names and flags.
  catalog.onChange(() => enrollmentCache.forgetAll());
  announceWriteCalls(app, enrollmentCache);
  const context: AppContext = {
    db,
    env,
    cipher,
    clock,
    checks: checks ?? createChecks(env),
    files: createDatabaseFileStore(db, cipher),
    cookies,
    catalog,
    enrollmentCache,
  };
  // One definition per call (docs/decisions/0020): an API route declared any other way is a bug.
  app.addHook('onRoute', (routeOptions) => {
    if (isApiPath(routeOptions.url) && !routeOptions.config?.callPath)
      throw new Error(`${String(routeOptions.method)} ${routeOptions.url} is not declared from a call definition (docs/patterns.md)`);
  });
  registerEndedSessions(app, context);
  registerAuditLog(app, context);
  registerAddressLimits(app, context);
  await registerModules(app, context);
  if (!env.SMTP_URL && env.NODE_ENV !== 'production') await mailboxRoutes(app, context);
  await registerWebApp(
    app,
    env,
    appPagePaths(async (name) => (await findLandingPage(db, name)) !== undefined),
  );
  return app;
}
