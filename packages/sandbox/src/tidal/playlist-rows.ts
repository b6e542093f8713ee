import type { OddEntry, Playlist } from '../catalog/model';
import { stampedEntries, type EntryStamp } from '../catalog/playlist-entries';
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
export type PlaylistRow = ({ kind: 'track'; track: TidalTrack } | { kind: 'video'; id: string; entry: OddEntry }) & {
  /** The entry's stamp and place in the whole entry list (playlists only; album rows have none). */
  stamp?: EntryStamp;
  entryIndex?: number;
};

export function playlistRows(view: TidalView, playlist: Playlist): PlaylistRow[] {
  return stampedEntries(playlist).flatMap(({ entry, stamp }, entryIndex): PlaylistRow[] => {
    if (entry.kind === 'recording') {
      const recording = view.catalog.index.recording(entry.recordingId);
      const listing = recording?.platforms.tidal;
      return recording && listing ? [{ kind: 'track', track: { recording, listing }, stamp, entryIndex }] : [];
    }
    if (entry.entry.kind !== 'episode') return [];
    const id = entry.entry.id || String(100_000_000 + (stableHash(`${playlist.id}:video:${stamp.key}`) % 400_000_000));
    return [{ kind: 'video', id, entry: entry.entry, stamp, entryIndex }];
  });
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
