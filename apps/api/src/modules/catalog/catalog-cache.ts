import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { listenForNotices, sendNotice, type Listening } from '../../db/notices';
import { loadCatalog, type Catalog } from './catalog';

/** The channel the catalog tables' triggers notify on every change (migration 0013). */
export const CATALOG_CHANNEL = 'catalog_changed';
const SYNC_PREFIX = 'sync:';
const RELISTEN_MS = 1_000;

/**
 * The catalog in memory, kept for as long as no change is announced (issue 13, docs/decisions/0063).
 * Every insert, update or delete on a catalog table notifies `catalog_changed` when it commits
 * (statement triggers, so a catalog import, another API process or a hand-made fix in psql are
 * all heard); the next read loads a new snapshot. While the listening connection is lost, nothing
 * is kept: every read loads the catalog afresh until listening again, so a missed notice can
 * never leave an old price in use.
 */
export class CatalogCache {
  private snapshot: Catalog | undefined;
  private loading: Promise<Catalog> | undefined;
  private listening: Listening | undefined;
  private relisten: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly syncs = new Map<string, () => void>();

  private constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts listening for changes; the catalog itself is read on first use. */
  static async start(db: Db, log: FastifyBaseLogger): Promise<CatalogCache> {
    const cache = new CatalogCache(db, log);
    await cache.listen();
    return cache;
  }

  /** The current catalog: the kept snapshot, or one read now (concurrent readers share one read). */
  current(): Promise<Catalog> {
    if (this.snapshot) return Promise.resolve(this.snapshot);
    if (this.loading) return this.loading;
    const loading = loadCatalog(this.db).then((catalog) => {
      // Kept only if no change was announced while it was read, and only while changes can be heard.
      if (this.loading === loading && this.listening) this.snapshot = catalog;
      return catalog;
    });
    const settled = () => {
      if (this.loading === loading) this.loading = undefined;
    };
    loading.then(settled, settled);
    this.loading = loading;
    return loading;
  }

  /**
   * Resolves once every catalog change committed before this call has reached this cache: a
   * notice of its own, which PostgreSQL delivers after every earlier one. For a caller that
   * changed the catalog through another connection and reads it next.
   */
  async sync(): Promise<void> {
    if (!this.listening) return;
    const token = randomUUID();
    const reached = new Promise<void>((resolve) => this.syncs.set(token, resolve));
    await sendNotice(this.db, CATALOG_CHANNEL, SYNC_PREFIX + token);
    await reached;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.relisten);
    this.forget();
    const listening = this.listening;
    this.listening = undefined;
    await listening?.stop();
  }

  private forget() {
    this.snapshot = undefined;
    this.loading = undefined;
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
    this.snapshot = undefined;
    this.loading = undefined;
  }

  private async listen(): Promise<void> {
    try {
      const listening = await listenForNotices(this.db, CATALOG_CHANNEL, {
        onNotice: (payload) => this.onNotice(payload),
        onLost: (error) => {
          this.log.warn(
            { err: { message: error.message } },
            'catalog change notices lost; reading the catalog on every call until listening again',
          );
          this.listening = undefined;
          this.forget();
          this.scheduleListen();
        },
      });
      if (this.stopped) await listening.stop();
      else this.listening = listening;
    } catch (error) {
      this.log.warn({ err: { message: (error as Error).message } }, 'cannot listen for catalog changes; reading the catalog on every call');
      this.scheduleListen();
    }
  }

  private scheduleListen() {
    if (this.stopped) return;
    this.relisten = setTimeout(() => void this.listen(), RELISTEN_MS);
    this.relisten.unref();
  }
}
