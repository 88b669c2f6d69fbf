import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client';
import { listenForNotices, sendNotice, type Listening } from './notices';

const SYNC_PREFIX = 'sync:';
const RELISTEN_MS = 1_000;

export type SubscriptionHandlers = {
  /** A change notice's payload (never a sync token). */
  onNotice(payload: string): void;
  /** Notices may have been missed: whatever was kept on their word must go. */
  onDeaf(): void;
};

/**
 * A channel a cache in memory keeps its copy on the word of (docs/decisions/0063, 0065): listens
 * for as long as the cache lives, listens again a second after the connection is lost (telling
 * `onDeaf` first, since notices sent meanwhile are missed), and offers `sync()` for a caller that
 * changed rows through another connection and reads next.
 */
export class NoticeSubscription {
  private listening: Listening | undefined;
  private relisten: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly syncs = new Map<string, () => void>();

  private constructor(
    private readonly db: Db,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
    private readonly handlers: SubscriptionHandlers,
  ) {}

  static async start(db: Db, channel: string, log: FastifyBaseLogger, handlers: SubscriptionHandlers): Promise<NoticeSubscription> {
    const subscription = new NoticeSubscription(db, channel, log, handlers);
    await subscription.listen();
    return subscription;
  }

  /** Whether changes are heard now: a cache keeps nothing while they are not. */
  get isListening(): boolean {
    return this.listening !== undefined;
  }

  /**
   * Resolves once every change committed before this call has been heard: a notice of its own,
   * which PostgreSQL delivers after every earlier one (PGlite delivers each before its statement returns).
   */
  async sync(): Promise<void> {
    if (!this.listening) return;
    const token = randomUUID();
    const reached = new Promise<void>((resolve) => this.syncs.set(token, resolve));
    await sendNotice(this.db, this.channel, SYNC_PREFIX + token);
    await reached;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.relisten);
    this.releaseSyncs();
    const listening = this.listening;
    this.listening = undefined;
    await listening?.stop();
  }

  private releaseSyncs() {
    for (const resolve of this.syncs.values()) resolve();
    this.syncs.clear();
  }

  private onNotice(payload: string) {
    if (payload.startsWith(SYNC_PREFIX)) {
      const token = payload.slice(SYNC_PREFIX.length);
      this.syncs.get(token)?.();
      this.syncs.delete(token);
      return;
    }
    this.handlers.onNotice(payload);
  }

  private async listen(): Promise<void> {
    try {
      const listening = await listenForNotices(this.db, this.channel, {
        onNotice: (payload) => this.onNotice(payload),
        onLost: (error) => {
          this.log.warn(
            { err: { message: error.message }, channel: this.channel },
            'change notices lost; nothing is kept until listening again',
          );
          this.listening = undefined;
          this.releaseSyncs();
          this.handlers.onDeaf();
          this.scheduleListen();
        },
      });
      if (this.stopped) await listening.stop();
      else this.listening = listening;
    } catch (error) {
      this.log.warn(
        { err: { message: (error as Error).message }, channel: this.channel },
        'cannot listen for change notices; nothing is kept',
      );
      this.scheduleListen();
    }
  }

  private scheduleListen() {
    if (this.stopped) return;
    this.relisten = setTimeout(() => void this.listen(), RELISTEN_MS);
    this.relisten.unref();
  }
}
