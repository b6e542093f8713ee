import type { Playlist } from '../catalog/model';
import { stableHex } from '../platform-kit/stable-hash';
import { encodeCursor } from './cursor';
import type { Included} from './json-api-document';
import { type Identifier } from './json-api-document';
import type { TidalRequest } from './tidal-request';
import { renderTrack } from './track-handlers';
import type { TidalTrack } from './tidal-view';
import { videoResource, type PlaylistRow } from './playlist-rows';

/** Album items carry their position: `meta{volumeNumber, trackNumber}`. */
export function albumItemIdentifier(track: TidalTrack): Identifier {
  return { id: track.listing.id, type: 'tracks', meta: { volumeNumber: track.listing.discNumber, trackNumber: track.listing.trackNumber } };
}

/** Playlist items carry `meta{addedAt, itemId, itemCursor}`: the entry, not just the track (or video). */
export function playlistItemIdentifier(playlist: Playlist, row: PlaylistRow, position: number): Identifier {
  return { id: row.kind === 'track' ? row.track.listing.id : row.id, type: row.kind === 'track' ? 'tracks' : 'videos', meta: { ...itemMeta(playlist, row), itemCursor: encodeCursor(position + 1) } };
}

/**
 * An entry's `itemId` and `addedAt`: they stay with the entry when others move or go, as the
 * `itemId`s the item writes take must (a duplicated track is two items).
 */
export function itemMeta(playlist: Playlist, row: PlaylistRow): { addedAt: string; itemId: string } {
  const key = row.stamp?.key ?? '0';
  const hex = stableHex(`${playlist.platformId}:${key}`, 32);
  const addedAt = row.stamp?.addedAt ?? new Date(Date.parse(playlist.createdAt) + Number(key) * 60_000).toISOString().replace('.000Z', 'Z');
  return { addedAt, itemId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` };
}

/** The track includes asked for through `items.*` paths, as a track-level include set. */
export function nestedTrackIncludes(include: ReadonlySet<string>): Set<string> {
  const nested = new Set<string>();
  for (const path of include) if (path.startsWith('items.')) nested.add(path.slice('items.'.length));
  return nested;
}

/** An album's tracks as item rows (albums hold no videos here). */
export const asRows = (tracks: readonly TidalTrack[]): PlaylistRow[] => tracks.map((track) => ({ kind: 'track', track }));

/** Adds the page's tracks (and videos) to `included` when `items` (or an `items.*` path) was asked for. */
export function includeItems(r: TidalRequest, rows: readonly PlaylistRow[], include: ReadonlySet<string>, included: Included): void {
  const wantsItems = [...include].some((p) => p === 'items' || p.startsWith('items.'));
  if (!wantsItems) return;
  const nested = nestedTrackIncludes(include);
  for (const row of rows) included.add(row.kind === 'track' ? renderTrack(r, row.track, nested, included) : videoResource(row));
}

