import type { PlatformKey } from '@segue/core';
import type { ConversionResult, Match } from '@segue/core/schemas';

/** What the popup shows about a converted entity, whatever its kind. */
export interface ResultSummary {
  title: string;
  artists: string[];
  cover: string;
}

/** One platform's entry, in the shape shared by tracks, albums and artists. */
export interface PlatformEntry {
  platform: PlatformKey;
  url: string;
  title: string;
  match?: Match;
}

export function platformEntries(result: ConversionResult): PlatformEntry[] {
  const entries: PlatformEntry[] = [];
  for (const [platform, found] of Object.entries(result.platforms) as [PlatformKey, (typeof result.platforms)[PlatformKey]][]) {
    if (found === undefined) continue;
    entries.push({ platform, url: found.url, title: 'name' in found ? found.name : found.title, ...(found.match ? { match: found.match } : {}) });
  }
  return entries;
}

/** Title, artists and cover, preferring the source platform's own metadata. */
export function summarizeResult(result: ConversionResult, source?: PlatformKey): ResultSummary | null {
  const pick = (source !== undefined ? result.platforms[source] : undefined) ?? Object.values(result.platforms)[0];
  if (pick === undefined) return null;
  if ('name' in pick) return { title: pick.name, artists: [], cover: pick.cover ?? '' };
  return { title: pick.title, artists: pick.artists, cover: pick.cover };
}

/**
 * The share page to open or copy: the answer's `share_url`. A result the conversion cache kept
 * from an older server has only `short_url` (a bare id, or the whole link), so that one is
 * built from it (share pages live at `/s/{short_url}` on the server).
 */
export function shareLink(result: ConversionResult, serverUrl: string): string {
  const kept: { short_url: string; share_url?: string } = result;
  if (kept.share_url) return kept.share_url;
  if (/^https?:\/\//i.test(kept.short_url)) return kept.short_url;
  const base = serverUrl.trim().replace(/\/+$/, '');
  return `${base}/s/${encodeURIComponent(kept.short_url)}`;
}
