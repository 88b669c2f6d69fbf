import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

export type StopServerOptions = {
  app: FastifyInstance;
  /** The mail delivery worker, when SMTP_URL runs one. */
  worker?: { stop(): Promise<void> };
  database: Pick<Database, 'close'>;
  /** After this long, connections still open are cut so the process can end. */
  graceMs?: number;
};

/**
 * Stops in the only safe order: stop taking requests and let the running ones finish
 * (`app.close()` waits for them; requests arriving meanwhile get 503), then stop the mail worker,
 * then close the database, which nothing uses any more.
 */
export async function stopServer({ app, worker, database, graceMs = 10_000 }: StopServerOptions): Promise<void> {
  // /readyz answers 503 from now on: the balancer stops sending (docs/decisions/0110).
  app.startDraining();
  // Node closes the connections idle when closing starts; a keep-alive connection whose request
  // finishes later would hold the close until its keep-alive timeout, so idle ones are reaped as they come.
  const reap = setInterval(() => app.server.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    app.log.warn('requests still running after the grace period; closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(reap);
    clearTimeout(cut);
  }
  await worker?.stop();
  await database.close();
}
