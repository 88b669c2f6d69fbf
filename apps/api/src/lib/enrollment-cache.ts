import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { NoticeSubscription } from '../db/notice-subscription';
import { NoticeBatcher, namesOf } from '../db/notices';
import { watchWrites, type CallWrites } from '../db/write-watch';
import { namedIds } from './named-ids';

/** The channel enrollment changes are announced on: by the calls that make them, deletes and truncates by their triggers (migration 0014). */
export const ENROLLMENT_CHANNEL = 'enrollment_changed';

/** One thing kept of an enrollment: its name in the entry and how it is read from the database. */
export type KeptPart<T> = { name: string; read(db: DbOrTx, enrollmentId: string): Promise<T> };

/**
 * What the hot reads need of one enrollment (its row, its cart), kept in memory between calls
 * (docs/decisions/0065). Every API call that may write announces what it changed once
 * its transaction has committed (`announceWriteCalls`): this process drops it at once, and every
 * process (this one too) hears the notice on `enrollment_changed` and drops it. An enrollment
 * deleted or a table truncated is announced by its trigger (migration 0014); a change made by
 * hand outside the API is heard once announced: `select pg_notify('enrollment_changed', '*')`.
 *
 * A read is kept only if nothing changed while it was under way (`changes` counts every change
 * heard): a copy read before a change and returned after its notice is used once, never kept.
 * While notices cannot be heard, nothing is kept. What is kept is frozen: a caller that tried to
 * change it would fail loudly instead of changing the next caller's answer.
 */
export class EnrollmentCache {
  private readonly entries = new Map<string, Map<string, unknown>>();
  private changes = 0;
  private subscription: NoticeSubscription | undefined;
  private readonly notices: NoticeBatcher;

  private constructor(
    private readonly db: Db,
    /** Enrollments kept at most (KEPT_ENROLLMENTS); the least recently read goes first. 0: none. */
    private readonly capacity: number,
  ) {
    this.notices = new NoticeBatcher(db, ENROLLMENT_CHANNEL);
  }

  /** Starts listening for changes (unless it is to keep nothing); entries are read on first use. */
  static async start(db: Db, log: FastifyBaseLogger, capacity: number): Promise<EnrollmentCache> {
    const cache = new EnrollmentCache(db, capacity);
    if (capacity === 0) return cache;
    cache.subscription = await NoticeSubscription.start(db, ENROLLMENT_CHANNEL, log, {
      // One notice may name several enrollments (announced together, NoticeBatcher).
      onNotice: (payload) => {
        for (const enrollmentId of namesOf(payload)) {
          if (enrollmentId === '*') cache.forgetAll();
          else cache.forget(enrollmentId);
        }
      },
      onDeaf: () => cache.forgetAll(),
    });
    return cache;
  }

  /** The part as kept, or as read now (and kept when nothing changed meanwhile). */
  read<T>(part: KeptPart<T>, enrollmentId: string): Promise<T> {
    return this.remember(enrollmentId, part.name, () => part.read(this.db, enrollmentId));
  }

  /**
   * A value worked out from what is kept of the enrollment and the catalog alone (say, its priced
   * plan list for one day), kept beside them under `name` and dropped with them.
   */
  async remember<T>(enrollmentId: string, name: string, workOut: () => Promise<T> | T): Promise<T> {
    const entry = this.entries.get(enrollmentId);
    if (entry?.has(name)) {
      // Read again: it becomes the most recently used.
      this.entries.delete(enrollmentId);
      this.entries.set(enrollmentId, entry);
      return entry.get(name) as T;
    }
    const changesBefore = this.changes;
    const value = await workOut();
    if (value !== undefined && this.changes === changesBefore && this.subscription?.isListening)
      this.keep(enrollmentId, name, deepFreeze(value));
    return value;
  }

  /**
   * Drops an enrollment here (`*`: every one) and tells every process to, once a change to it has
   * committed: resolves once the notice is sent (with the others announced meanwhile, in one).
   */
  async announce(enrollmentId: string): Promise<void> {
    if (enrollmentId === '*') this.forgetAll();
    else this.forget(enrollmentId);
    if (this.subscription) await this.notices.send(enrollmentId);
  }

  /** Drops what is kept of one enrollment. */
  forget(enrollmentId: string) {
    this.changes += 1;
    this.entries.delete(enrollmentId);
  }

  forgetAll() {
    this.changes += 1;
    this.entries.clear();
  }

  /** How many enrollments are kept (for tests of the bound). */
  get size(): number {
    return this.entries.size;
  }

  /** Resolves once every change committed before this call has been heard (tests that write through another connection). */
  async sync(): Promise<void> {
    await this.subscription?.sync();
  }

  async stop(): Promise<void> {
    this.forgetAll();
    await this.subscription?.stop();
  }

  private keep(enrollmentId: string, name: string, value: unknown) {
    const entry = this.entries.get(enrollmentId) ?? new Map<string, unknown>();
    entry.set(name, value);
    this.entries.delete(enrollmentId);
    this.entries.set(enrollmentId, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What the call's statements changed (db/write-watch.ts). */
    callWrites: CallWrites | null;
  }
}

/**
 * A call whose statements changed an enrollment's row or its cart (whatever its method: the
 * spec's remove-plan-from-cart is a GET) announces, before it answers and after its transaction,
 * the enrollment it names (`enrollment_id` in its path, query or body), or every enrollment when it
 * names none (sign-out ending a browser's holds, staff and member calls: rare next to a shopper's
 * saves). The shopper's next call, here or on another process once the notice is heard, reads
 * what the call wrote.
 */
export function announceWriteCalls(app: FastifyInstance, cache: EnrollmentCache) {
  app.decorateRequest('callWrites', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const writes: CallWrites = { enrollments: false };
    request.callWrites = writes;
    watchWrites(writes, done);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!request.callWrites?.enrollments) return payload;
    await cache.announce(namedIds(request).enrollmentId ?? '*');
    return payload;
  });
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
