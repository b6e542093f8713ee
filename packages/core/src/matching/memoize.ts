/**
 * Wraps a pure function of a string in a bounded cache. Search answers repeat the same artist
 * credits, titles and albums across candidates and conversions, so most lookups hit; the cache
 * is emptied whole when full, which keeps memory bounded without any bookkeeping per hit.
 * Values are shared between callers and must be treated as read-only.
 */
export function memoize<V>(fn: (key: string) => V, limit = 1000): (key: string) => V {
  const cache = new Map<string, V>();
  return (key: string): V => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = fn(key);
    if (cache.size >= limit) cache.clear();
    cache.set(key, value);
    return value;
  };
}
