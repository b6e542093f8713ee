/**
 * Deezer API objects rendered from the catalog, in the shapes of the recorded `/track` and
 * `/album` responses: numeric ids, durations in seconds, `explicit_lyrics` plus the integer
 * `explicit_content_*` codes, md5-derived images, `contributors` with roles.
 */
import type { Album, Artist, Catalog, Listing, Recording } from '../catalog/model';
import { profile } from './profile';
import { stableHash, stableHex } from '../platform-kit/stable-hash';
import { imageFields, md5Of } from './deezer-images';

export type Json = Record<string, unknown>;

const LABELS = ['Northbound Records', 'Lantern Music', 'Parallel Sound', 'Blue Harbor', 'Orbit Recordings', 'Independent'];
const GENRES = [
  { id: 132, name: 'Pop' },
  { id: 152, name: 'Rock' },
  { id: 116, name: 'Rap/Hip Hop' },
  { id: 106, name: 'Electro' },
  { id: 165, name: 'R&B' },
  { id: 85, name: 'Alternative' },
] as const;
const COUNTRIES = ['AE', 'AR', 'AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'CL', 'CO', 'DE', 'DK', 'EG', 'ES', 'FI', 'FR', 'GB', 'GR', 'ID', 'IE', 'IN', 'IT', 'JP', 'KR', 'MX', 'NL', 'NO', 'NZ', 'PL', 'PT', 'RU', 'SE', 'TR', 'UA', 'US', 'ZA'];

export class DeezerView {
  constructor(
    readonly catalog: Catalog,
    /** Where `tracklist`, `next` and `/image` links point: the simulator, as real ones point at api.deezer.com. */
    readonly apiBase: string,
    private readonly now: () => number,
  ) {}

  share(kind: string, id: string): string {
    return `https://www.deezer.com/${kind}/${id}?utm_source=deezer&utm_content=${kind}-${id}&utm_term=0_${Math.floor(this.now() / 1000)}&utm_medium=web`;
  }

  artistId(artist: Artist | undefined, name: string): number {
    return Number(artist?.platformIds.deezer ?? 1_000 + (stableHash(`deezer-artist-${name}`) % 1_000_000));
  }

  /**
   * `tiny`: id, name, tracklist (album track rows); `linked`: + link (playlist rows inside
   * `/playlist/{id}`); `search`: + link and pictures; `full`: + share, radio (as in /track).
   */
  artistRef(artist: Artist | undefined, name: string, size: 'tiny' | 'linked' | 'search' | 'full'): Json {
    const id = this.artistId(artist, name);
    const tracklist = `${this.apiBase}/artist/${id}/top?limit=50`;
    if (size === 'tiny') return { id, name, tracklist, type: 'artist' };
    if (size === 'linked') return { id, name, link: `https://www.deezer.com/artist/${id}`, tracklist, type: 'artist' };
    const pictures = imageFields('picture', 'artist', `${this.apiBase}/artist/${id}`, md5Of(artist?.imageSeed ?? name));
    if (size === 'search') return { id, name, link: `https://www.deezer.com/artist/${id}`, ...pictures, tracklist, type: 'artist' };
    return { id, name, link: `https://www.deezer.com/artist/${id}`, share: this.share('artist', String(id)), ...pictures, radio: true, tracklist, type: 'artist' };
  }

  albumRef(album: Album, withLink: boolean): Json {
    const listing = album.platforms.deezer;
    const id = Number(listing?.id);
    const md5 = md5Of(album.imageSeed);
    return {
      id,
      title: listing?.title ?? album.title,
      ...(withLink ? { link: `https://www.deezer.com/album/${id}` } : {}),
      ...imageFields('cover', 'cover', `${this.apiBase}/album/${id}`, md5),
      md5_image: md5,
      ...(withLink ? { release_date: album.releaseDate } : {}),
      tracklist: `${this.apiBase}/album/${id}/tracks`,
      type: 'album',
    };
  }

  albumOf(listing: Listing): Album {
    const album = this.catalog.index.albumByPlatformId('deezer', listing.albumId);
    if (!album) throw new Error(`Deezer album ${listing.albumId} missing`);
    return album;
  }

  /** The artist named first on the listing (a classical listing may name its conductor or composer first). */
  private mainArtist(recording: Recording, listing: Listing): Artist | undefined {
    const first = listing.artists[0];
    for (const id of [...recording.artistIds, ...(recording.composerId ? [recording.composerId] : [])]) {
      const artist = this.catalog.index.artist(id);
      if (artist?.name === first) return artist;
    }
    return this.catalog.index.artist(recording.artistIds[0] ?? '');
  }

  rank(recording: Recording): number {
    const h = stableHash(`deezer-rank-${recording.id}`);
    return recording.decoyOf ? 50_000 + (h % 350_000) : 300_000 + (h % 700_000);
  }

  /** Deezer splits the version off: `title_short` without it, `title_version` in parentheses. */
  private titles(recording: Recording, listing: Listing): Json {
    const featuring = recording.featuredArtistIds.map((id) => this.catalog.index.artist(id)?.name ?? '');
    // A listing that names the song its own way (a classical movement) keeps its own parts.
    const { title, version } = listing.parts ?? recording;
    return {
      title: listing.title,
      title_short: listing.parts ? title : profile.title({ title, featuring }),
      title_version: version ? `(${version})` : '',
    };
  }

  private explicit(recording: Recording, listing: Listing): Json {
    // 0 not explicit, 1 explicit, 3 edited (the clean twin of an explicit track).
    const lyrics = listing.explicit ? 1 : recording.decoyKind === 'clean' ? 3 : 0;
    return { explicit_lyrics: listing.explicit, explicit_content_lyrics: lyrics, explicit_content_cover: listing.explicit ? 1 : 0 };
  }

  private preview(listing: Listing): string {
    const md5 = stableHex(`deezer-preview-${listing.id}`, 32);
    const path = `/api/1/1/${md5[0]}/${md5[1]}/${md5[2]}/0/${md5}.mp3`;
    const exp = Math.floor(this.now() / 1000) + 900;
    return `https://cdnt-preview.dzcdn.net${path}?hdnea=exp=${exp}~acl=${path}*~data=user_id=0,application_id=42~hmac=${stableHex(`hmac-${listing.id}-${exp}`, 64)}`;
  }

  /**
   * The light track of lists: album tracks (`tiny` artist), search and playlist items (`search`
   * artist). `country`: where the request comes from, for `readable`.
   */
  trackItem(recording: Recording, artistSize: 'tiny' | 'linked' | 'search', extra: Json = {}, country?: string): Json {
    const listing = recording.platforms.deezer;
    if (!listing) throw new Error(`${recording.id} is not on Deezer`);
    const album = this.albumOf(listing);
    return {
      id: Number(listing.id),
      readable: this.readable(recording, country),
      ...this.titles(recording, listing),
      link: `https://www.deezer.com/track/${listing.id}`,
      duration: Math.round(listing.durationMs / 1000),
      rank: this.rank(recording),
      ...this.explicit(recording, listing),
      preview: this.preview(listing),
      md5_image: md5Of(album.imageSeed),
      ...extra,
      artist: this.artistRef(this.mainArtist(recording, listing), listing.artists[0] ?? '', artistSize),
      album: this.albumRef(album, false),
      type: 'track',
    };
  }

  /**
   * Some tracks are not licensed where the request comes from: they stay listed with
   * `readable: false` and their metadata (recorded: several rows of deezer-python's and
   * deezer-client-kt's playlists, one of an album fetched by UPC). Deezer tells the country from
   * the request; a user's request counts as their country, others as the catalog's (US).
   */
  readable(recording: Recording, country = 'US'): boolean {
    if (recording.platforms.deezer?.blockedIn?.includes(country)) return false;
    return stableHash(`deezer-readable-${recording.id}`) % 40 !== 0;
  }

  contributors(recording: Recording, listing: Listing): Json[] {
    const ids = [...recording.artistIds.map((id) => [id, 'Main'] as const), ...recording.featuredArtistIds.map((id) => [id, 'Featured'] as const)];
    if (recording.composerId) {
      // Classical listings credit performers and composer in the label's order (`listing.artists`).
      const credited = [...ids, [recording.composerId, 'Main'] as const].map(([id, role]) => ({ artist: this.catalog.index.artist(id), role }));
      return listing.artists.flatMap((name) => {
        const hit = credited.find((c) => c.artist?.name === name);
        return hit ? [{ ...this.artistRef(hit.artist, name, 'full'), role: hit.role }] : [];
      });
    }
    return ids.map(([id, role]) => {
      const artist = this.catalog.index.artist(id);
      return { ...this.artistRef(artist, artist?.name ?? id, 'full'), role };
    });
  }

  track(recording: Recording): Json {
    const listing = recording.platforms.deezer;
    if (!listing) throw new Error(`${recording.id} is not on Deezer`);
    const album = this.albumOf(listing);
    const h = stableHash(`deezer-audio-${recording.id}`);
    return {
      id: Number(listing.id),
      readable: true,
      ...this.titles(recording, listing),
      isrc: listing.isrc ?? '',
      link: `https://www.deezer.com/track/${listing.id}`,
      share: this.share('track', listing.id),
      duration: Math.round(listing.durationMs / 1000),
      track_position: listing.trackNumber,
      disk_number: listing.discNumber,
      rank: this.rank(recording),
      release_date: album.releaseDate,
      ...this.explicit(recording, listing),
      preview: this.preview(listing),
      bpm: this.bpm(recording),
      gain: -Number(((h % 140) / 10 + 4).toFixed(1)),
      available_countries: COUNTRIES,
      contributors: this.contributors(recording, listing),
      md5_image: md5Of(album.imageSeed),
      track_token: `AAAAA${stableHex(`token-${listing.id}`, 170)}`,
      artist: this.artistRef(this.mainArtist(recording, listing), listing.artists[0] ?? '', 'full'),
      album: this.albumRef(album, true),
      type: 'track',
    };
  }

  /** Deezer knows the tempo of most tracks, not all (0 = unknown). */
  bpm(recording: Recording): number {
    const h = stableHash(`deezer-audio-${recording.id}`);
    return h % 3 === 0 ? 0 : 70 + (h % 110);
  }

  albumTracks(album: Album): Recording[] {
    const out: Recording[] = [];
    for (const id of album.recordingIds) {
      const recording = this.catalog.index.recording(id);
      if (recording?.platforms.deezer) out.push(recording);
    }
    return out;
  }

  recordType(album: Album): string {
    if (album.type === 'compilation') return 'compile';
    if (album.type === 'single') return album.recordingIds.length > 3 ? 'ep' : 'single';
    return 'album';
  }

  genre(album: Album): (typeof GENRES)[number] {
    return GENRES[stableHash(`genre-${album.id}`) % GENRES.length] ?? GENRES[0];
  }

  label(album: Album): string {
    return LABELS[stableHash(album.id) % LABELS.length] ?? 'Independent';
  }

  artist(artist: Artist, size: 'search' | 'full'): Json {
    const ref = this.artistRef(artist, artist.name, 'full');
    const nbAlbum = this.catalog.albums.reduce((n, a) => n + (a.artistIds[0] === artist.id && a.platforms.deezer ? 1 : 0), 0);
    const stats = { nb_album: nbAlbum, nb_fan: stableHash(`fans-${artist.id}`) % 3_000_000, radio: true };
    const { share: _share, radio: _radio, tracklist, type, ...rest } = ref;
    if (size === 'search') return { ...rest, ...stats, tracklist, type };
    return { ...rest, share: ref.share, ...stats, tracklist, type };
  }
}
