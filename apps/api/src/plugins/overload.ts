import type { FastifyInstance, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { Env } from '../env';
import { ServiceBusy } from '../lib/service-busy';
import { isApiRequest } from './errors';

/**
 * Load shedding (docs/decisions/0057): past a threshold of event-loop delay or utilisation, heap or
 * resident memory, API calls answer 503 with Retry-After in the envelope before any handler runs, so
 * nothing is read or written. The web app's files and /healthz are still served: they are cheap, and
 * a liveness probe that failed under load would restart a process that is only busy.
 */
export async function registerOverloadShedding(app: FastifyInstance, env: Env) {
  const retryAfterSeconds = env.PRESSURE_RETRY_AFTER_SECONDS;
  await app.register(underPressure, {
    maxEventLoopDelay: env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: env.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
    // Utilisation over the last sample, not since the process started.
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: env.PRESSURE_MAX_HEAP_BYTES,
    maxRssBytes: env.PRESSURE_MAX_RSS_BYTES,
    sampleInterval: env.PRESSURE_SAMPLE_INTERVAL_MS,
    retryAfter: retryAfterSeconds,
    // Resolving lets the request through; rejecting sends the error to the one error handler.
    pressureHandler: async (request: FastifyRequest) => {
      if (isApiRequest(request)) throw new ServiceBusy(retryAfterSeconds);
    },
  });
}
