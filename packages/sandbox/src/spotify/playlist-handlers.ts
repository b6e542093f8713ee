/**
 * `GET /v1/playlists/{id}` and its items, `GET /v1/playlists/{id}/items` (2026) with the legacy
 * `/tracks` path. Items carry the 2026 `item` wrapper and, during the deprecation window, the old
 * `track` key with the same object; the playlist carries `items` and the old `tracks` paging
 * (https://developer.spotify.com/documentation/web-api/tutorials/february-2026-migration-guide).
 * Both apply `fields` as Spotify does (spotify-fields.ts).
 */
import type { Playlist } from '../catalog/model';
import { stableHash, stableHex } from '../platform-kit/stable-hash';
import { marketOf, type Json, type SpotifyView } from './spotify-objects';
import { pageRequest, pagingObject, type PageRequest } from './spotify-paging';
import { base62Id, checkMarket, type SpotifyHandler } from './spotify-request';
import { spotifyErrors } from './spotify-errors';
import { withFields } from './spotify-fields';
import { episode, localTrack } from './spotify-entries';
import { stampedEntries, type EntryStamp } from '../catalog/playlist-entries';

/** The playlist object embeds its first 100 items, as the real one does. */
const EMBEDDED_ITEMS = 100;

/** The owner as a public user object: a sandbox user's own account, else a name-derived id. */
export function ownerOf(view: SpotifyView, playlist: Playlist): Json {
  const account = playlist.ownerUserId ? view.catalog.index.user(playlist.ownerUserId)?.accounts.spotify : undefined;
  const id = account?.id ?? (playlist.ownerName.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'user');
  return {
    display_name: playlist.ownerName,
    external_urls: { spotify: `https://open.spotify.com/user/${id}` },
    href: `${view.apiBase}/v1/users/${id}`,
    id,
    type: 'user',
    uri: `spotify:user:${id}`,
  };
}

/** When the entry was added: its stamp's time, else one derived from where the catalog put it. */
function addedAt(playlist: Playlist, stamp: EntryStamp): string {
  if (stamp.addedAt) return stamp.addedAt;
  const position = Number(stamp.key);
  const start = Date.parse(playlist.createdAt);
  const ms = start + position * 3_600_000 + (stableHash(`${playlist.id}-${position}`) % 3_600) * 1000;
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function itemsPage(view: SpotifyView, playlist: Playlist, request: PageRequest, path: 'items' | 'tracks', market?: string): Json {
  const owner = ownerOf(view, playlist);
  const { display_name: _name, ...addedBy } = owner;
  return pagingObject(
    stampedEntries(playlist),
    request,
    (offset, limit) => `${view.apiBase}/v1/playlists/${playlist.platformId}/${path}?offset=${offset}&limit=${limit}`,
    ({ entry, stamp }) => {
      let object: Json;
      if (entry.kind === 'odd') {
        object = entry.entry.kind === 'local' ? localTrack(entry.entry) : episode(view, entry.entry, market);
      } else {
        const recording = view.catalog.index.recording(entry.recordingId);
        if (!recording) throw new Error(`playlist ${playlist.id} names unknown ${entry.recordingId}`);
        object = { ...view.track(recording, market), episode: false, track: true };
      }
      return {
        added_at: addedAt(playlist, stamp),
        added_by: addedBy,
        is_local: entry.kind === 'odd' && entry.entry.kind === 'local',
        primary_color: null,
        item: object,
        track: object,
        video_thumbnail: { url: null },
      };
    },
  );
}

export function playlistOf(view: SpotifyView, rawId: string | undefined): Playlist {
  const id = base62Id(rawId);
  const playlist = view.catalog.index.playlistByPlatformId('spotify', id);
  if (!playlist) throw spotifyErrors.notFound();
  return playlist;
}

/**
 * A new one on every change of the playlist, reorders included: "The version identifier for the
 * current playlist. Can be supplied in other requests to target a specific playlist version"
 * (https://developer.spotify.com/documentation/web-api/concepts/playlists, "Version control and
 * snapshots"). Opaque 64-character base64, as recorded (packages/recorded/data/spotify/add-items.json).
 */
export function snapshotId(playlist: Playlist, revision = playlist.revision ?? 0): string {
  return Buffer.from(stableHex(`snapshot-${playlist.id}-${revision}`, 96), 'hex').toString('base64');
}

/** Whether `snapshot` is one this playlist has had (any revision up to now). */
export function isSnapshotOf(playlist: Playlist, snapshot: string): boolean {
  for (let revision = playlist.revision ?? 0; revision >= 0; revision--) if (snapshotId(playlist, revision) === snapshot) return true;
  return false;
}

/** Spotify builds a playlist's image from its tracks: an empty playlist has none (recorded creations). */
export function playlistImages(playlist: Playlist): Json[] {
  if (playlist.recordingIds.length === 0) return [];
  // A listener's own playlist shows a mosaic of its first covers in three sizes; editorial and
  // uploaded covers come in one size given as null (recorded /me/playlists and playlist reads).
  if (playlist.ownerUserId) {
    const covers = stableHex(`mosaic-${playlist.imageSeed}`, 160);
    return [640, 300, 60].map((size) => ({ height: size, url: `https://mosaic.scdn.co/${size}/${covers}`, width: size }));
  }
  return [{ height: null, url: `https://image-cdn-ak.spotifycdn.com/image/ab67706c0000da84${stableHex(playlist.imageSeed, 24)}`, width: null }];
}

export const getPlaylist: SpotifyHandler = ({ view, url, params, country }) => {
  checkMarket(url.searchParams);
  return withFields(url.searchParams, fullPlaylist(view, playlistOf(view, params[0]), marketOf(url.searchParams, country)));
};

/** The full playlist object: metadata plus its first 100 items. */
export function fullPlaylist(view: SpotifyView, playlist: Playlist, market?: string): Json {
  const id = playlist.platformId;
  const items = itemsPage(view, playlist, { offset: 0, limit: EMBEDDED_ITEMS }, 'items', market);
  return {
    collaborative: playlist.collaborative ?? false,
    description: playlist.description,
    external_urls: { spotify: `https://open.spotify.com/playlist/${id}` },
    followers: { href: null, total: stableHash(`followers-${playlist.id}`) % 50_000 },
    href: `${view.apiBase}/v1/playlists/${id}`,
    id,
    images: playlistImages(playlist),
    name: playlist.title,
    owner: ownerOf(view, playlist),
    primary_color: null,
    public: playlist.public ?? true,
    snapshot_id: snapshotId(playlist),
    items,
    tracks: items,
    type: 'playlist',
    uri: `spotify:playlist:${id}`,
  };
}

/** Docs give a maximum of 50; the API still takes 100 (what spotipy and LavaSrc send). */
function playlistItems(path: 'items' | 'tracks'): SpotifyHandler {
  return ({ view, url, params, country }) => {
    checkMarket(url.searchParams);
    const playlist = playlistOf(view, params[0]);
    return withFields(url.searchParams, itemsPage(view, playlist, pageRequest(url.searchParams, 20, 100), path, marketOf(url.searchParams, country)));
  };
}

export const getPlaylistItems = playlistItems('items');
export const getPlaylistTracks = playlistItems('tracks');
