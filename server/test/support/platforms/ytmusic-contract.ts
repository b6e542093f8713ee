/**
 * Helpers of the YouTube Music contract tests: an adapter on a loopback server that answers with
 * bodies recorded from the real InnerTube (`@segue/recorded`, data/ytmusic), and plain readers of
 * those bodies, so each test states what the payload itself says without going through our code.
 */
import { recordings, type Recording } from '@segue/recorded';
import { startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from './recorded-platform';
import type { PlatformAdapter } from '../../../src/platforms/types';
import { createYtMusicAdapter } from '../../../src/platforms/ytmusic/adapter';

/** 2026-11-24 12:00 UTC: the client version the requests must carry is `1.20261124.01.00`. */
export const CONTRACT_NOW = Date.UTC(2026, 10, 24, 12);

export interface RecordedYtMusic {
  platform: RecordedPlatform;
  adapter: PlatformAdapter;
}

export async function recordedYtMusic(routes: readonly RecordedRoute[]): Promise<RecordedYtMusic> {
  const platform = await startRecordedPlatform('ytmusic', routes);
  const adapter = createYtMusicAdapter({ baseUrls: { api: platform.url }, http: platform.http, now: () => CONTRACT_NOW });
  return { platform, adapter };
}

export const recordingsStartingWith = (prefix: string): Recording[] => recordings('ytmusic').filter((r) => r.file.startsWith(prefix));

/** A loose view of renderer JSON, for reading recorded bodies in tests. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every value under `key`, depth first, in document order. */
export function findAll(node: unknown, key: string): Json[] {
  const out: Json[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === key) out.push(v as Json);
        else walk(v);
      }
    }
  };
  walk(node);
  return out;
}

export interface RunJson {
  text: string;
  navigationEndpoint?: Json;
}

export const runsOf = (text: Json | undefined): RunJson[] => (text?.runs as RunJson[] | undefined) ?? [];
export const textOf = (text: Json | undefined) => runsOf(text).map((r) => r.text).join('');
export const pageTypeOf = (run: RunJson): string | undefined =>
  run.navigationEndpoint?.browseEndpoint?.browseEndpointContextSupportedConfigs?.browseEndpointContextMusicConfig?.pageType;
export const browseIdOf = (run: RunJson): string | undefined => run.navigationEndpoint?.browseEndpoint?.browseId;

/** Milliseconds of a displayed `m:ss` / `h:mm:ss`. */
export function clockMs(text: string): number {
  return text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0) * 1000;
}

export const flexRuns = (row: Json, column: number): RunJson[] => runsOf(row.flexColumns?.[column]?.musicResponsiveListItemFlexColumnRenderer?.text);
export const fixedText = (row: Json) => textOf(row.fixedColumns?.[0]?.musicResponsiveListItemFixedColumnRenderer?.text);
export const isExplicitRow = (row: Json) =>
  ((row.badges as Json[] | undefined) ?? []).some((b) => b.musicInlineBadgeRenderer?.icon?.iconType === 'MUSIC_EXPLICIT_BADGE');

/** The names a row's runs link to artist pages. */
export const artistNames = (runs: RunJson[]) => runs.filter((r) => pageTypeOf(r) === 'MUSIC_PAGE_TYPE_ARTIST').map((r) => r.text);

/**
 * The thumbnail at Segue's documented cover size (640 px, README "Covers"): the smallest one at
 * least 640 px wide (square art before video frames), else the widest; square art on Google's
 * image servers asked at 640 px by its size options (`=w544-h544-l90-rj` → `=w640-h640-l90-rj`).
 */
export function coverOf(thumbnails: Json[] | undefined): string {
  const list: Json[] = [...(thumbnails ?? [])].filter((t) => t?.url);
  if (!list.some((t) => typeof t.width === 'number')) return list[0]?.url ?? '';
  const square = (t: Json) => t.height === undefined || t.height === null || Math.abs(t.width - t.height) <= t.width * 0.05;
  const pool = (list.some(square) ? list.filter(square) : list).sort((a, b) => a.width - b.width);
  const chosen = pool.find((t) => t.width >= 640) ?? pool.at(-1)!;
  const url = String(chosen.url);
  const eq = url.lastIndexOf('=');
  if (!/^https:\/\/(lh\d|yt\d)\.(googleusercontent|ggpht)\.com\//.test(url) || eq < 0 || url.includes('/', eq) || !square(chosen)) return url;
  return url.slice(0, eq + 1) + url.slice(eq + 1).replace(/(^|-)([whs])\d+(?=-|$)/g, '$1$2640');
}

/** A count YouTube shows beside artists ("155M plays", "1.2B views"). */
export const COUNT = /\d\s*[KMB]?\s+(?:plays?|views?)$/i;
