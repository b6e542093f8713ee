import type { Album, Artist, Playlist } from '../catalog/model';
import { stableFraction, stableHash, stableHex } from '../platform-kit/stable-hash';
import { relationships, type Identifier, type Resource } from './json-api-document';
import { isoDuration, sharingLink, splitVersion } from './tidal-format';
import type { TidalTrack, TidalView } from './tidal-view';

const TRACK_RELATIONSHIPS = ['albums', 'artists', 'genres', 'lyrics', 'owners', 'providers', 'radio', 'shares', 'similarTracks', 'sourceFile', 'trackStatistics'] as const;
const ALBUM_RELATIONSHIPS = ['artists', 'coverArt', 'genres', 'items', 'owners', 'providers', 'similarAlbums'] as const;
const ARTIST_RELATIONSHIPS = ['albums', 'biography', 'followers', 'following', 'owners', 'profileArt', 'radio', 'roles', 'similarArtists', 'trackProviders', 'tracks', 'videos'] as const;
const PLAYLIST_RELATIONSHIPS = ['coverArt', 'items', 'owners'] as const;

function popularity(seed: string): number {
  return Math.round(stableFraction(`${seed}:pop`) * 1e6) / 1e6;
}

function label(view: TidalView, album: Album | undefined): string {
  const artist = album ? view.catalog.index.artist(album.artistIds[0] ?? '') : undefined;
  return `${artist?.name ?? 'Sandbox'} Records`;
}

/** A `tracks` resource; `data` filled on the relationships listed in `withData`. */
export function trackResource(view: TidalView, track: TidalTrack, withData: Record<string, Identifier[]> = {}): Resource {
  const { listing } = track;
  const album = view.album(listing.albumId);
  const { title, version } = splitVersion(track.recording, listing);
  return {
    id: listing.id,
    type: 'tracks',
    attributes: {
      title,
      version,
      // Required by the OAS: a listing without one still carries the attribute, empty.
      isrc: listing.isrc ?? '',
      duration: isoDuration(listing.durationMs),
      // An object since 2025-09 on albums and by 2025-11 on tracks too (harmony testdata).
      copyright: { text: `\u2117 ${(album?.releaseDate ?? '2000').slice(0, 4)} ${label(view, album)}` },
      explicit: listing.explicit,
      popularity: popularity(listing.id),
      accessType: 'PUBLIC',
      // A track TIDAL lists but will not stream in the request's country offers no usage there.
      availability: listing.blockedIn?.includes(view.countryCode) ? [] : ['STREAM', 'DJ'],
      mediaTags: stableFraction(`${listing.id}:hires`) < 0.3 ? ['HIRES_LOSSLESS', 'LOSSLESS'] : ['LOSSLESS'],
      externalLinks: sharingLink('track', listing.id),
      // No key, keyScale or bpm: the OAS lists them, but no recorded track carries them.
      spotlighted: false,
    },
    relationships: relationships('tracks', listing.id, TRACK_RELATIONSHIPS, view.countryCode, withData),
  };
}

export function trackArtistIdentifiers(view: TidalView, track: TidalTrack): Identifier[] {
  return view.trackArtistIds(track).map((id) => ({ id, type: 'artists' }));
}

export function trackAlbumIdentifiers(track: TidalTrack): Identifier[] {
  return [{ id: track.listing.albumId, type: 'albums' }];
}

export function artworkId(seed: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (let i = 0; i < 22; i++) out += alphabet[stableHash(`${seed}:art:${i}`) % alphabet.length];
  return out;
}

/** An `artworks` resource: the cover in the sizes TIDAL serves. */
export function artworkResource(view: TidalView, seed: string): Resource {
  const id = artworkId(seed);
  const hex = stableHex(seed, 32);
  const path = `${hex.slice(0, 8)}/${hex.slice(8, 12)}/${hex.slice(12, 16)}/${hex.slice(16, 20)}/${hex.slice(20)}`;
  return {
    id,
    type: 'artworks',
    attributes: {
      mediaType: 'IMAGE',
      files: [1280, 1080, 750, 640, 320, 160, 80].map((n) => ({
        href: `https://resources.tidal.com/images/${path}/${n}x${n}.jpg`,
        meta: { width: n, height: n },
      })),
    },
    relationships: relationships('artworks', id, ['owners'], view.countryCode),
  };
}

function albumType(album: Album, trackCount: number): 'ALBUM' | 'EP' | 'SINGLE' {
  if (album.type === 'single') return 'SINGLE';
  return album.type === 'album' && trackCount <= 6 ? 'EP' : 'ALBUM';
}

export function albumResource(view: TidalView, album: Album, withData: Record<string, unknown> = {}): Resource {
  const listing = album.platforms.tidal!;
  const tracks = view.albumTracks(album);
  return {
    id: listing.id,
    type: 'albums',
    attributes: {
      title: listing.title,
      barcodeId: listing.upc,
      numberOfVolumes: Math.max(1, ...tracks.map((t) => t.listing.discNumber)),
      numberOfItems: tracks.length,
      duration: isoDuration(tracks.reduce((sum, t) => sum + t.listing.durationMs, 0)),
      explicit: tracks.some((t) => t.listing.explicit),
      releaseDate: album.releaseDate,
      copyright: { text: `\u00a9 ${album.releaseDate.slice(0, 4)} ${label(view, album)}` },
      popularity: popularity(listing.id),
      availability: ['STREAM', 'DJ'],
      mediaTags: ['LOSSLESS'],
      externalLinks: sharingLink('album', listing.id),
      type: albumType(album, tracks.length),
    },
    relationships: relationships('albums', listing.id, ALBUM_RELATIONSHIPS, view.countryCode, withData),
  };
}

export function artistResource(view: TidalView, artist: Artist): Resource {
  const id = artist.platformIds.tidal!;
  return {
    id,
    type: 'artists',
    attributes: { name: artist.name, popularity: popularity(id), externalLinks: sharingLink('artist', id) },
    relationships: relationships('artists', id, ARTIST_RELATIONSHIPS, view.countryCode),
  };
}

export function playlistResource(view: TidalView, playlist: Playlist, withData: Record<string, unknown> = {}): Resource {
  const tracks = view.playlistTracks(playlist);
  // A sandbox user's own playlist is a USER one, UNLISTED unless they made it public.
  const owned = playlist.ownerUserId !== undefined;
  const editorial = !owned && (playlist.ownerName.toLowerCase().includes('tidal') || stableHash(playlist.id) % 2 === 0);
  return {
    id: playlist.platformId,
    type: 'playlists',
    attributes: {
      name: playlist.title,
      description: playlist.description,
      bounded: true,
      duration: isoDuration(tracks.reduce((sum, t) => sum + t.listing.durationMs, 0)),
      numberOfItems: tracks.length,
      externalLinks: sharingLink('playlist', playlist.platformId),
      createdAt: playlist.createdAt,
      // "Datetime of last modification of the playlist (ISO 8601)": moves with every change of its
      // items (tidal-sdk-web packages/api/bin/tidal-api-oas.json v1.10.104, Playlists_Attributes).
      lastModifiedAt: playlist.modifiedAt ?? playlist.createdAt,
      accessType: playlist.public === false ? 'UNLISTED' : 'PUBLIC',
      numberOfFollowers: owned ? 0 : stableHash(`${playlist.id}:followers`) % 50_000,
      playlistType: editorial ? 'EDITORIAL' : 'USER',
    },
    relationships: relationships('playlists', playlist.platformId, PLAYLIST_RELATIONSHIPS, view.countryCode, withData),
  };
}
