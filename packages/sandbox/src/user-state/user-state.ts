/**
 * What changes while the sandbox runs, shared by all simulators: authorization codes, grants
 * (one per user, platform and approval), access and refresh tokens with expiry from the injected
 * clock, revocations, and the playlists users create. The catalog stays the one source of what
 * exists: created playlists are appended to `catalog.playlists`, registered in its index and put
 * at the head of the owner's `playlistIds`, so catalog and library reads return them.
 */
import type { Catalog, PlatformAccount, PlatformKey, SandboxUser } from '../catalog/model';
import { createLibraryWrites, type LibraryWrites } from './library-writes';
import { verifierMatches, type ChallengeMethod } from './pkce';
import { profiles } from '../profiles';

/** One approval of one client by one user on one platform; tokens hang off it. */
export interface Grant {
  id: string;
  platform: PlatformKey;
  userId: string;
  clientId: string;
  scopes: string[];
  revoked: boolean;
}

export interface AuthorizationRequest {
  platform: PlatformKey;
  userId: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  codeChallenge?: string;
  codeChallengeMethod?: ChallengeMethod;
}

export interface CodeCheck {
  clientId: string;
  /** When given it must equal the authorization request's (RFC 6749 4.1.3). */
  redirectUri?: string;
  codeVerifier?: string;
}

export type CodeFailure = 'unknown' | 'used' | 'expired' | 'client_mismatch' | 'redirect_mismatch' | 'pkce_missing' | 'pkce_mismatch';

export interface IssuedTokens {
  accessToken: string;
  refreshToken?: string;
  /** Seconds; 0 means the token never expires (Deezer `offline_access`). */
  expiresIn: number;
  scopes: string[];
  grant: Grant;
}

export interface TokenOwner {
  user: SandboxUser;
  account: PlatformAccount;
  grant: Grant;
  scopes: string[];
}

export type Verified = { ok: true; owner: TokenOwner } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' };

export interface TokenOptions {
  /** Access token lifetime in seconds; 0 = never expires. */
  accessSeconds: number;
  /** Issue a refresh token (on refresh: issue a new one, the old one keeps working). */
  refresh: boolean;
}

export interface UserState extends LibraryWrites {
  readonly catalog: Catalog;
  /**
   * The user an OAuth screen approves as: the one `hint` names (e-mail or `usr-…` id, from the
   * request's `sandbox_user`), else the first user. Undefined when the hint names nobody.
   */
  resolveUser(hint?: string | null): SandboxUser | undefined;
  /** A single-use authorization code, valid `ttlSeconds` (default 600, Spotify's 10 minutes). */
  issueCode(request: AuthorizationRequest, ttlSeconds?: number): string;
  /** Redeems a code (once: a second attempt is `used`). */
  exchangeCode(platform: PlatformKey, code: string, check: CodeCheck): { ok: true; grant: Grant } | { ok: false; reason: CodeFailure };
  /** A grant without a code, for flows that hand out a token directly (MusicKit). */
  createGrant(platform: PlatformKey, userId: string, clientId: string, scopes: string[]): Grant;
  issueTokens(grant: Grant, options: TokenOptions): IssuedTokens;
  refresh(
    platform: PlatformKey,
    refreshToken: string,
    clientId: string | undefined,
    options: TokenOptions,
  ): { ok: true; tokens: IssuedTokens } | { ok: false; reason: 'unknown' | 'revoked' | 'client_mismatch' };
  /** Who a bearer token acts for, or why it does not. */
  verify(platform: PlatformKey, accessToken: string): Verified;
  /** Makes every live access token of the user (on `platform`, or everywhere) expired now. Returns how many. */
  expireTokens(userId: string, platform?: PlatformKey): number;
  /** Revokes the user's grants (on `platform`, or everywhere): their tokens stop working, refresh fails. Returns how many grants. */
  revoke(userId: string, platform?: PlatformKey): number;
  /** Increases whenever the catalog or a library changes (the ground truth is rebuilt on change). */
  revision(): number;
}

interface StoredCode {
  request: AuthorizationRequest;
  expiresAt: number;
  used: boolean;
}

interface StoredAccess {
  grant: Grant;
  expiresAt: number;
}

