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

/** The most names one notice carries: 200 enrollment ids and their spaces stay under PostgreSQL's 8,000-byte payload. */
const NAMES_PER_NOTICE = 200;

/**
 * Notices of many names sent as few statements (group commit): the first name is sent at once;
 * names announced while a notice is on its way wait and go together in the next one, their
 * payload the names joined by spaces (`namesOf`). Each `send` resolves once a notice carrying its
 * name has committed. Under load (many carts changing at once) one statement carries many changes.
 */
export class NoticeBatcher {
  private waiting: { names: Set<string>; sent: Promise<void> } | undefined;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly channel: string,
  ) {}

  send(name: string): Promise<void> {
    if (/\s/.test(name) || name === '') throw new Error('a notice name has no spaces');
    if (!this.waiting || this.waiting.names.size >= NAMES_PER_NOTICE) {
      const names = new Set<string>();
      const sent = this.inFlight.then(() => {
        if (this.waiting?.names === names) this.waiting = undefined;
        return sendNotice(this.db, this.channel, [...names].join(' '));
      });
      this.waiting = { names, sent };
      // The next batch waits for this one, failed or not.
      this.inFlight = sent.catch(() => undefined);
    }
    this.waiting.names.add(name);
    return this.waiting.sent;
  }
}

/** The names one notice of a `NoticeBatcher` carries. */
export function namesOf(payload: string): string[] {
  return payload.split(' ').filter((name) => name !== '');
}
