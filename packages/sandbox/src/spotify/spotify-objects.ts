/**
 * Spotify Web API objects rendered from the catalog, in the shape of the recorded responses
 * (harmony testdata `v1/tracks`, `v1/albums`): full and simplified tracks, albums and artists.
 * Field order follows the recordings. `popularity` and `available_markets` are sent as the
 * recorded (extended quota) responses have them; dev-mode apps lose them in 2026, so clients
 * must treat them as optional.
 */
import type { Album, Artist, Catalog, Listing, Recording } from '../catalog/model';
import { stableHash, stableHex } from '../platform-kit/stable-hash';

export type Json = Record<string, unknown>;

/** The markets of the recorded track, shortened to a realistic spread. */
export const MARKETS = [
  'AR', 'AU', 'AT', 'BE', 'BO', 'BR', 'BG', 'CA', 'CL', 'CO', 'CR', 'CY', 'CZ', 'DK', 'DO', 'DE', 'EC', 'EE', 'SV', 'FI',
  'FR', 'GR', 'GT', 'HN', 'HK', 'HU', 'IS', 'IE', 'IT', 'LV', 'LT', 'LU', 'MY', 'MT', 'MX', 'NL', 'NZ', 'NI', 'NO', 'PA',
  'PY', 'PE', 'PH', 'PL', 'PT', 'SG', 'SK', 'ES', 'SE', 'CH', 'TW', 'TR', 'UY', 'US', 'GB', 'JP', 'TH', 'VN', 'RO', 'IL',
  'ZA', 'SA', 'AE', 'EG', 'MA', 'IN', 'KZ', 'UA', 'KR', 'ID',
];

const LABELS = ['Northbound Records', 'Lantern Music', 'Parallel Sound', 'Blue Harbor', 'Orbit Recordings', 'Independent'];

/**
 * What a market changes in an object: asked with `market`, Spotify leaves out
 * `available_markets` and says `is_playable` for that market instead
 * (https://developer.spotify.com/documentation/web-api/concepts/track-relinking). The catalog
 * has no relinked instances, so `linked_from` never appears.
 */
export function availability(market: string | undefined, listing?: Listing): Json {
  // A region-blocked listing stays listed, unplayable in that market (`is_playable: false`).
  return market ? { is_playable: !(listing?.blockedIn ?? []).includes(market) } : { available_markets: MARKETS };
}

/**
 * The market a request names, if any: `from_token` stands for the country of the user the token
 * acts for (https://developer.spotify.com/documentation/web-api/concepts/track-relinking); a
 * token without a user has none, and the catalog's region (US) answers.
 */
export const marketOf = (query: URLSearchParams, country?: string): string | undefined => {
  const market = query.get('market') ?? undefined;
  return market === 'from_token' ? (country ?? 'US') : market;
};

export class SpotifyView {
  constructor(
    readonly catalog: Catalog,
    /** `http://127.0.0.1:PORT`: hrefs and paging URLs point at the simulator, as real ones point at api.spotify.com. */
    readonly apiBase: string,
  ) {}

  private link(kind: string, id: string): Json {
    return {
      external_urls: { spotify: `https://open.spotify.com/${kind}/${id}` },
      href: `${this.apiBase}/v1/${kind}s/${id}`,
      id,
    };
  }

  artistRef(artist: Artist | undefined, name: string): Json {
    // A credited name always has an artist object; ids come from the catalog when it knows them.
    const id = artist?.platformIds.spotify ?? stableHex(`spotify-artist-${name}`, 22);
    return { ...this.link('artist', id), name, type: 'artist', uri: `spotify:artist:${id}` };
  }

  private artistByName(name: string, recording: Recording): Artist | undefined {
    for (const id of [...recording.artistIds, ...recording.featuredArtistIds, ...(recording.composerId ? [recording.composerId] : [])]) {
      const artist = this.catalog.index.artist(id);
      if (artist?.name === name) return artist;
    }
    return undefined;
  }

  private trackArtists(recording: Recording, listing: Listing): Json[] {
    return listing.artists.map((name) => this.artistRef(this.artistByName(name, recording), name));
  }

