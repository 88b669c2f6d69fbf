import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

/** What a listener is told: each notice's payload, and that its connection was lost (PostgreSQL only). */
export type NoticeHandlers = {
  onNotice(payload: string): void;
  /** Notices sent from now on may be missed until `listenForNotices` is called again. */
  onLost(error: Error): void;
};

export type Listening = { stop(): Promise<void> };

/**
 * Listens on a PostgreSQL notification channel (LISTEN / NOTIFY) of the app's database. Embedded
 * PGlite is one session in this process: its notices arrive before the statement that sent them
 * returns. PostgreSQL: a connection of its own, outside the pool, so a busy pool never delays a
 * notice and the listener never holds a pooled connection.
 */
export async function listenForNotices(db: Db, channel: string, handlers: NoticeHandlers): Promise<Listening> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const client: unknown = db.$client;
  if (client instanceof pg.Pool) return listenOnPostgres(client, channel, handlers);
  const unlisten = await db.$client.listen(channel, (payload) => handlers.onNotice(payload));
  return { stop: () => unlisten() };
}

async function listenOnPostgres(pool: pg.Pool, channel: string, handlers: NoticeHandlers): Promise<Listening> {
  const connection = new pg.Client(pool.options);
  let stopped = false;
  const lost = (error: Error) => {
    if (stopped) return;
    stopped = true;
    connection.end().catch(() => undefined);
    handlers.onLost(error);
  };
  connection.on('notification', (notice) => {
    if (notice.channel === channel) handlers.onNotice(notice.payload ?? '');
  });
  connection.on('error', lost);
  connection.on('end', () => lost(new Error('the listening connection ended')));
  try {
    await connection.connect();
    await connection.query(`LISTEN ${channel}`);
  } catch (error) {
    stopped = true;
    await connection.end().catch(() => undefined);
    throw error;
  }
  return {
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await connection.end();
    },
  };
}

/**
 * Sends a notice on the channel, in a statement of its own (delivered when it commits). Its commit
 * does not wait for the disk (`synchronous_commit` off for this statement alone): it writes no data,
 * and a notifying commit holds PostgreSQL's notice lock, which every other notifying commit waits
 * for, until it ends. A notice lost in a crash is lost with every listener's connection anyway.
 */
export async function sendNotice(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select set_config('synchronous_commit', 'off', true), pg_notify(${channel}, ${payload})`);
}
