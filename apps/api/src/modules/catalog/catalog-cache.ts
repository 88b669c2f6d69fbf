import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { NoticeSubscription } from '../../db/notice-subscription';
import { loadCatalog, type Catalog } from './catalog';

/** The channel the catalog tables' triggers notify on every change (migration 0013). */
export const CATALOG_CHANNEL = 'catalog_changed';

/**
 * The catalog in memory, kept for as long as no change is announced (docs/decisions/0063).
 * Every insert, update or delete on a catalog table notifies `catalog_changed` when it commits
 * (statement triggers, so a catalog import, another API process or a hand-made fix in psql are
 * all heard); the next read loads a new snapshot. While the listening connection is lost, nothing
 * is kept: every read loads the catalog afresh until listening again, so a missed notice can
 * never leave an old price in use.
 */
export class CatalogCache {
  private snapshot: Catalog | undefined;
  private loading: Promise<Catalog> | undefined;
  private subscription!: NoticeSubscription;
  private readonly changeListeners: (() => void)[] = [];

  private constructor(private readonly db: Db) {}

  /** Starts listening for changes; the catalog itself is read on first use. */
  static async start(db: Db, log: FastifyBaseLogger): Promise<CatalogCache> {
    const cache = new CatalogCache(db);
    cache.subscription = await NoticeSubscription.start(db, CATALOG_CHANNEL, log, {
      onNotice: () => cache.forget(),
      onDeaf: () => cache.forget(),
    });
    return cache;
  }

  /** The current catalog: the kept snapshot, or one read now (concurrent readers share one read). */
  current(): Promise<Catalog> {
    if (this.snapshot) return Promise.resolve(this.snapshot);
    if (this.loading) return this.loading;
    const loading = loadCatalog(this.db).then((catalog) => {
      // Kept only if no change was announced while it was read, and only while changes can be heard.
      if (this.loading === loading && this.subscription.isListening) this.snapshot = catalog;
      return catalog;
    });
    const settled = () => {
      if (this.loading === loading) this.loading = undefined;
    };
    loading.then(settled, settled);
    this.loading = loading;
    return loading;
  }

  /** Told of every change heard (and of every time changes could not be heard): what is kept beside the catalog goes too. */
  onChange(listener: () => void) {
    this.changeListeners.push(listener);
  }

  /**
   * Resolves once every catalog change committed before this call has reached this cache. For a
   * caller that changed the catalog through another connection and reads it next.
   */
  sync(): Promise<void> {
    return this.subscription.sync();
  }

  async stop(): Promise<void> {
    this.forget();
    await this.subscription.stop();
  }

  private forget() {
    this.snapshot = undefined;
    this.loading = undefined;
    for (const listener of this.changeListeners) listener();
  }
}
