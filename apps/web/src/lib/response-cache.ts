/**
 * A small JSON cache over the browser Cache API (spec 000 §1: site settings are cached under
 * `fetch_color_cache`), falling back to memory where the Cache API is missing (plain http on a
 * non-localhost host, old browsers, tests).
 */
export interface JsonCache {
  read<T>(key: string): Promise<T | undefined>;
  write(key: string, value: unknown): Promise<void>;
}

const CACHED_AT_HEADER = 'x-cached-at';

export interface JsonCacheOptions {
  name: string;
  /** Entries older than this are ignored (and replaced on the next write). */
  maxAgeMs: number;
  cacheStorage?: CacheStorage | undefined;
  now?: () => number;
}

/** Cache API keys must be http(s) URLs; the key becomes a path under the page's origin. */
function requestFor(key: string): string {
  const origin = typeof location !== 'undefined' && location.origin.startsWith('http') ? location.origin : 'http://localhost';
  return `${origin}/__cache__/${encodeURIComponent(key)}`;
}

/** Every cache's memory copy, so that a page's tests can start from none (see forgetMemoryCopies). */
const memories = new Set<Map<string, unknown>>();

/**
 * Drops the memory copies of every cache, as a new page load starts without them. The web tests
 * share one module graph (docs/decisions/0107): each test starts from here, as it does from empty
 * local storage.
 */
export function forgetMemoryCopies(): void {
  for (const memory of memories) memory.clear();
}

export function createJsonCache({ name, maxAgeMs, cacheStorage = globalThis.caches, now = Date.now }: JsonCacheOptions): JsonCache {
  const memory = new Map<string, { at: number; value: unknown }>();
  memories.add(memory);
  const fresh = (at: number) => now() - at <= maxAgeMs;

  async function open(): Promise<Cache | undefined> {
    if (!cacheStorage) return undefined;
    try {
      return await cacheStorage.open(name);
    } catch {
      return undefined;
    }
  }

  return {
    async read<T>(key: string): Promise<T | undefined> {
      const hit = memory.get(key);
      if (hit && fresh(hit.at)) return hit.value as T;
      const cache = await open();
      if (!cache) return undefined;
      try {
        const response = await cache.match(requestFor(key));
        if (!response) return undefined;
        const at = Number(response.headers.get(CACHED_AT_HEADER));
        if (!Number.isFinite(at) || !fresh(at)) return undefined;
        return (await response.json()) as T;
      } catch {
        return undefined;
      }
    },
    async write(key: string, value: unknown): Promise<void> {
      memory.set(key, { at: now(), value });
      const cache = await open();
      if (!cache) return;
      try {
        const response = new Response(JSON.stringify(value), {
          headers: { 'content-type': 'application/json', [CACHED_AT_HEADER]: String(now()) },
        });
        await cache.put(requestFor(key), response);
      } catch {
        // The memory copy still serves this page.
      }
    },
  };
}
