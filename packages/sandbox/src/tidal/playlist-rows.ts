import type { OddEntry, Playlist } from '../catalog/model';
import { stableHash } from '../platform-kit/stable-hash';
import type { Resource } from './json-api-document';
import { isoDuration, sharingLink } from './tidal-format';
import type { TidalTrack, TidalView } from './tidal-view';

/**
 * A playlist's items in order: tracks, and the odd entries a TIDAL playlist can hold. TIDAL's
 * playlist items are `tracks` or `videos` only (the OAS's item types); there are no local files
 * and no podcast episodes in this API. An odd entry of kind `episode` ("any entry that is no
 * music track") is rendered as the one other kind TIDAL has, a video; a `local` file cannot be
 * on a TIDAL playlist and is left out.
 */
export type PlaylistRow = { kind: 'track'; track: TidalTrack } | { kind: 'video'; id: string; entry: OddEntry };

export function playlistRows(view: TidalView, playlist: Playlist): PlaylistRow[] {
  const tracks: PlaylistRow[] = view.playlistTracks(playlist).map((track) => ({ kind: 'track', track }));
  const rows: PlaylistRow[] = [];
  let next = 0;
  for (const { at, entry } of playlist.oddEntries ?? []) {
    if (entry.kind !== 'episode') continue;
    while (rows.length < at && next < tracks.length) rows.push(tracks[next++]!);
    rows.push({ kind: 'video', id: entry.id || String(100_000_000 + (stableHash(`${playlist.id}:video:${at}`) % 400_000_000)), entry });
  }
  while (next < tracks.length) rows.push(tracks[next++]!);
  return rows;
}

/** A `videos` resource: the OAS requires `title, isrc, duration, explicit, popularity`. */
export function videoResource(row: Extract<PlaylistRow, { kind: 'video' }>): Resource {
  return {
    id: row.id,
    type: 'videos',
    attributes: {
      title: row.entry.title,
      version: null,
      isrc: `QZ${String(stableHash(`${row.id}:isrc`) % 10_000_000_000).padStart(10, '0')}`,
      duration: isoDuration(row.entry.durationMs),
      explicit: false,
      popularity: 0.1,
      availability: ['STREAM'],
      externalLinks: sharingLink('video', row.id),
    },
  };
}
