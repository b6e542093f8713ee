import type { Album, Artist } from '../catalog/model';
import { AppleApiError, appleErrors } from './apple-errors';
import { libraryAlbumResource, libraryArtistResource, libraryPlaylistResource, librarySongResource } from './library-resources';
import { nextHref } from './playlist-resource';
import { libraryPlaylistEntries } from './library-playlist-entries';
import { parseInclude, parseLimit, parseOffset } from './query-params';
import { stableFraction, stableHash } from '../platform-kit/stable-hash';
import { commaList } from './query-params';
import { listedSong } from './song-resource';
import { libraryPlaylistOf, libraryPlaylists, type AppleUserHandler, type AppleUserRequest } from './user-request';

/**
 * The user's side of the Apple Music API: storefront, library lists and recently played.
 * Library lists page with `limit` (default 25, at most 100) and `offset`, answer `next` as a
 * root-relative URL carrying `offset` only, and report `meta.total`.
 * https://developer.apple.com/documentation/applemusicapi/get-all-library-playlists
 */

interface PageOptions {
  fallback?: number;
  max?: number;
  total?: boolean;
}

function page<T>(r: AppleUserRequest, path: string, items: readonly T[], render: (item: T) => unknown, options: PageOptions = {}) {
  const limit = parseLimit(r.query, options.fallback ?? 25, options.max ?? 100);
  const offset = parseOffset(r.query);
  return {
    ...nextHref(path, offset + limit, items.length),
    data: items.slice(offset, offset + limit).map(render),
    ...(options.total === false ? {} : { meta: { total: items.length } }),
  };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Storefront languages as Apple lists them for the sandbox users' countries; others fall back to English. */
const LANGUAGES: Record<string, [string, ...string[]]> = {
  us: ['en-US', 'es-MX'],
  gb: ['en-GB'],
  de: ['de-DE', 'en-GB'],
  fr: ['fr-FR', 'en-GB'],
  se: ['sv-SE', 'en-GB'],
  jp: ['ja', 'en-US'],
  br: ['pt-BR', 'en-GB'],
  nl: ['nl-NL', 'en-GB'],
};

/** `GET /v1/me/storefront`: the closest thing to a profile Apple has (no name, no e-mail, no id). */
export const getMyStorefront: AppleUserHandler = (r) => {
  const id = r.view.storefront;
  const languages = LANGUAGES[id] ?? ['en-GB'];
  return {
    status: 200,
    body: {
      data: [
        {
          id,
          type: 'storefronts',
          href: `/v1/storefronts/${id}`,
          attributes: {
            defaultLanguageTag: languages[0],
            explicitContentPolicy: 'allowed',
            name: regionNames.of(id.toUpperCase()) ?? id,
            supportedLanguageTags: languages,
          },
        },
      ],
    },
  };
};

export const getLibraryPlaylists: AppleUserHandler = (r) => {
  const userId = r.owner.user.id;
  return {
    status: 200,
    body: page(r, '/v1/me/library/playlists', libraryPlaylists(r), (p) => libraryPlaylistResource(userId, p, p.createdAt)),
  };
};

export const getLibraryPlaylist: AppleUserHandler = (r) => {
  const playlist = libraryPlaylistOf(r);
  return { status: 200, body: { data: [libraryPlaylistResource(r.owner.user.id, playlist, playlist.createdAt)] } };
};

/**
 * `GET /v1/me/library/playlists/{id}/tracks`: library songs, 100 at most per page (a larger
 * `limit` is a 400: https://github.com/music-assistant/support/issues/2618). An empty playlist
 * answers 404 rather than an empty list, as Apple does
 * (https://github.com/simonepelosi/vibez/pull/68): clients must treat that 404 as "no tracks".
 */
export const getLibraryPlaylistTracks: AppleUserHandler = (r) => {
  const playlist = libraryPlaylistOf(r);
  const entries = libraryPlaylistEntries(r.view, r.owner.user.id, playlist);
  if (entries.length === 0) throw new AppleApiError(appleErrors.notFound());
  const path = `/v1/me/library/playlists/${r.params[0] ?? ''}/tracks`;
  return { status: 200, body: page(r, path, entries, (render) => render(), { fallback: 100 }) };
};

export const getLibrarySongs: AppleUserHandler = (r) => {
  const songs = r.owner.account.savedTracks.flatMap(({ recordingId }) => {
    const recording = r.view.catalog.index.recording(recordingId);
    const listing = recording?.platforms.applemusic;
    return recording && listing ? [{ recording, listing }] : [];
  });
  return { status: 200, body: page(r, '/v1/me/library/songs', songs, (s) => librarySongResource(r.view, r.owner.user.id, s)) };
};

export const getLibraryAlbums: AppleUserHandler = (r) => {
  const albums = r.owner.account.savedAlbums.flatMap(({ albumId, addedAt }) => {
    const album = r.view.catalog.index.album(albumId);
    return album?.platforms.applemusic ? [{ album, addedAt }] : [];
  });
  const render = ({ album, addedAt }: { album: Album; addedAt: string }) => libraryAlbumResource(r.view, r.owner.user.id, album, addedAt);
  return { status: 200, body: page(r, '/v1/me/library/albums', albums, render) };
};

export const getLibraryArtists: AppleUserHandler = (r) => {
  const artists = r.owner.account.followedArtistIds
    .map((id) => r.view.catalog.index.artist(id))
    .filter((a): a is Artist => a?.platformIds.applemusic !== undefined);
  // `include=catalog` names the catalog artist each library artist stands for (identifiers only here).
  const withCatalog = parseInclude(r.query, ['catalog', 'albums']).has('catalog');
  const sf = r.view.storefront;
  const render = (a: Artist) => {
    const resource = libraryArtistResource(r.owner.user.id, a);
    if (!withCatalog) return resource;
    const id = a.platformIds.applemusic!;
    return { ...resource, relationships: { catalog: { data: [{ id, type: 'artists', href: `/v1/catalog/${sf}/artists/${id}` }] } } };
  };
  return { status: 200, body: page(r, '/v1/me/library/artists', artists, render) };
};

/** The kinds `GET /v1/me/recent/played/tracks` takes in `types`. */
const RECENT_TYPES = ['songs', 'library-songs', 'music-videos', 'library-music-videos'] as const;

/**
 * `GET /v1/me/recent/played/tracks`: most recent first, `limit` at most 30 (default 10), no
 * `meta.total`; `next` carries `offset` and the `types` asked for (recorded:
 * `/v1/me/recent/played/tracks?offset=30&types=songs`). Whatever `types` says, the history
 * holds what the user played: catalog songs, songs played from the library as `library-songs`
 * (no url, no isrc; the catalog id in `playParams.catalogId`) and music videos as identifiers
 * without attributes, as Apple answers them.
 * https://developer.apple.com/documentation/applemusicapi/get-recently-played-tracks
 */
export const getRecentTracks: AppleUserHandler = (r) => {
  const types = commaList(r.query, 'types');
  for (const type of types ?? []) {
    if (!(RECENT_TYPES as readonly string[]).includes(type)) {
      throw new AppleApiError(appleErrors.invalidParameter('types', `Invalid type '${type}'`));
    }
  }
  const userId = r.owner.user.id;
  const sf = r.view.storefront;
  const items: unknown[] = [];
  for (const { recordingId } of r.owner.account.history) {
    const recording = r.view.catalog.index.recording(recordingId);
    const listing = recording?.platforms.applemusic;
    if (!recording || !listing) continue;
    const song = { recording, listing };
    items.push(stableFraction(`${recordingId}:played-from-library`) < 0.3 ? librarySongResource(r.view, userId, song) : listedSong(r.view, song));
    if (stableFraction(`${recordingId}:then-a-video`) < 0.15) {
      const videoId = String(1_500_000_000 + (stableHash(`${recordingId}:video`) % 400_000_000));
      items.push({ id: videoId, type: 'music-videos', href: `/v1/catalog/${sf}/music-videos/${videoId}` });
    }
  }
  const limit = parseLimit(r.query, 10, 30);
  const offset = parseOffset(r.query);
  const next = offset + limit < items.length ? `/v1/me/recent/played/tracks?offset=${offset + limit}${types ? `&types=${types.join(',')}` : ''}` : undefined;
  return { status: 200, body: { ...(next ? { next } : {}), data: items.slice(offset, offset + limit) } };
};
