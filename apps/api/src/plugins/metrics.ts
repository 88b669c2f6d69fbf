import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';
import type { Clock } from '../context';
import { outboxBacklog } from '../mail/outbox.repository';
import { sameSecret } from '../lib/same-secret';

/** A PostgreSQL pool's connections now (pg's Pool counts); PGlite has none. */
export type PoolUse = { total: number; idle: number; waiting: number; max: number };

export type MetricsOptions = {
  db: Db;
  clock: Clock;
  /** The bearer token a scraper sends (METRICS_TOKEN); without one, /metrics does not exist. */
  token: string | undefined;
  poolUse?: () => PoolUse;
};

/** A route's name for a label: its pattern, never the path asked for (which may hold ids, and grows without bound). */
const routeLabel = (url: string | undefined) => url ?? 'no route';

/**
 * Prometheus metrics at /metrics, behind a bearer token (docs/decisions/0110): request durations by
 * route and status, the e-mail outbox's backlog and its oldest message's age, the event loop's lag
 * and the process's own figures, the database pool's use, and the refusals of the abuse limits.
 * Nothing is measured when no token is set: the store runs as before.
 */
export function registerMetrics(app: FastifyInstance, { db, clock, token, poolUse }: MetricsOptions): void {
  if (!token) return;
  // One query for both outbox gauges at a scrape, not one each.
  let lastBacklog: { at: number; figures: ReturnType<typeof outboxBacklog> } | undefined;
  const outboxFigures = async () => {
    const now = clock().getTime();
    if (!lastBacklog || now - lastBacklog.at > 1000) lastBacklog = { at: now, figures: outboxBacklog(db) };
    const { waiting, oldestCreatedAt } = await lastBacklog.figures;
    return { backlog: waiting, oldestAgeSeconds: oldestCreatedAt ? Math.max(0, (now - oldestCreatedAt.getTime()) / 1000) : 0 };
  };
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'limit_refusals_total',
    help: 'Requests refused by an abuse limit (429), by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  });
  new Gauge({
    name: 'outbox_backlog',
    help: 'E-mails waiting to be delivered.',
    registers: [registry],
    async collect() {
      this.set((await outboxFigures()).backlog);
    },
  });
  new Gauge({
    name: 'outbox_oldest_age_seconds',
    help: 'Age of the oldest e-mail waiting to be delivered; 0 when none waits.',
    registers: [registry],
    async collect() {
      this.set((await outboxFigures()).oldestAgeSeconds);
    },
  });
  if (poolUse)
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state: total open, idle, requests waiting for one, and the most allowed.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const use = poolUse();
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, use[state]);
      },
    });

  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === '/metrics') return;
    const route = routeLabel(request.routeOptions.url);
    durations.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
    if (!sameSecret(given, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({
          status: 'error',
          data: [{ target_element: 'authorization', error_message: 'A valid metrics token is required' }],
          message: 'Unauthorized',
        });
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
