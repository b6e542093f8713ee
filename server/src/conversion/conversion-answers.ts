import type { MusicLink } from '@segue/core';
import type { ConversionRequest } from '@segue/core/schemas';
import type { ChangeFeed, FeedMark } from '../db/change-feed';
import { createInvalidatedCache } from '../db/invalidated-cache';
import type { PreparedJson } from '../http/prepared-json';

/** A conversion's response body as sent, and until when (ms, on the service's clock) it holds. */
export interface KeptAnswer {
  body: PreparedJson;
  validUntil: number;
}

export type ConversionAnswers = ReturnType<typeof createConversionAnswers>;

/** One answer per app, source and target: `all` and no target answer alike. */
export const answerKey = (appId: string, link: MusicLink, target: ConversionRequest['target_platform']): string =>
  `${appId}\n${link.type}:${link.platform}:${link.id}\n${target ?? 'all'}`;

/**
 * Finished answers of conversions that the caches answered whole (the source's snapshot, each
 * target mapped or a remembered miss), serialised once and sent as they are. Bounded in entries
 * and in bytes; an answer goes the moment a mapping, miss or snapshot it was built from
 * changes, or the app's integrations do (the change feed), and when its source snapshot grows
 * stale or one of its misses is due for another lookup (`validUntil`).
 */
export function createConversionAnswers(changes: ChangeFeed, limits = { entries: 20_000, bytes: 32_000_000 }) {
  const cache = createInvalidatedCache<KeptAnswer>(changes, { max: limits.entries, maxSize: limits.bytes, sizeOf: (answer) => answer.body.body.length });
  return {
    /** The kept answer's body, unless it is gone or no longer true at `now`. */
    get(key: string, now: Date): PreparedJson | undefined {
      const kept = cache.get(key);
      if (!kept) return undefined;
      if (now.getTime() >= kept.validUntil) {
        cache.delete(key);
        return undefined;
      }
      return kept.body;
    },
    mark: (): FeedMark => cache.mark(),
    set: (key: string, answer: KeptAnswer, readFrom: readonly string[], mark: FeedMark): boolean => cache.set(key, answer, readFrom, mark),
  };
}
