import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './env';
import type { Db } from './db/client';
import { createDataCipher } from './lib/data-cipher';
import { systemClock, type AppContext, type Clock } from './context';
import { registerErrorHandling } from './plugins/errors';
import { registerClientKey } from './plugins/client-key';
import { registerBrowserSession } from './plugins/browser-session';
import { registerWebApp } from './plugins/web-app';
import { loggerOptions } from './plugins/logger';
import { registerModules } from './modules';
import { mailboxRoutes } from './mail/mailbox.routes';

/** `clock` is "now" for every rule that needs today (tests set it to any hour). */
export type BuildAppOptions = { db: Db; env: Env; logger?: boolean; clock?: Clock };

/** Builds the whole server: plugins first, then the route modules. Never listens. */
export async function buildApp({ db, env, logger = true, clock = systemClock }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(env) : false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 6 * 1024 * 1024,
    // Our ids are uuids and numbers; keep query parsing strict and predictable.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Benefit Store API', version: '1.0.0', description: 'Store, enrollment, service and recommendation calls.' },
      components: { securitySchemes: { clientKey: { type: 'http', scheme: 'basic' } } },
      security: [{ clientKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  registerClientKey(app, env.API_CLIENT_KEY);
  registerBrowserSession(app, { isSecure: env.PUBLIC_URL.startsWith('https://') });

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await db.execute('select 1');
    return { status: 'success', data: { ok: true } };
  });

  const context: AppContext = { db, env, cipher: createDataCipher(env.dataKey), clock };
  await registerModules(app, context);
  if (!env.SMTP_URL && env.NODE_ENV !== 'production') mailboxRoutes(app, context);
  await registerWebApp(app, env);
  return app;
}
