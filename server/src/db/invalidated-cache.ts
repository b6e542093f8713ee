import { LRUCache } from 'lru-cache';
import type { ChangeFeed, FeedMark } from './change-feed';

export interface InvalidatedCacheOptions<V> {
  /** Most entries held. */
  max: number;
  /** With `sizeOf`: the most held in total (e.g. bytes of serialised answers). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
}

interface Entry<V> {
  value: V;
  /** The change-feed keys the value was read from. */
  deps: readonly string[];
}

export type InvalidatedCache<V extends object> = ReturnType<typeof createInvalidatedCache<V>>;

/**
 * A bounded LRU (lru-cache) whose entries go the moment the change feed reports a change to any
 * key they were read from, in this process or another. It serves entries only while the feed is
 * live, and `set` refuses a value when one of its keys changed after the read began (`mark`), so
 * a read racing a change never caches what the change replaced.
 */
export function createInvalidatedCache<V extends object>(feed: ChangeFeed, options: InvalidatedCacheOptions<V>) {
  // Which cache keys each feed key can make stale.
  const dependents = new Map<string, Set<string>>();
  const unlink = (key: string, deps: readonly string[]) => {
    for (const dep of deps) {
      const keys = dependents.get(dep);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) dependents.delete(dep);
    }
  };
  const entries = new LRUCache<string, Entry<V>>({
    max: options.max,
    ...(options.maxSize !== undefined && options.sizeOf ? { maxSize: options.maxSize, sizeCalculation: (entry: Entry<V>) => Math.max(1, options.sizeOf!(entry.value)) } : {}),
    dispose: (entry, key) => unlink(key, entry.deps),
  });

  feed.subscribe((keys) => {
    if (keys === 'all') {
      entries.clear();
      return;
    }
    for (const dep of keys) {
      const stale = dependents.get(dep);
      if (stale) for (const key of [...stale]) entries.delete(key);
    }
  });

  return {
    get(key: string): V | undefined {
      if (!feed.live) return undefined;
      return entries.get(key)?.value;
    },

    /** Taken before reading a value that `set` may cache. */
    mark: (): FeedMark => feed.mark(),

    /** Caches `value`, read from `deps` since `mark`, unless one of them changed meanwhile. Says whether it did. */
    set(key: string, value: V, deps: readonly string[], mark: FeedMark): boolean {
      if (feed.changedSince(mark, deps)) return false;
      entries.set(key, { value, deps });
      // A value larger than the whole cache is not kept.
      if (!entries.has(key)) return false;
      // Linked after `set`: replacing an entry unlinks the old one's keys first.
      for (const dep of deps) {
        let keys = dependents.get(dep);
        if (!keys) dependents.set(dep, (keys = new Set()));
        keys.add(key);
      }
      return true;
    },

    delete(key: string): void {
      entries.delete(key);
    },

    get size(): number {
      return entries.size;
    },
  };
}
