import type { PlatformKey } from '@segue/core';

/** What a platform's authorisation screen needs from one linking flow. */
export interface AuthorizeRequest {
  /** Segue's callback for the platform, exactly as the token exchange will repeat it. */
  redirectUri: string;
  /** The signed flow state (absent for Deezer, whose state is in `redirectUri`). */
  state: string;
  scopes: readonly string[];
  /** PKCE S256 challenge, for platforms with `pkce`. */
  codeChallenge?: string;
}

/** Tokens from a code exchange or a refresh. */
export interface OAuthTokens {
  accessToken: string;
  refreshToken?: string;
  /** Seconds from now; null when the token does not expire. */
  expiresIn: number | null;
  /** Granted scopes; the requested ones when the platform does not say. */
  scopes: string[];
}

/** The profile a link stores (an account lookup shows it) plus the e-mail that finds or creates the Segue user. */
export interface OAuthProfile {
  platformUserId: string;
  /**
   * The platform names no account: `platformUserId` is derived from this sign-in's token, so
   * two sign-ins of one account differ (Apple Music). Such a link cannot tell "another account"
   * from "the same account again".
   */
  idPerSignIn?: boolean;
  email?: string;
  /**
   * The platform says it verified `email` (TIDAL's `emailVerified`). Only such an address may
   * join the link to an existing user; absent means unverified.
   */
  emailVerified?: boolean;
  username: string;
  profilePicture: string;
  /** Null when the platform does not share it. */
  followers: number | null;
  plan: string;
  url: string;
  /** Non-secret platform specifics kept with the link (Apple Music storefront). */
  extra?: Record<string, string>;
}

/** The platform's answer on the callback: a code (Apple: the Music-User-Token) or a refusal. */
export type CallbackResult = { ok: true; code: string } | { ok: false; error: string; description: string };

/** One platform's account-linking flow for one integration. */
export interface PlatformOAuth {
  readonly platform: PlatformKey;
  /** PKCE S256 is sent (TIDAL requires it; Spotify supports it). */
  readonly pkce: boolean;
  /** Scopes asked for when the caller passes none. */
  readonly defaultScopes: readonly string[];
  /** Scopes the platform knows; empty when it takes none (Apple Music). */
  readonly knownScopes: ReadonlySet<string>;
  /** Scopes always added because linking itself needs them (reading the profile). */
  readonly requiredScopes: readonly string[];
  authorizeUrl(request: AuthorizeRequest): string;
  readCallback(query: Record<string, string>): CallbackResult;
  exchangeCode(code: string, options: { redirectUri: string; codeVerifier?: string; scopes: readonly string[] }): Promise<OAuthTokens>;
  /** Undefined when the platform has no refresh (Deezer, Apple Music). */
  refresh?: (refreshToken: string, scopes: readonly string[]) => Promise<OAuthTokens>;
  profile(accessToken: string): Promise<OAuthProfile>;
}
