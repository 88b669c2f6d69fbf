/**
 * Per-address limits declared on a route (`config: { addressLimit: FILTERS_PER_ADDRESS }`),
 * counted in the database like every abuse limit (docs/decisions/0049, 0062), so that several API
 * processes count one address together. Each call counts on its own: the same limit on two
 * calls is two counters, as the in-memory counters they replace were.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { takeAttempt, type WindowLimit } from './abuse-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Calls from one client address (`request.ip`: behind a proxy, TRUST_PROXY) counted against this limit before the handler. */
    addressLimit?: WindowLimit;
  }
}

/** Adds the counting hook to every route declared with `config.addressLimit`; register before the routes. */
export function registerAddressLimits(app: FastifyInstance, { db, cipher, clock }: Pick<AppContext, 'db' | 'cipher' | 'clock'>) {
  app.addHook('onRoute', (routeOptions) => {
    const limit = routeOptions.config?.addressLimit;
    if (!limit) return;
    const call = `${String(routeOptions.method)} ${routeOptions.url}`;
    const count = async (request: FastifyRequest) => takeAttempt(db, cipher, limit, `${call} ${request.ip}`, clock());
    const existing = routeOptions.onRequest;
    routeOptions.onRequest = [count, ...(existing ? [existing].flat() : [])];
  });
}