export function createUserState(catalog: Catalog, now: () => number): UserState {
  const codes = new Map<string, StoredCode>();
  const access = new Map<string, StoredAccess>();
  const refreshTokens = new Map<string, Grant>();
  const grants: Grant[] = [];
  let changes = 0;
  const writes = createLibraryWrites(catalog, now, () => changes++);
  const key = (platform: PlatformKey, token: string): string => `${platform} ${token}`;

  const createGrant = (platform: PlatformKey, userId: string, clientId: string, scopes: string[]): Grant => {
    const grant: Grant = { id: `grant-${grants.length + 1}`, platform, userId, clientId, scopes: [...scopes], revoked: false };
    grants.push(grant);
    return grant;
  };

  const issueTokens = (grant: Grant, options: TokenOptions): IssuedTokens => {
    const accessToken = profiles[grant.platform].secret('access');
    access.set(key(grant.platform, accessToken), { grant, expiresAt: options.accessSeconds > 0 ? now() + options.accessSeconds * 1000 : Infinity });
    const tokens: IssuedTokens = { accessToken, expiresIn: options.accessSeconds, scopes: grant.scopes, grant };
    if (options.refresh) {
      const refreshToken = profiles[grant.platform].secret('refresh');
      refreshTokens.set(key(grant.platform, refreshToken), grant);
      tokens.refreshToken = refreshToken;
    }
    return tokens;
  };

  const grantsOf = (userId: string, platform?: PlatformKey): Grant[] =>
    grants.filter((g) => g.userId === userId && (platform === undefined || g.platform === platform));

  return {
    catalog,
    ...writes,
    resolveUser: (hint) => {
      if (hint === undefined || hint === null || hint === '') return catalog.users[0];
      return catalog.index.userByEmail(hint) ?? catalog.index.user(hint);
    },
    issueCode: (request, ttlSeconds = 600) => {
      const code = profiles[request.platform].secret('code');
      codes.set(key(request.platform, code), { request: { ...request, scopes: [...request.scopes] }, expiresAt: now() + ttlSeconds * 1000, used: false });
      return code;
    },
    exchangeCode: (platform, code, check) => {
      const stored = codes.get(key(platform, code));
      if (!stored) return { ok: false, reason: 'unknown' };
      if (stored.used) return { ok: false, reason: 'used' };
      // A failed attempt still spends the code, as RFC 6749 10.5 asks of servers.
      stored.used = true;
      const { request } = stored;
      if (now() >= stored.expiresAt) return { ok: false, reason: 'expired' };
      if (check.clientId !== request.clientId) return { ok: false, reason: 'client_mismatch' };
      if (check.redirectUri !== undefined && check.redirectUri !== request.redirectUri) return { ok: false, reason: 'redirect_mismatch' };
      if (request.codeChallenge !== undefined) {
        if (check.codeVerifier === undefined) return { ok: false, reason: 'pkce_missing' };
        if (!verifierMatches(check.codeVerifier, request.codeChallenge, request.codeChallengeMethod ?? 'plain')) return { ok: false, reason: 'pkce_mismatch' };
      }
      return { ok: true, grant: createGrant(platform, request.userId, request.clientId, request.scopes) };
    },
    createGrant,
    issueTokens,
    refresh: (platform, refreshToken, clientId, options) => {
      const grant = refreshTokens.get(key(platform, refreshToken));
      if (!grant) return { ok: false, reason: 'unknown' };
      if (grant.revoked) return { ok: false, reason: 'revoked' };
      if (clientId !== undefined && clientId !== grant.clientId) return { ok: false, reason: 'client_mismatch' };
      const tokens = issueTokens(grant, options);
      if (!options.refresh) tokens.refreshToken = refreshToken;
      return { ok: true, tokens };
    },
    verify: (platform, accessToken) => {
      const stored = access.get(key(platform, accessToken));
      if (!stored) return { ok: false, reason: 'unknown' };
      if (stored.grant.revoked) return { ok: false, reason: 'revoked' };
      if (now() >= stored.expiresAt) return { ok: false, reason: 'expired' };
      const user = catalog.index.user(stored.grant.userId);
      const account = user?.accounts[platform];
      if (!user || !account) return { ok: false, reason: 'unknown' };
      return { ok: true, owner: { user, account, grant: stored.grant, scopes: stored.grant.scopes } };
    },
    expireTokens: (userId, platform) => {
      const mine = new Set(grantsOf(userId, platform));
      let count = 0;
      const at = now();
      for (const stored of access.values()) {
        if (mine.has(stored.grant) && !stored.grant.revoked && at < stored.expiresAt) {
          stored.expiresAt = at;
          count++;
        }
      }
      return count;
    },
    revoke: (userId, platform) => {
      let count = 0;
      for (const grant of grantsOf(userId, platform)) {
        if (!grant.revoked) count++;
        grant.revoked = true;
      }
      return count;
    },
    revision: () => changes,
  };
}
