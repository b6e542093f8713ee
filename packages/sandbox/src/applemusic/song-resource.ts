import type { Listing, Recording } from '../catalog/model';
import { stableFraction, stableHash, stableHex } from '../platform-kit/stable-hash';
import { appleArtistName, appleArtwork, appleGenres, appleSlug } from './apple-format';
import type { AppleView } from './apple-catalog-view';

export interface ResourceIdentifier {
  id: string;
  type: string;
  href: string;
}

const COMPOSERS = ['Ana Lind', 'J. Okafor', 'Mika Sato', 'R. Delgado', 'Tomasz Wr\u00f3bel'] as const;

/**
 * A `songs` resource as `GET /v1/catalog/{sf}/songs/{id}` returns it: attributes, and the
 * albums/artists relationships as identifiers (or full resources when `include` asks for them).
 * https://developer.apple.com/documentation/applemusicapi/songs
 */
export function songResource(
  view: AppleView,
  song: { recording: Recording; listing: Listing },
  include: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const { recording, listing } = song;
  const sf = view.storefront;
  const album = view.album(listing.albumId);
  const albumListing = album?.platforms.applemusic;
  const albumName = albumListing?.title ?? '';
  const seed = album?.imageSeed ?? listing.id;
  // A classical recording names its composer; others have one most of the time.
  const composer = recording.composerId ? view.catalog.index.artist(recording.composerId)?.name : stableFraction(`${listing.id}:composer`) < 0.7 ? COMPOSERS[stableHash(listing.id) % COMPOSERS.length] : undefined;
  const rating = listing.explicit ? 'explicit' : recording.decoyKind === 'clean' ? 'clean' : undefined;
  const previewHex = stableHex(`${listing.id}:preview`, 32);
  const artistIds = view.songArtistIds(recording, listing);
  const attributes: Record<string, unknown> = {
    albumName,
    artistName: appleArtistName(listing.artists),
    artwork: appleArtwork(seed),
    ...(composer ? { composerName: composer } : {}),
    ...(rating ? { contentRating: rating } : {}),
    discNumber: listing.discNumber,
    durationInMillis: listing.durationMs,
    genreNames: appleGenres(seed),
    hasLyrics: stableFraction(`${listing.id}:lyrics`) < 0.8,
    isAppleDigitalMaster: stableFraction(`${listing.id}:adm`) < 0.3,
    ...(listing.isrc ? { isrc: listing.isrc } : {}),
    name: listing.title,
    playParams: { id: listing.id, kind: 'song' },
    // Songs Apple knows without an ISRC come without previews too (recorded: scottrhoyt/Cider's
    // song and album bodies); the others carry one.
    ...(listing.isrc
      ? {
          previews: [
            {
              url: `https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview126/v4/${previewHex.slice(0, 2)}/${previewHex.slice(2, 4)}/${previewHex.slice(4, 6)}/${previewHex}/mzaf_${stableHash(listing.id)}.plus.aac.p.m4a`,
            },
          ],
        }
      : {}),
    releaseDate: album?.releaseDate ?? '2000-01-01',
    trackNumber: listing.trackNumber,
    url: `https://music.apple.com/${sf}/album/${appleSlug(listing.title)}/${listing.albumId}?i=${listing.id}`,
    audioLocale: 'en-US',
    audioTraits: ['lossless', 'lossy-stereo'],
  };
  const albumRef: ResourceIdentifier = { id: listing.albumId, type: 'albums', href: `/v1/catalog/${sf}/albums/${listing.albumId}` };
  const artistRefs: ResourceIdentifier[] = artistIds.map((id) => ({ id, type: 'artists', href: `/v1/catalog/${sf}/artists/${id}` }));
  return {
    id: listing.id,
    type: 'songs',
    href: `/v1/catalog/${sf}/songs/${listing.id}`,
    attributes,
    relationships: {
      albums: {
        href: `/v1/catalog/${sf}/songs/${listing.id}/albums`,
        data: include.has('albums') && album ? [albumAttributesOnly(view, albumRef, album)] : [albumRef],
      },
      artists: {
        href: `/v1/catalog/${sf}/songs/${listing.id}/artists`,
        data: include.has('artists') ? artistRefs.map((ref) => artistAttributesOnly(view, ref)) : artistRefs,
      },
    },
  };
}

/**
 * A song as lists carry it (album and playlist tracks, search results, the listening history):
 * attributes only, no relationships (recorded: every list body of packages/recorded).
 */
export function listedSong(view: AppleView, song: { recording: Recording; listing: Listing }): Record<string, unknown> {
  const { relationships: _relationships, ...resource } = songResource(view, song);
  return resource;
}

// Included related resources carry their attributes but not their own relationships, as Apple does.
function albumAttributesOnly(view: AppleView, ref: ResourceIdentifier, album: NonNullable<ReturnType<AppleView['album']>>) {
  return { ...ref, attributes: albumAttributes(view, album) };
}

function artistAttributesOnly(view: AppleView, ref: ResourceIdentifier) {
  const artist = view.artist(ref.id);
  return artist ? { ...ref, attributes: artistAttributes(view, artist) } : ref;
}

export function albumAttributes(view: AppleView, album: NonNullable<ReturnType<AppleView['album']>>): Record<string, unknown> {
  const listing = album.platforms.applemusic!;
  const songs = view.albumSongs(album);
  const artists = album.artistIds.map((id) => view.catalog.index.artist(id)?.name ?? '').filter(Boolean);
  const year = album.releaseDate.slice(0, 4);
  const label = `${artists[0] ?? 'Sandbox'} Records`;
  const explicit = songs.some((s) => s.listing.explicit);
  return {
    artistName: appleArtistName(artists),
    artwork: appleArtwork(album.imageSeed),
    copyright: `\u2117 ${year} ${label}`,
    ...(explicit ? { contentRating: 'explicit' } : {}),
    genreNames: appleGenres(album.imageSeed),
    isCompilation: album.type === 'compilation',
    isComplete: true,
    isMasteredForItunes: false,
    isSingle: album.type === 'single',
    name: listing.title,
    playParams: { id: listing.id, kind: 'album' },
    recordLabel: label,
    releaseDate: album.releaseDate,
    trackCount: songs.length,
    upc: listing.upc,
    url: `https://music.apple.com/${view.storefront}/album/${appleSlug(listing.title)}/${listing.id}`,
    audioTraits: ['lossless', 'lossy-stereo'],
  };
}

export function artistAttributes(view: AppleView, artist: NonNullable<ReturnType<AppleView['artist']>>): Record<string, unknown> {
  const id = artist.platformIds.applemusic!;
  return {
    artwork: appleArtwork(artist.imageSeed),
    genreNames: appleGenres(artist.imageSeed).slice(0, 1),
    name: artist.name,
    url: `https://music.apple.com/${view.storefront}/artist/${appleSlug(artist.name)}/${id}`,
  };
}
