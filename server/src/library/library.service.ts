import type { PlatformKey } from '@segue/core';
import type { HistoryTrack, LibraryAlbumPage, LibraryArtistPage, LibraryPlaylistPage, UserAccount } from '@segue/core/schemas';
import { AppError } from '../errors/app-error';
import type { UserTokenProvider } from '../linking/user-token-provider';
import { appleDeveloperToken } from '../platforms/applemusic/auth';
import type { HttpLayer } from '../platforms/http/http-layer';
import type { TokenSource } from '../platforms/kit/token-cache';
import type { PlatformUrls } from '../platforms/platform-urls';
import type { IntegrationService } from '../apps/integration.service';
import { toLibraryError } from './library-errors';
import { parseAddPlaylist } from './parse-add-playlist';
import type { CreatedPlaylist, CreatePlaylistInput, PlatformLibrary } from '../platforms/kit/platform-library';
import { createPlatformLibrary } from './platform-libraries';
import { userTokenSource } from './user-token-source';

/** Looks a user of one app up by e-mail or id (the linking service); ENOTFOUND for another app's user. */
export interface LibraryUsers {
  account(appId: string, identifier: string): Promise<UserAccount>;
}

export interface LibraryServiceDeps {
  tokens: UserTokenProvider;
  users: LibraryUsers;
  integrations: Pick<IntegrationService, 'credentials'>;
  platformUrls: PlatformUrls;
  /** The platform HTTP layer shared with the conversion engine (created on first use). */
  http: () => HttpLayer;
}

export type LibraryService = ReturnType<typeof createLibraryService>;

/**
 * A linked user's library on each platform: reads every page of each list and creates
 * playlists, with the user's token from the linking service (refreshed there). Every call is
 * scoped to the app: another app's user is not found.
 */
export function createLibraryService(deps: LibraryServiceDeps) {
  /** Apple Music requests carry the app's developer token beside the user's Music-User-Token. */
  function developerToken(credentials: Record<string, string>): TokenSource {
    const { team_id, key_id, private_key } = credentials;
    if (!team_id || !key_id || !private_key) throw new AppError('ENOCREDENTIALS', "the app's Apple Music integration lacks its MusicKit key");
    return appleDeveloperToken({ team_id, key_id, private_key });
  }

  async function libraryOf<P extends PlatformKey>(appId: string, userId: string, platform: P): Promise<PlatformLibrary> {
    // The app's integration must exist (ENOCREDENTIALS otherwise); Apple's also signs requests.
    const credentials = await deps.integrations.credentials(appId, platform);
    // Fails early, with the provider's ENOTFOUND, for a user who never linked this platform.
    const first = await deps.tokens.getAccessToken(appId, userId, platform);
    return createPlatformLibrary(platform, {
      baseUrls: deps.platformUrls[platform],
      http: deps.http().client(platform, appId),
      userToken: userTokenSource(deps.tokens, { appId, userId, platform }, first.accessToken),
      ...(platform === 'applemusic' ? { appToken: developerToken(credentials) } : {}),
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

    /** Creates a playlist with these tracks (ids already in the platform's format) in the user's library. */
    createPlaylist,

    /** Fails unless the user has linked the platform in this app and Segue can use its library there. */
    async assertLinked(appId: string, userId: string, platform: PlatformKey): Promise<void> {
      await run(platform, 'library', () => libraryOf(appId, userId, platform));
    },

    /**
     * POST /playlist/{platform}/add: the ids are checked before anything else; then the user
     * (by e-mail, in this app) and the playlist. Answers the new playlist's link.
     */
    async addPlaylist(appId: string, platform: PlatformKey, body: unknown): Promise<string> {
      const input = parseAddPlaylist(platform, body);
      const { id } = await deps.users.account(appId, input.user);
      const created = await createPlaylist(appId, id, platform, { title: input.title, trackIds: input.tracks });
      return created.url;
    },
  };
}

