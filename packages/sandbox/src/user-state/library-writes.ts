/**
 * Playlists users create at runtime, and tracks added to them. Each new playlist joins
 * `catalog.playlists`, the index (so `GET /playlist/{id}` on every simulator finds it) and the
 * head of the owner's `playlistIds` (so library lists show it first, as the platforms do).
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { Catalog, PlatformKey, Playlist } from '../catalog/model';
import { createPlatformIds, type PlatformIds } from '../catalog/platform-ids';
import { createSeededRandom } from '../seeded-random';
import { entryCount, writeEntries } from '../catalog/playlist-entries';
import { editedEntries, PlaylistEditError, type PlaylistEditOp } from './playlist-edits';

export interface NewPlaylist {
  title: string;
  description?: string;
  /** Default true. */
  public?: boolean;
  collaborative?: boolean;
}

export interface LibraryWrites {
  /** Creates an empty playlist owned by the user on `platform`; throws if they have no account there. */
  createPlaylist(platform: PlatformKey, userId: string, fields: NewPlaylist): Playlist;
  /**
   * Inserts recordings before `position` in the whole entry list (default: the end; clamped to
   * it). Every id must be a catalog recording listed on the playlist's platform.
   */
  addTracks(playlist: Playlist, recordingIds: readonly string[], position?: number): void;
  /**
   * Applies `ops` to the playlist's entries, all or nothing (`playlist-edits.ts`), and counts
   * one change of it: a new revision and modification time. Throws `PlaylistEditError`.
   */
  editEntries(playlist: Playlist, ops: readonly PlaylistEditOp[]): void;
  /**
   * `editEntries` on the playlist a platform knows by `platformPlaylistId`, catalog or
   * listener's own: what tests use to change a source playlist while Segue runs. Throws
   * `PlaylistEditError` (`not_found` for an unknown playlist).
   */
  editPlaylist(platform: PlatformKey, platformPlaylistId: string, ops: readonly PlaylistEditOp[]): Playlist;
  /**
   * Deletes a user's playlist as its owner would in the platform's app: gone from their library
   * and from every read (the platforms answer 404 for it). `PlaylistEditError` `not_found` for an
   * unknown one.
   */
  deletePlaylist(platform: PlatformKey, platformPlaylistId: string): void;
  /**
   * Likes recordings / saves albums / follows artists on the user's `platform` account, newest
   * first as the platforms list them. One already there stays where it is (the platforms answer
   * a repeated save with success and no second entry). Ids are internal catalog ids.
   */
  saveTracks(platform: PlatformKey, userId: string, recordingIds: readonly string[]): void;
  saveAlbums(platform: PlatformKey, userId: string, albumIds: readonly string[]): void;
  followArtists(platform: PlatformKey, userId: string, artistIds: readonly string[]): void;
}

export function createLibraryWrites(catalog: Catalog, now: () => number, changed: () => void): LibraryWrites {
  // Ids drawn from the seed, skipping any the catalog already uses.
  let ids: PlatformIds | undefined;
  const random = createSeededRandom((catalog.seed ^ 0x5e9a7) >>> 0);
  const created = Object.fromEntries(PLATFORM_KEYS.map((p) => [p, 0])) as Record<PlatformKey, number>;
  const freshId = (platform: PlatformKey): string => {
    ids ??= createPlatformIds(random.fork('runtime-playlists'));
    for (;;) {
      const id = ids.createdPlaylist(platform);
      if (!catalog.index.playlistByPlatformId(platform, id)) return id;
    }
  };

  const accountOf = (platform: PlatformKey, userId: string) => {
    const account = catalog.index.user(userId)?.accounts[platform];
    if (!account) throw new Error(`${userId} has no ${platform} account`);
    return account;
  };
  const stamp = () => new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z');

  const editEntries = (playlist: Playlist, ops: readonly PlaylistEditOp[]): void => {
    const revision = (playlist.revision ?? 0) + 1;
    let n = 0;
    const list = editedEntries(catalog, playlist, ops, () => `r${revision}.${n++}`, stamp());
    writeEntries(playlist, list);
    playlist.revision = revision;
    playlist.modifiedAt = stamp();
    changed();
  };

  return {
    saveTracks: (platform, userId, recordingIds) => {
      const account = accountOf(platform, userId);
      const have = new Set(account.savedTracks.map((t) => t.recordingId));
      const fresh = [...new Set(recordingIds)].filter((id) => !have.has(id));
      account.savedTracks.unshift(...fresh.reverse().map((recordingId) => ({ recordingId, addedAt: stamp() })));
      changed();
    },
    saveAlbums: (platform, userId, albumIds) => {
      const account = accountOf(platform, userId);
      const have = new Set(account.savedAlbums.map((a) => a.albumId));
      const fresh = [...new Set(albumIds)].filter((id) => !have.has(id));
      account.savedAlbums.unshift(...fresh.reverse().map((albumId) => ({ albumId, addedAt: stamp() })));
      changed();
    },
    followArtists: (platform, userId, artistIds) => {
      const account = accountOf(platform, userId);
      const have = new Set(account.followedArtistIds);
      account.followedArtistIds.unshift(...[...new Set(artistIds)].filter((id) => !have.has(id)).reverse());
      changed();
    },
    createPlaylist: (platform, userId, fields) => {
      const user = catalog.index.user(userId);
      const account = user?.accounts[platform];
      if (!user || !account) throw new Error(`${userId} has no ${platform} account`);
      created[platform] += 1;
      const n = created[platform];
      const playlist: Playlist = {
        id: `pls-${platform}-r${String(n).padStart(4, '0')}`,
        platform,
        platformId: freshId(platform),
        title: fields.title,
        description: fields.description ?? '',
        ownerName: user.displayName,
        recordingIds: [],
        imageSeed: `${platform}-runtime-playlist-${n}`,
        createdAt: new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        ownerUserId: user.id,
        public: fields.public ?? true,
        collaborative: fields.collaborative ?? false,
      };
      catalog.playlists.push(playlist);
      catalog.index.addPlaylist(playlist);
      account.playlistIds.unshift(playlist.id);
      changed();
      return playlist;
    },
    addTracks: (playlist, recordingIds, position) => {
      const at = position === undefined ? undefined : Math.max(0, Math.min(position, entryCount(playlist)));
      editEntries(playlist, [{ op: 'add', recordingIds: [...recordingIds], ...(at === undefined ? {} : { position: at }) }]);
    },
    editEntries,
    editPlaylist: (platform, platformPlaylistId, ops) => {
      const playlist = catalog.index.playlistByPlatformId(platform, platformPlaylistId);
      if (!playlist) throw new PlaylistEditError('not_found', `no ${platform} playlist ${platformPlaylistId}`);
      editEntries(playlist, ops);
      return playlist;
    },
    deletePlaylist: (platform, platformPlaylistId) => {
      const playlist = catalog.index.playlistByPlatformId(platform, platformPlaylistId);
      if (!playlist) throw new PlaylistEditError('not_found', `no ${platform} playlist ${platformPlaylistId}`);
      catalog.index.removePlaylist(playlist);
      catalog.playlists.splice(catalog.playlists.indexOf(playlist), 1);
      const owner = playlist.ownerUserId === undefined ? undefined : catalog.index.user(playlist.ownerUserId)?.accounts[platform];
      if (owner) owner.playlistIds = owner.playlistIds.filter((id) => id !== playlist.id);
      changed();
    },
  };
}
