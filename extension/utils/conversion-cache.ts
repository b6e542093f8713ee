import type { ConversionResult } from '@segue/core/schemas';
import { storage } from 'wxt/utils/storage';
import { linkKey } from './link-key';

export interface CachedConversion {
  result: ConversionResult;
  /** Epoch milliseconds. */
  savedAt: number;
}

/** A week: catalog links rarely change, and a stale entry is refreshed on demand. */
export const CACHE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Bounded so the cache never outgrows `storage.local`'s quota. */
export const CACHE_MAX_ENTRIES = 200;

export const conversionCacheItem = storage.defineItem<Record<string, CachedConversion>>('local:conversions', {
  fallback: {},
});

/** The cached conversion of a link, when there is a fresh one. */
export async function readCachedConversion(url: string, now = Date.now()): Promise<CachedConversion | null> {
  const key = linkKey(url);
  if (key === null) return null;
  const entry = (await conversionCacheItem.getValue())[key];
  return entry !== undefined && now - entry.savedAt < CACHE_TTL_MS ? entry : null;
}

/**
 * Keeps a conversion under the key of the link it came from, and under the key of every
 * platform's link in it: opening the same music on another platform then hits the cache too.
 */
export async function writeCachedConversion(url: string, result: ConversionResult, now = Date.now()): Promise<void> {
  const entries = { ...(await conversionCacheItem.getValue()) };
  const entry: CachedConversion = { result, savedAt: now };
  const keys = [linkKey(url), ...Object.values(result.platforms).map((found) => linkKey(found.url))];
  for (const key of keys) if (key !== null) entries[key] = entry;
  await conversionCacheItem.setValue(pruneEntries(entries, now));
}

function pruneEntries(entries: Record<string, CachedConversion>, now: number): Record<string, CachedConversion> {
  const fresh = Object.entries(entries).filter(([, entry]) => now - entry.savedAt < CACHE_TTL_MS);
  fresh.sort(([, a], [, b]) => b.savedAt - a.savedAt);
  return Object.fromEntries(fresh.slice(0, CACHE_MAX_ENTRIES));
}
