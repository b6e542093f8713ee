/**
 * The current user's profile and library: `GET /v1/me`, `/v1/me/playlists`, `/v1/me/albums`,
 * `/v1/me/tracks`, `/v1/me/following?type=artist` and `/v1/me/player/recently-played`
 * (https://developer.spotify.com/documentation/web-api/reference/get-current-users-profile and
 * the library references). Fields are the extended-quota ones: `email` needs `user-read-email`;
 * `country`, `product` and `explicit_content` need `user-read-private`.
 */
import type { Playlist } from '../catalog/model';
import { stableHex } from '../platform-kit/stable-hash';
import { fullAlbum } from './catalog-handlers';
import { SpotifyApiError, spotifyErrors } from './spotify-errors';
import { marketOf, type Json, type SpotifyView } from './spotify-objects';
import { pageRequest, pagingObject } from './spotify-paging';
import { checkMarket } from './spotify-request';
import { ownerOf, playlistImages, snapshotId } from './playlist-handlers';
import { spotifyOwnedPlaylists } from './spotify-owned';
import { entryCount } from './spotify-entries';
import { ok, requireScope, type SpotifyUserHandler } from './user-request';

export const getMe: SpotifyUserHandler = ({ view, owner }) => {
  const { user, account, scopes } = owner;
  const hash = stableHex(`spotify-user-${user.imageSeed}`, 24);
  const isPrivate = scopes.includes('user-read-private');
  return ok({
    ...(isPrivate ? { country: user.country } : {}),
    display_name: user.displayName,
    ...(scopes.includes('user-read-email') ? { email: user.email } : {}),
    ...(isPrivate ? { explicit_content: { filter_enabled: false, filter_locked: false } } : {}),
    external_urls: { spotify: `https://open.spotify.com/user/${account.id}` },
    followers: { href: null, total: account.followers },
    href: `${view.apiBase}/v1/users/${account.id}`,
    id: account.id,
    images: [
      { height: 300, url: `https://i.scdn.co/image/ab6775700000ee85${hash}`, width: 300 },
      { height: 64, url: `https://i.scdn.co/image/ab67757000003b82${hash}`, width: 64 },
    ],
    ...(isPrivate ? { product: account.plan } : {}),
    type: 'user',
    uri: `spotify:user:${account.id}`,
  });
};

export function simplifiedPlaylist(view: SpotifyView, playlist: Playlist): Json {
  const id = playlist.platformId;
  // 2026 renamed `tracks` to `items`; both are sent during the deprecation window.
  const items = { href: `${view.apiBase}/v1/playlists/${id}/items`, total: entryCount(playlist) };
  return {
    collaborative: playlist.collaborative ?? false,
    description: playlist.description,
    external_urls: { spotify: `https://open.spotify.com/playlist/${id}` },
    href: `${view.apiBase}/v1/playlists/${id}`,
    id,
    images: playlistImages(playlist),
    name: playlist.title,
    owner: ownerOf(view, playlist),
    primary_color: null,
    public: playlist.public ?? true,
    snapshot_id: snapshotId(playlist),
    items,
    tracks: { href: `${view.apiBase}/v1/playlists/${id}/tracks`, total: entryCount(playlist) },
    type: 'playlist',
    uri: `spotify:playlist:${id}`,
  };
}

/**
 * Private playlists need `playlist-read-private`, collaborative ones `playlist-read-collaborative`.
 * `href`, `next` and `previous` name `/v1/users/{id}/playlists` as the real ones do (recorded in
 * zmb3/spotify's test data); that path is closed to development-mode apps since February 2026,
 * so a client has to page `/v1/me/playlists` by offset.
 */
export const getMyPlaylists: SpotifyUserHandler = ({ view, url, owner }) => {
  const request = pageRequest(url.searchParams, 20, 50);
  const owned = spotifyOwnedPlaylists(owner.account, view.catalog.index);
  const visible = owner.account.playlistIds
    .map((id) => view.catalog.index.playlist(id))
    .filter((p): p is Playlist => p !== undefined)
    .filter((p) => (p.collaborative ? owner.scopes.includes('playlist-read-collaborative') : p.public !== false || owner.scopes.includes('playlist-read-private')));
  const usersPath = `${view.apiBase}/v1/users/${encodeURIComponent(owner.account.id)}/playlists`;
  return ok(
    pagingObject(visible, request, (offset, limit) => `${usersPath}?offset=${offset}&limit=${limit}`, (p) => (owned.has(p.id) ? null : simplifiedPlaylist(view, p))),
  );
};

/** `GET /v1/users/{id}/playlists`: removed for development-mode apps in February 2026. */
export const getUserPlaylists: SpotifyUserHandler = () => {
  throw new SpotifyApiError(403, 'Forbidden');
};

