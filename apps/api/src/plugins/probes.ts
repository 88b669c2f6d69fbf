import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { pendingMigrations } from '../db/client';

/** The longest a readiness check waits for the database: a probe gives up soon, so must we. */
const DATABASE_WAIT_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Says the process is stopping (docs/decisions/0110): /readyz answers 503 from now on, so the balancer stops sending. */
    startDraining(): void;
  }
}

type Check = { name: 'database' | 'migrations' | 'draining'; ok: boolean; detail: string };

const withinWait = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${DATABASE_WAIT_MS} ms`)), DATABASE_WAIT_MS).unref()),
  ]);

async function databaseChecks(db: Db): Promise<Check[]> {
  try {
    // Reading the migrations table is the database's answer too.
    const behind = await withinWait(pendingMigrations({ db }));
    return [
      { name: 'database', ok: true, detail: 'reachable' },
      {
        name: 'migrations',
        ok: behind === 0,
        detail: behind === 0 ? 'current' : `${behind} to apply (npm run migrate)`,
      },
    ];
  } catch (error) {
    return [
      { name: 'database', ok: false, detail: error instanceof Error ? error.message.slice(0, 200) : 'unreachable' },
      { name: 'migrations', ok: false, detail: 'unknown: the database did not answer' },
    ];
  }
}

/**
 * The balancer's probes (docs/decisions/0110), answered on every host and without the client key:
 * `/healthz` says the process is alive (it reads nothing, so a slow database never gets a live
 * process restarted); `/readyz` says it should be sent requests: its database answers, its schema
 * is this version's, and it is not draining. Both answer JSON in the API's envelope.
 */
export function registerProbes(app: FastifyInstance, db: Db): void {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  // While draining, each answer closes its connection: the client's next request opens a new one,
  // which another process takes (docs/decisions/0110).
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // Liveness stays 200 under load; `busy` tells a dashboard that API calls are being shed.
    return { status: 'success', data: { ok: true, busy: app.isUnderPressure() } };
  });

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const checks: Check[] = [
      ...(await databaseChecks(db)),
      { name: 'draining', ok: !draining, detail: draining ? 'stopping: finishing the requests under way' : 'no' },
    ];
    const failed = checks.filter((check) => !check.ok);
    reply.header('cache-control', 'no-store');
    if (failed.length === 0) return { status: 'success', data: { ready: true, checks } };
    return reply.status(503).send({
      status: 'error',
      data: failed.map((check) => ({ target_element: check.name, error_message: check.detail })),
      message: 'Not ready',
    });
  });
}
