import { randomUUID } from 'node:crypto';
import type { PlatformKey } from '@segue/core';
import type { UserAccount } from '@segue/core/schemas';
import type { Sandbox, SandboxUser } from '@segue/sandbox';
import { AppError } from '../../../src/errors/app-error';
import type { GetAccessTokenOptions, UserAccessToken, UserTokenProvider } from '../../../src/linking/user-token-provider';

/** Scopes (Deezer perms) a full link asks for, as each platform names them. */
export const FULL_SCOPES: Record<PlatformKey, string[]> = {
  spotify: [
    'user-read-private',
    'user-read-email',
    'playlist-read-private',
    'playlist-read-collaborative',
    'playlist-modify-public',
    'playlist-modify-private',
    'user-library-read',
    'user-follow-read',
    'user-read-recently-played',
  ],
  deezer: ['basic_access', 'email', 'offline_access', 'manage_library', 'delete_library', 'listening_history'],
  tidal: ['user.read', 'collection.read', 'playlists.read', 'playlists.write'],
  applemusic: [],
  ytmusic: ['https://www.googleapis.com/auth/youtube'],
};

interface Link {
  appId: string;
  userId: string;
  sandboxUser: SandboxUser;
  platform: PlatformKey;
  clientId: string;
  accessToken: string;
  refreshToken: string | undefined;
}

/**
 * A stand-in for the linking service in library tests: links sandbox users by taking tokens
 * straight from the sandbox's user state (no OAuth screens), and keeps the provider's contract:
 * ENOTFOUND for a user or platform not linked in that app, a refresh when the caller names the
 * refused token, EFORBIDDEN when the grant is gone.
 */
export function createSandboxLinking(sandbox: Sandbox) {
  const links: Link[] = [];
  const users = new Map<string, { appId: string; email: string }>();
  let refreshes = 0;

  const clientIdOf = (platform: PlatformKey) => sandbox.credentials[platform].client_id ?? sandbox.credentials[platform].app_id ?? platform;

  return {
    /** Links the sandbox user on `platform` for `appId`; returns the Segue user id (the same for every platform of that user in that app). */
    link(appId: string, email: string, platform: PlatformKey, scopes = FULL_SCOPES[platform]): string {
      const sandboxUser = sandbox.users.find((u) => u.email === email);
      if (!sandboxUser) throw new Error(`no sandbox user ${email}`);
      const existing = [...users.entries()].find(([, u]) => u.appId === appId && u.email === email)?.[0];
      const userId = existing ?? randomUUID();
      users.set(userId, { appId, email });
      const clientId = clientIdOf(platform);
      const grant = sandbox.userState.createGrant(platform, sandboxUser.id, clientId, scopes);
      // Deezer's offline_access and Apple's Music-User-Token do not expire; the others last an hour.
      const lasting = platform === 'deezer' || platform === 'applemusic';
      const tokens = sandbox.userState.issueTokens(grant, { accessSeconds: lasting ? 0 : 3600, refresh: !lasting });
      links.push({ appId, userId, sandboxUser, platform, clientId, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
      return userId;
    },

    refreshes: () => refreshes,

    provider: {
      async getAccessToken(appId: string, userId: string, platform: PlatformKey, options: GetAccessTokenOptions = {}): Promise<UserAccessToken> {
        const link = links.find((l) => l.appId === appId && l.userId === userId && l.platform === platform);
        if (!link) throw new AppError('ENOTFOUND', `the user has not linked ${platform}`);
        if (options.rejectedToken !== undefined && options.rejectedToken === link.accessToken) {
          const renewed = link.refreshToken
            ? sandbox.userState.refresh(platform, link.refreshToken, link.clientId, { accessSeconds: 3600, refresh: false })
            : undefined;
          if (!renewed?.ok) throw new AppError('EFORBIDDEN', `${platform} revoked the user's authorization: the user must link ${platform} again`);
          refreshes++;
          link.accessToken = renewed.tokens.accessToken;
        }
        return { platform, accessToken: link.accessToken, platformUserId: link.sandboxUser.id, scopes: [], expiresAt: null, extra: {} };
      },
    } satisfies UserTokenProvider,

    async account(appId: string, identifier: string): Promise<UserAccount> {
      const entry = [...users.entries()].find(([id, u]) => u.appId === appId && (id === identifier || u.email === identifier));
      if (!entry) throw new AppError('ENOTFOUND', `no user ${identifier} has linked an account to this app`);
      return { id: entry[0], email: entry[1].email };
    },

    /** The e-mail rules themselves are tested on the real linking service (`resolve-user.test.ts`). */
    async findUser(appId: string, identifier: string): Promise<{ id: string }> {
      const entry = [...users.entries()].find(([id, u]) => u.appId === appId && (id === identifier || u.email === identifier));
      if (!entry) throw new AppError('ENOTFOUND', `no user with the ${identifier.includes('@') ? 'e-mail' : 'id'} ${identifier} has linked an account to this app`);
      return { id: entry[0] };
    },
  };
}
