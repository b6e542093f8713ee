import { artistSet, type ArtistSet } from './artist-set';
import { foldText } from './fold-text';
import { normalizeTitle, type NormalizedTitle } from './normalize-title';
import type { TrackInfo } from './track-info';
import { changesRecording, type VersionKind, type VersionTag } from './version-tag';

/** A track with everything the scorer compares computed once. */
export interface PreparedTrack {
  track: TrackInfo;
  title: NormalizedTitle;
  /** Tags that make another recording, sorted by kind. */
  recording: VersionTag[];
  /** The other tags, by kind. */
  soft: ReadonlyMap<VersionKind, VersionTag>;
  artists: ArtistSet;
  durationMs: number | undefined;
  isrc: string | undefined;
  explicit: boolean | undefined;
  albumKey: string | undefined;
}

const ISRC_NOISE_RE = /[\s-]/g;

/**
 * YouTube video titles lead with the artist ("Queen - Bohemian Rhapsody (Official Video)"):
 * drop a leading "<own artist> - " before parsing.
 */
function withoutArtistPrefix(folded: string, artists: readonly string[]): string {
  if (!folded.includes(' - ')) return folded;
  for (const artist of artists) {
    const prefix = `${foldText(artist).trim()} - `;
    if (prefix.length > 3 && folded.startsWith(prefix)) return folded.slice(prefix.length);
  }
  return folded;
}

export function prepareTrack(track: TrackInfo): PreparedTrack {
  const title = normalizeTitle(withoutArtistPrefix(foldText(track.title), track.artists));
  const recording: VersionTag[] = [];
  const soft = new Map<VersionKind, VersionTag>();
  for (const tag of title.tags) {
    if (changesRecording(tag)) recording.push(tag);
    else soft.set(tag.kind, tag);
  }
  recording.sort((x, y) => (x.kind < y.kind ? -1 : x.kind > y.kind ? 1 : 0));
  const explicit = track.explicit ?? (soft.has('explicit') ? true : soft.has('clean') ? false : undefined);
  const isrc = track.isrc?.replace(ISRC_NOISE_RE, '').toUpperCase();
  const duration = track.durationMs;
  return {
    track,
    title,
    recording,
    soft,
    artists: artistSet(track.artists, title.featured),
    durationMs: duration !== undefined && Number.isFinite(duration) && duration > 0 ? duration : undefined,
    isrc: isrc === '' ? undefined : isrc,
    explicit,
    albumKey: track.album === undefined ? undefined : normalizeTitle(track.album).baseKey || undefined,
  };
}
