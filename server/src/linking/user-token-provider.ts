import type { PlatformKey } from '@segue/core';

/** A linked user's current credentials on one platform, as the library routes need them. */
export interface UserAccessToken {
  platform: PlatformKey;
  /** Bearer token for the platform's user endpoints (Apple Music: the Music-User-Token). */
  accessToken: string;
  /** The user's id on the platform (Apple Music has none: a stable id Segue made for the link). */
  platformUserId: string;
  /** Scopes the user granted, as the platform named them. */
  scopes: string[];
  /** When the access token expires; null when it does not (Deezer offline_access, Apple). */
  expiresAt: Date | null;
  /** Platform specifics: Apple Music `storefront` (e.g. "us"). */
  extra: Record<string, string>;
}

export interface GetAccessTokenOptions {
  /**
   * The token the platform just refused (401, or Apple's 403). The provider refreshes when the
   * stored token is still that one, and returns the newer token when another request already
   * refreshed it, so concurrent refusals cost one refresh.
   */
  rejectedToken?: string;
}

/**
 * What the library routes call for a user's platform token. Expired tokens are refreshed under
 * a row lock (one refresh across every process); a grant the platform revoked, or a token that
 * cannot be refreshed (Apple Music, Deezer) once refused, throws `AppError` `EFORBIDDEN` saying
 * the user must link the platform again; a user who never linked it is `ENOTFOUND`.
 * Every call is scoped to `appId`: another app's user is `ENOTFOUND`.
 */
export interface UserTokenProvider {
  getAccessToken(appId: string, userId: string, platform: PlatformKey, options?: GetAccessTokenOptions): Promise<UserAccessToken>;
}

/** The user a linking token names (for `/v1/me/...` with `Authorization: Bearer <token>`). */
export interface LinkingTokenSubject {
  userId: string;
  /** The platform linked when the token was issued. */
  platform: PlatformKey;
  email: string;
}

/**
 * Verifies a linking token (ES256, `iss` = SEGUE_PUBLIC_URL, `aud` = the app id, not expired)
 * and that its user still exists in that app. Throws `AppError` `EUNAUTHORIZED` otherwise.
 */
export interface LinkingTokenVerifier {
  verifyLinkingToken(appId: string, token: string): Promise<LinkingTokenSubject>;
}
