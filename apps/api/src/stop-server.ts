import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

export type StopServerOptions = {
  app: FastifyInstance;
  /** The mail delivery worker, when SMTP_URL runs one. */
  worker?: { stop(): Promise<void> };
  database: Pick<Database, 'close'>;
  /** How long a connection that sends nothing more is left open before it is closed (DRAIN_IDLE_MS). */
  idleMs?: number;
  /** After this long, connections still open (requests still running) are cut so the process can end. */
  graceMs?: number;
};

const openConnections = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));

/** Waits until no connection is open, at most `ms`; answers whether none is left. */
async function connectionsEnded(server: Server, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while ((await openConnections(server)) > 0) {
    if (Date.now() >= deadline) return false;
    await sleep(25);
  }
  return true;
}

/**
 * Stops without losing a request (docs/decisions/0110): /readyz says it is draining and every
 * answer from now on says `Connection: close`; no new connection is taken (a client is refused and
 * may try another process), but the open ones are not cut, since a client may be sending on one
 * right now: each ends after its next answer. A connection that sends nothing for `idleMs` is then
 * closed, the requests still running finish (cut after `graceMs`), and only then do the mail worker
 * and the database stop.
 */
export async function stopServer({ app, worker, database, idleMs = 2_000, graceMs = 10_000 }: StopServerOptions): Promise<void> {
  app.startDraining();
  const server = app.server;
  // net's close, not http's: http's also closes the idle keep-alive connections at once, and a
  // request being sent on one of them would fail.
  if (server.listening) NetServer.prototype.close.call(server);
  if (!(await connectionsEnded(server, idleMs))) {
    server.closeIdleConnections();
    if (!(await connectionsEnded(server, graceMs))) {
      app.log.warn('requests still running after the grace period; closing their connections');
      server.closeAllConnections();
    }
  }
  await app.close();
  await worker?.stop();
  await database.close();
}
