import type { PlatformKey } from '@segue/core';
import type { HistoryTrack, LibraryAlbumPage, LibraryArtistPage, LibraryPlaylistPage, LibraryPlaylistTracks, LibraryTrack } from '@segue/core/schemas';
import { toLibraryTrack } from '../platforms/kit/library-mappers';
import type { UserTokenProvider } from '../linking/user-token-provider';
import type { HttpLayer } from '../platforms/http/http-layer';
import { platformRecord, type PlatformUrls } from '../platforms/registry';
import type { IntegrationService } from '../apps/integration.service';
import { toLibraryError } from './library-errors';
import { addPlaylist } from './add-playlist.service';
import type { AddPlaylistRequestRepository } from './add-playlist-requests.repository';
import type { CreatedPlaylist, CreatePlaylistInput, PlatformLibrary } from '../platforms/kit/platform-library';
import { userTokenSource } from './user-token-source';

/** Looks a user of one app up by e-mail or id (the linking service); ENOTFOUND for another app's user. */
export interface LibraryUsers {
  /** The one user an id or e-mail names; by e-mail, the one who linked `platform` (409 for several). */
  findUser(appId: string, identifier: string, platform?: PlatformKey): Promise<{ id: string }>;
}

export interface LibraryServiceDeps {
  tokens: UserTokenProvider;
  users: LibraryUsers;
  integrations: Pick<IntegrationService, 'credentials'>;
  platformUrls: PlatformUrls;
  /** The platform HTTP layer shared with the conversion engine (created on first use). */
  http: () => HttpLayer;
  /** Idempotency-Key records of add-playlist; without them the header is ignored. */
  addPlaylistRequests?: AddPlaylistRequestRepository;
}

export type LibraryService = ReturnType<typeof createLibraryService>;

/**
 * A linked user's library on each platform: reads every page of each list and creates
 * playlists, with the user's token from the linking service (refreshed there). Every call is
 * scoped to the app: another app's user is not found.
 */
export function createLibraryService(deps: LibraryServiceDeps) {
  async function libraryOf<P extends PlatformKey>(appId: string, userId: string, platform: P): Promise<PlatformLibrary> {
    // The app's integration must exist (ENOCREDENTIALS otherwise); some platforms' also sign requests.
    const credentials = await deps.integrations.credentials(appId, platform);
    // Fails early, with the provider's ENOTFOUND, for a user who never linked this platform.
    const first = await deps.tokens.getAccessToken(appId, userId, platform);
    const record = platformRecord(platform);
    return record.library({
      baseUrls: deps.platformUrls[platform],
      // The same client, and so the same request budget, as the app's catalog adapter: the
      // platform limits the integration's client id, whatever the request reads.
      http: deps.http().client(platform, `${appId}:${platform}`),
      userToken: userTokenSource(deps.tokens, { appId, userId, platform }, first.accessToken),
      ...(record.appToken ? { appToken: record.appToken(credentials) } : {}),
    });
  }

  async function run<T>(platform: PlatformKey, what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw toLibraryError(error, platform, what);
    }
  }

  async function createPlaylist(appId: string, userId: string, platform: PlatformKey, input: CreatePlaylistInput): Promise<CreatedPlaylist> {
    return run(platform, 'playlists', async () => (await libraryOf(appId, userId, platform)).createPlaylist(input));
  }

  return {
    /** The user's library on a platform, for features that read and write it step by step (transfers). */
    libraryOf,
    async playlists(appId: string, userId: string, platform: PlatformKey): Promise<LibraryPlaylistPage> {
      return run(platform, 'playlists', async () => {
        const { total, items } = await (await libraryOf(appId, userId, platform)).playlists();
        return { total, payload: items };
      });
    },
    async albums(appId: string, userId: string, platform: PlatformKey): Promise<LibraryAlbumPage> {
      return run(platform, 'saved albums', async () => {
        const payload = await (await libraryOf(appId, userId, platform)).albums();
        return { payload, total: payload.length };
      });
    },
    async artists(appId: string, userId: string, platform: PlatformKey): Promise<LibraryArtistPage> {
      return run(platform, 'followed artists', async () => {
        const payload = await (await libraryOf(appId, userId, platform)).artists();
        return { total: payload.length, payload };
      });
    },
    async history(appId: string, userId: string, platform: PlatformKey): Promise<HistoryTrack[]> {
      return run(platform, 'listening history', async () => (await libraryOf(appId, userId, platform)).history());
    },
    /** Liked / saved songs, every entry kept (local files, episodes, tracks that do not play) and said what it is. */
    async likedTracks(appId: string, userId: string, platform: PlatformKey): Promise<LibraryTrack[]> {
      return run(platform, 'liked songs', async () => (await (await libraryOf(appId, userId, platform)).likedTracks()).map(toLibraryTrack));
    },
    async playlistTracks(appId: string, userId: string, platform: PlatformKey, playlistId: string): Promise<LibraryPlaylistTracks> {
      return run(platform, 'playlist', async () => {
        const { playlist, entries } = await (await libraryOf(appId, userId, platform)).playlistEntries(playlistId);
        return { playlist, tracks: entries.map(toLibraryTrack) };
      });
    },

    /** Creates a playlist with these tracks (ids already in the platform's format) in the user's library. */
    createPlaylist,

    /** Fails unless the user has linked the platform in this app and Segue can use its library there. */
    async assertLinked(appId: string, userId: string, platform: PlatformKey): Promise<void> {
      await run(platform, 'library', () => libraryOf(appId, userId, platform));
    },

    /** POST /playlist/{platform}/add (see `addPlaylist`): answers the new playlist's link. */
    addPlaylist(appId: string, platform: PlatformKey, body: unknown, idempotencyKey?: string): Promise<string> {
      return addPlaylist(
        {
          findUser: (app, identifier) => deps.users.findUser(app, identifier, platform),
          libraryOf,
          ...(deps.addPlaylistRequests ? { requests: deps.addPlaylistRequests } : {}),
        },
        appId,
        platform,
        body,
        idempotencyKey,
      );
    },
  };
}

