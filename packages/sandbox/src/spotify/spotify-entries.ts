/**
 * A playlist's entries as Spotify lists them: catalog tracks, and the entries that are no catalog
 * track (`Playlist.oddEntries`). A local file keeps its place with `is_local: true`, null ids and
 * a `spotify:local:artist:album:title:seconds` URI (recorded, watsonbox/exportify's mock of a real
 * answer); an episode comes as `type: "episode"` with its show (recorded, zmb3/spotify).
 */
import type { OddEntry } from '../catalog/model';
import { stableHex } from '../platform-kit/stable-hash';
import type { Json, SpotifyView } from './spotify-objects';

export { entryCount, playlistEntries, type PlaylistEntry } from '../catalog/playlist-entries';

/** Tags joined as Spotify builds a local file's URI: each `+`-encoded, the length in whole seconds last. */
export function localUri(entry: OddEntry): string {
  const part = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
  return `spotify:local:${part(entry.artist)}:${part(entry.album)}:${part(entry.title)}:${Math.round(entry.durationMs / 1000)}`;
}

/** A local file's track object: Spotify knows only its tags, so ids, links and images are null or empty. */
export function localTrack(entry: OddEntry): Json {
  return {
    album: {
      album_type: null,
      artists: [],
      available_markets: [],
      external_urls: {},
      href: null,
      id: null,
      images: [],
      name: entry.album,
      release_date: null,
      release_date_precision: null,
      type: 'album',
      uri: null,
    },
    artists: [{ external_urls: {}, href: null, id: null, name: entry.artist, type: 'artist', uri: null }],
    available_markets: [],
    disc_number: 0,
    duration_ms: entry.durationMs,
    explicit: false,
    external_ids: {},
    external_urls: {},
    href: null,
    id: null,
    is_local: true,
    name: entry.title,
    popularity: 0,
    preview_url: null,
    track_number: 0,
    type: 'track',
    uri: localUri(entry),
  };
}

/** An episode's Spotify id: its own when it has one in Spotify's form, else one derived from it. */
export function episodeId(entry: OddEntry): string {
  return /^[0-9A-Za-z]{22}$/.test(entry.id) ? entry.id : stableHex(`spotify-episode-${entry.id || entry.title}`, 22);
}

/** An episode of a show, as playlist entries carry it (`additional_types=episode` or not: the 2026 `items` endpoint lists them). */
export function episode(view: SpotifyView, entry: OddEntry, market: string | undefined): Json {
  const id = episodeId(entry);
  const showId = stableHex(`spotify-show-${entry.album}`, 22);
  const images = [640, 300, 64].map((size, i) => ({
    height: size,
    url: `https://i.scdn.co/image/ab676563${['0000ba8a', '00005f1f', '0000f68d'][i]}${stableHex(`show-${entry.album}`, 24)}`,
    width: size,
  }));
  return {
    audio_preview_url: `https://p.scdn.co/mp3-preview/${stableHex(`preview-${id}`, 40)}`,
    description: `${entry.title}, an episode of ${entry.album}.`,
    duration_ms: entry.durationMs,
    episode: true,
    explicit: false,
    external_urls: { spotify: `https://open.spotify.com/episode/${id}` },
    href: `${view.apiBase}/v1/episodes/${id}`,
    html_description: `<p>${entry.title}, an episode of ${entry.album}.</p>`,
    id,
    images,
    is_externally_hosted: false,
    ...(market ? { is_playable: true } : {}),
    language: 'en',
    languages: ['en'],
    name: entry.title,
    release_date: '2024-01-01',
    release_date_precision: 'day',
    resume_point: { fully_played: false, resume_position_ms: 0 },
    show: {
      available_markets: ['US'],
      copyrights: [],
      description: `${entry.album} by ${entry.artist}.`,
      explicit: false,
      external_urls: { spotify: `https://open.spotify.com/show/${showId}` },
      href: `${view.apiBase}/v1/shows/${showId}`,
      html_description: null,
      id: showId,
      images,
      is_externally_hosted: false,
      languages: ['en'],
      media_type: 'audio',
      name: entry.album,
      publisher: entry.artist,
      total_episodes: 100,
      type: 'show',
      uri: `spotify:show:${showId}`,
    },
    track: false,
    type: 'episode',
    uri: `spotify:episode:${id}`,
  };
}
