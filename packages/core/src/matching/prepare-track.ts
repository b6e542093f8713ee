import { albumVersionTags } from './album-version-tags';
import { artistKey, artistSet, creditKeys, type ArtistSet, type CreditKeys } from './artist-set';
import { classicalWork, type ClassicalWork } from './classical-work';
import { yearOf } from './evidence';
import { foldText } from './fold-text';
import { memoize } from './memoize';
import { normalizeFoldedTitle, type NormalizedTitle } from './normalize-title';
import type { TrackInfo } from './track-info';
import { changesRecording, type VersionKind, type VersionTag } from './version-tag';

/** A track with everything the scorer compares computed once. */
export interface PreparedTrack {
  track: TrackInfo;
  /** The title folded (`foldText`), before parsing. */
  foldedTitle: string;
  /** Each artist credit folded. */
  foldedArtists: string[];
  title: NormalizedTitle;
  /** Tags that make another recording, sorted by kind. */
  recording: VersionTag[];
  /** The other tags, by kind. */
  soft: ReadonlyMap<VersionKind, VersionTag>;
  /** Keys of each credit; `artistsOf` builds the set from them on first use. */
  credits: CreditKeys[];
  /** Filled by `artistsOf`. */
  artistSet: ArtistSet | undefined;
  durationMs: number | undefined;
  isrc: string | undefined;
  explicit: boolean | undefined;
  albumKey: string | undefined;
  /** Recording tags the album name gives its tracks ("Greatest Hits (Instrumentals)", "Live at Wembley"). */
  albumTags: readonly VersionTag[];
  /**
   * What sets this edition of the album apart from another of the same name: the guests, the
   * versions and the remaster its name gives ("Song (feat. X) - Single", "Song (DJ Remix)",
   * "Album (2011 Remaster)"), as one string; "" for a plain name. Deluxe and regional editions
   * keep the standard tracks where they were, so they are no mark.
   */
  editionMark: string;
  /** Guests the album's name credits when it is this song's single ("Song (feat. X) - Single"). */
  albumGuests: readonly string[];
  /** The album is named as a compilation ("Greatest Hits", "The Very Best Of", "Gold"). */
  compilation: boolean;
  year: number | undefined;
  /** Catalogue number and movement of a classical title. */
  work: ClassicalWork | undefined;
  /** A music video or upload (flagged by the platform or labelled in the title). */
  isVideo: boolean;
}

const ISRC_NOISE_RE = /[\s-]/g;
/**
 * Past this, text is compared by its beginning: the longest real titles (classical movements
 * with their work) are a few hundred characters, and edit distances grow with the square of
 * the length, so a hostile title of thousands must not cost seconds.
 */
const MAX_TEXT = 500;
const MAX_CREDITS = 50;

// Artist credits and album names repeat across the candidates of one search and across searches;
// titles mostly do not, and caching them costs more in garbage collection than it saves.
const creditOf = memoize((raw: string) => {
  const folded = foldText(raw).trim();
  return { folded, keys: creditKeys(folded) };
});
const albumTitleOf = memoize((raw: string) => normalizeFoldedTitle(foldText(raw)));
const albumTagsOf = memoize((raw: string) => albumVersionTags(foldText(raw)));
// Names of hits compilations: where an artist's later re-recordings of old hits are sold, unlabelled,
// beside compilations of the original masters.
const COMPILATION_RE =
  /\b(?:greatest hits|best of|very best|essentials?|hits collection|the collection|anthology|gold|number ones|the singles|definitive|ultimate|platinum|retrospective)\b/;
const editionMarkOf = memoize((raw: string) => {
  const album = albumTitleOf(raw);
  const tags = album.tags.filter((t) => changesRecording(t) || t.kind === 'remaster' || t.kind === 'clean' || t.kind === 'explicit');
  return [...album.featured.map(artistKey).sort(), ...tags.map((t) => `${t.kind}:${t.detail ?? ''}`).sort()].join('|');
});
const compilationOf = memoize((raw: string) => COMPILATION_RE.test(foldText(raw)));
// "Official Video", "Official Music Video", "M/V", "MV": the upload is a video, whatever the platform flags.
const VIDEO_HINT_RE = /video|mv|m\/v/;
const VIDEO_LABEL_RE = /\b(?:official (?:music )?video|music video|official mv|m\/v|mv)\b/;

/**
 * YouTube video titles lead with the artist ("Queen - Bohemian Rhapsody (Official Video)"): the
 * title without a leading "<artist> - " for one of the given folded artist names, if it has one.
 */
export function titleAfterArtist(folded: string, artists: readonly string[]): NormalizedTitle | undefined {
  if (!folded.includes(' - ')) return undefined;
  for (const artist of artists) {
    if (artist !== '' && folded.startsWith(`${artist} - `)) return normalizeFoldedTitle(folded.slice(artist.length + 3));
  }
  return undefined;
}

export function prepareTrack(track: TrackInfo): PreparedTrack {
  const credits = track.artists.slice(0, MAX_CREDITS).map((a) => creditOf(a.slice(0, MAX_TEXT)));
  const foldedArtists = credits.map((c) => c.folded);
  const foldedTitle = foldText(track.title.slice(0, MAX_TEXT));
  const title = titleAfterArtist(foldedTitle, foldedArtists) ?? normalizeFoldedTitle(foldedTitle);
  const recording: VersionTag[] = [];
  const soft = new Map<VersionKind, VersionTag>();
  const work = classicalWork(foldedTitle);
  for (const tag of title.tags) {
    // In a classical work "Prélude", "Overture" or "Intermezzo" name a movement, not a variant.
    if (work && tag.kind === 'variant') continue;
    if (changesRecording(tag)) recording.push(tag);
    else soft.set(tag.kind, tag);
  }
  recording.sort((x, y) => (x.kind < y.kind ? -1 : x.kind > y.kind ? 1 : 0));
  const explicit = track.explicit ?? (soft.has('explicit') ? true : soft.has('clean') ? false : undefined);
  const isrc = track.isrc?.replace(ISRC_NOISE_RE, '').toUpperCase();
  const duration = track.durationMs;
  const albumName = track.album?.slice(0, MAX_TEXT);
  const album = albumName === undefined ? undefined : albumTitleOf(albumName);
  return {
    track,
    foldedTitle,
    foldedArtists,
    title,
    recording,
    soft,
    credits: credits.map((c) => c.keys),
    artistSet: undefined,
    durationMs: duration !== undefined && Number.isFinite(duration) && duration > 0 ? duration : undefined,
    isrc: isrc === '' ? undefined : isrc,
    explicit,
    albumKey: album?.baseKey || undefined,
    editionMark: albumName ? editionMarkOf(albumName) : '',
    albumGuests: album && album.featured.length > 0 && album.baseKey === title.baseKey ? album.featured : [],
    albumTags: albumName ? albumTagsOf(albumName) : [],
    compilation: albumName ? compilationOf(albumName) : false,
    year: yearOf(track.releaseDate),
    work,
    isVideo: track.isVideo ?? (VIDEO_HINT_RE.test(foldedTitle) && VIDEO_LABEL_RE.test(foldedTitle)),
  };
}

/**
 * The artist set of a prepared track, built on first use: most candidates of a search fail on
 * version or title before their artists are compared.
 */
export function artistsOf(track: PreparedTrack): ArtistSet {
  return (track.artistSet ??= artistSet(track.credits, track.title.featured));
}
