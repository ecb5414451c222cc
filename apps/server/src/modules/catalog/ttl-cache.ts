import { LRUCache } from 'lru-cache';

/**
 * A small per-process cache with a short time to live, on lru-cache. Catalogue reads are the
 * hottest path and change rarely; a second of staleness is harmless because checkout re-reads
 * everything from the database. Concurrent misses share one load (lru-cache's fetchMethod), and a
 * failed load is not kept.
 */
export class TtlCache<V extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, V, () => Promise<V>>;

  constructor(ttlMs: number, maxEntries = 1000, now: () => number = Date.now) {
    this.cache = new LRUCache<string, V, () => Promise<V>>({
      max: maxEntries,
      // A value is stale once ttlMs have passed; lru-cache's is once more than `ttl` have, on a
      // millisecond clock. Its clock must not read 0 (a start of 0 means "no time to live"), and
      // must not be sampled once per ttlResolution (callers may pass their own clock).
      ttl: Math.max(1, ttlMs - 1),
      ttlResolution: 0,
      perf: { now: () => now() + 1 },
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    return (await this.cache.fetch(key, { context: load })) as V;
  }

  clear(): void {
    this.cache.clear();
  }
}