export const getMyAlbums: SpotifyUserHandler = ({ view, url, owner }) => {
  requireScope(owner, 'user-library-read');
  checkMarket(url.searchParams);
  const request = pageRequest(url.searchParams, 20, 50);
  return ok(
    pagingObject(owner.account.savedAlbums, request, (offset, limit) => `${view.apiBase}/v1/me/albums?offset=${offset}&limit=${limit}`, (saved) => {
      const album = view.catalog.index.album(saved.albumId);
      if (!album) throw new Error(`saved album ${saved.albumId} missing`);
      return { added_at: saved.addedAt, album: fullAlbum(view, album, marketOf(url.searchParams, owner.user.country)) };
    }),
  );
};

export const getMyTracks: SpotifyUserHandler = ({ view, url, owner }) => {
  requireScope(owner, 'user-library-read');
  checkMarket(url.searchParams);
  const request = pageRequest(url.searchParams, 20, 50);
  return ok(
    pagingObject(owner.account.savedTracks, request, (offset, limit) => `${view.apiBase}/v1/me/tracks?offset=${offset}&limit=${limit}`, (saved) => {
      const recording = view.catalog.index.recording(saved.recordingId);
      if (!recording) throw new Error(`saved track ${saved.recordingId} missing`);
      return { added_at: saved.addedAt, track: view.track(recording, marketOf(url.searchParams, owner.user.country)) };
    }),
  );
};

function cursorLimit(query: URLSearchParams): number {
  const raw = query.get('limit');
  const limit = raw === null || raw === '' ? 20 : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw spotifyErrors.badRequest('Invalid limit');
  return limit;
}

/** Cursor paging by artist id: `{artists: {href, items, limit, next, cursors: {after}, total}}`. */
export const getFollowedArtists: SpotifyUserHandler = ({ view, url, owner }) => {
  requireScope(owner, 'user-follow-read');
  const q = url.searchParams;
  if (q.get('type') !== 'artist') throw spotifyErrors.badRequest("Only valid type is 'artist'");
  const limit = cursorLimit(q);
  const artists = owner.account.followedArtistIds.map((id) => view.catalog.index.artist(id)).filter((a) => a !== undefined);
  const after = q.get('after');
  const start = after ? artists.findIndex((a) => a.platformIds.spotify === after) + 1 : 0;
  const page = artists.slice(start, start + limit);
  const last = page.at(-1)?.platformIds.spotify;
  const more = start + limit < artists.length && last !== undefined;
  const href = (cursor: string | null): string => `${view.apiBase}/v1/me/following?type=artist${cursor ? `&after=${cursor}` : ''}&limit=${limit}`;
  return ok({
    artists: {
      href: href(after),
      items: page.map((a) => view.artist(a)),
      limit,
      next: more ? href(last) : null,
      cursors: { after: more ? last : null },
      total: artists.length,
    },
  });
};

function unixMs(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw)) throw spotifyErrors.badRequest('Invalid cursor');
  return Number(raw);
}

/**
 * Most recent first; `before` pages back in time, `after` forward. Cursors are Unix ms of the
 * page's newest (`after`) and oldest (`before`) play. Every third play carries its album as
 * the context, the rest `null` (played from search or a queue).
 */
export const getRecentlyPlayed: SpotifyUserHandler = ({ view, url, owner }) => {
  requireScope(owner, 'user-read-recently-played');
  const q = url.searchParams;
  const limit = cursorLimit(q);
  const before = unixMs(q.get('before'));
  const after = unixMs(q.get('after'));
  if (before !== undefined && after !== undefined) throw spotifyErrors.badRequest('Only one of after and before may be specified');
  const plays = owner.account.history.map((h, i) => ({ ...h, at: Date.parse(h.playedAt), i }));
  let page: typeof plays;
  if (after !== undefined) {
    const newer = plays.filter((p) => p.at > after);
    page = newer.slice(Math.max(0, newer.length - limit));
  } else {
    page = plays.filter((p) => before === undefined || p.at < before).slice(0, limit);
  }
  const oldest = page.at(-1)?.at;
  const newest = page[0]?.at;
  const olderExists = oldest !== undefined && plays.some((p) => p.at < oldest);
  const base = `${view.apiBase}/v1/me/player/recently-played`;
  const self = before !== undefined ? `?before=${before}&limit=${limit}` : after !== undefined ? `?after=${after}&limit=${limit}` : `?limit=${limit}`;
  return ok({
    items: page.map((p) => {
      const recording = view.catalog.index.recording(p.recordingId);
      if (!recording) throw new Error(`played ${p.recordingId} missing`);
      const albumId = recording.platforms.spotify?.albumId ?? '';
      const context =
        p.i % 3 === 0
          ? { type: 'album', href: `${view.apiBase}/v1/albums/${albumId}`, external_urls: { spotify: `https://open.spotify.com/album/${albumId}` }, uri: `spotify:album:${albumId}` }
          : null;
      return { track: view.track(recording), played_at: new Date(p.at).toISOString(), context };
    }),
    next: olderExists ? `${base}?before=${oldest}&limit=${limit}` : null,
    cursors: page.length > 0 ? { after: String(newest), before: String(oldest) } : null,
    limit,
    href: `${base}${self}`,
  });
};
