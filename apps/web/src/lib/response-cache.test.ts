import { describe, expect, it } from 'vitest';
import { createJsonCache } from './response-cache';

class FakeCache {
  entries = new Map<string, Response>();
  match(request: string) {
    return Promise.resolve(this.entries.get(request)?.clone());
  }
  put(request: string, response: Response) {
    this.entries.set(request, response);
    return Promise.resolve();
  }
}

function fakeCacheStorage() {
  const caches = new Map<string, FakeCache>();
  return {
    caches,
    open: (name: string) => {
      if (!caches.has(name)) caches.set(name, new FakeCache());
      return Promise.resolve(caches.get(name)!);
    },
  };
}

describe('createJsonCache', () => {
  it('keeps values in the named Cache API cache', async () => {
    const storage = fakeCacheStorage();
    const writer = createJsonCache({ name: 'fetch_color_cache', maxAgeMs: 1000, cacheStorage: storage as unknown as CacheStorage });
    await writer.write('k', [{ key: 'logo', value: '/a.svg' }]);
    expect(storage.caches.get('fetch_color_cache')?.entries.size).toBe(1);
    // A new page (new memory) still reads it from the Cache API.
    const reader = createJsonCache({ name: 'fetch_color_cache', maxAgeMs: 1000, cacheStorage: storage as unknown as CacheStorage });
    expect(await reader.read('k')).toEqual([{ key: 'logo', value: '/a.svg' }]);
  });

  it('ignores entries older than the maximum age', async () => {
    const storage = fakeCacheStorage();
    let now = 0;
    const options = { name: 'c', maxAgeMs: 1000, cacheStorage: storage as unknown as CacheStorage, now: () => now };
    await createJsonCache(options).write('k', 1);
    now = 5000;
    expect(await createJsonCache(options).read('k')).toBeUndefined();
  });

  it('falls back to memory without the Cache API', async () => {
    const cache = createJsonCache({ name: 'c', maxAgeMs: 1000, cacheStorage: undefined });
    expect(await cache.read('k')).toBeUndefined();
    await cache.write('k', { a: 1 });
    expect(await cache.read('k')).toEqual({ a: 1 });
  });
});