  images(seed: string, prefix: 'album' | 'artist'): Json[] {
    const hash = stableHex(`spotify-${seed}`, 24);
    const sizes = prefix === 'album' ? ([['b273', 640], ['1e02', 300], ['4851', 64]] as const) : ([['e5eb', 640], ['5174', 320], ['f178', 160]] as const);
    const stem = prefix === 'album' ? 'ab67616d0000' : 'ab6761610000';
    return sizes.map(([code, size]) => ({ url: `https://i.scdn.co/image/${stem}${code}${hash}`, width: size, height: size }));
  }

  /** Tracks of an album that Spotify lists, in album order. */
  albumTracks(album: Album): { recording: Recording; listing: Listing }[] {
    const out: { recording: Recording; listing: Listing }[] = [];
    for (const id of album.recordingIds) {
      const recording = this.catalog.index.recording(id);
      const listing = recording?.platforms.spotify;
      if (recording && listing) out.push({ recording, listing });
    }
    return out;
  }

  popularity(seed: string, decoy: boolean): number {
    const h = stableHash(`spotify-pop-${seed}`);
    return decoy ? 5 + (h % 40) : 25 + (h % 70);
  }

  simplifiedAlbum(album: Album, market?: string): Json {
    const listing = album.platforms.spotify;
    if (!listing) throw new Error(`album ${album.id} is not on Spotify`);
    return {
      album_type: album.type,
      artists: album.artistIds.map((id) => {
        const artist = this.catalog.index.artist(id);
        return this.artistRef(artist, artist?.name ?? id);
      }),
      ...availability(market),
      ...this.link('album', listing.id),
      images: this.images(album.imageSeed, 'album'),
      name: listing.title,
      release_date: album.releaseDate,
      release_date_precision: 'day',
      total_tracks: this.albumTracks(album).length,
      type: 'album',
      uri: `spotify:album:${listing.id}`,
    };
  }

  simplifiedTrack(recording: Recording, listing: Listing, market?: string): Json {
    return {
      artists: this.trackArtists(recording, listing),
      ...availability(market, listing),
      disc_number: listing.discNumber,
      duration_ms: listing.durationMs,
      explicit: listing.explicit,
      ...this.link('track', listing.id),
      name: listing.title,
      preview_url: null,
      track_number: listing.trackNumber,
      type: 'track',
      uri: `spotify:track:${listing.id}`,
      is_local: false,
    };
  }

  track(recording: Recording, market?: string): Json {
    const listing = recording.platforms.spotify;
    if (!listing) throw new Error(`recording ${recording.id} is not on Spotify`);
    const album = this.catalog.index.albumByPlatformId('spotify', listing.albumId);
    if (!album) throw new Error(`album ${listing.albumId} missing`);
    return {
      album: this.simplifiedAlbum(album, market),
      artists: this.trackArtists(recording, listing),
      ...availability(market, listing),
      disc_number: listing.discNumber,
      duration_ms: listing.durationMs,
      explicit: listing.explicit,
      external_ids: listing.isrc ? { isrc: listing.isrc } : {},
      external_urls: { spotify: `https://open.spotify.com/track/${listing.id}` },
      href: `${this.apiBase}/v1/tracks/${listing.id}`,
      id: listing.id,
      is_local: false,
      name: listing.title,
      popularity: this.popularity(recording.id, recording.decoyOf !== undefined),
      preview_url: null,
      track_number: listing.trackNumber,
      type: 'track',
      uri: `spotify:track:${listing.id}`,
    };
  }

  albumExtras(album: Album): Json {
    const year = album.releaseDate.slice(0, 4);
    const label = LABELS[stableHash(album.id) % LABELS.length] ?? 'Independent';
    return {
      copyrights: [
        { text: `© ${year} ${label}`, type: 'C' },
        { text: `℗ ${year} ${label}`, type: 'P' },
      ],
      external_ids: { upc: album.platforms.spotify?.upc ?? album.upc },
      genres: [],
      label,
      popularity: this.popularity(album.id, false),
    };
  }

  artist(artist: Artist): Json {
    const id = artist.platformIds.spotify ?? '';
    return {
      external_urls: { spotify: `https://open.spotify.com/artist/${id}` },
      followers: { href: null, total: stableHash(`followers-${artist.id}`) % 2_000_000 },
      genres: [],
      href: `${this.apiBase}/v1/artists/${id}`,
      id,
      images: this.images(artist.imageSeed, 'artist'),
      name: artist.name,
      popularity: this.popularity(artist.id, false),
      type: 'artist',
      uri: `spotify:artist:${id}`,
    };
  }
}
