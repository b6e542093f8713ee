import { randomBytes } from 'node:crypto';
import type { PlatformKey } from '@segue/core';
import { isAppError } from '../errors/app-error';
import { oauthHttp } from '../platforms/kit/oauth-http';
import { OAuthError } from '../errors/oauth-error';
import type { PlatformOAuth } from '../platforms/kit/platform-oauth';
import { createPkcePair } from '../platforms/kit/pkce';
import { createOAuth, notLinkableReason, type Credentials, type PlatformUrls } from '../platforms/registry';
import type { AdapterCapabilities } from '../platforms/index';
import { ProbeMismatch } from '../errors/probe-mismatch';
import { skipped, timed, type CallResult } from './doctor-call';

export interface OAuthCheckOptions {
  platform: PlatformKey;
  capabilities: AdapterCapabilities;
  baseUrls: PlatformUrls[PlatformKey];
  credentials: Record<string, string>;
  /** `SEGUE_PUBLIC_URL`: the callback the platform has registered is built on it. */
  publicUrl: string;
  limitMs: number;
}

/** A code no platform ever issued: the token endpoint must refuse it as a grant, not fail. */
const BOGUS = () => `segue-doctor-${randomBytes(12).toString('hex')}`;

/**
 * The authorize page: any answer below 400 (the page itself or a redirect to the platform's
 * login) shows the host is up and takes the app's client id and registered callback; a 4xx is
 * the platform refusing them (unknown client, redirect URI not registered).
 */
async function authorize(oauth: PlatformOAuth, options: OAuthCheckOptions, redirectUri: string): Promise<string> {
  const url = new URL(
    oauth.authorizeUrl({
      redirectUri,
      state: BOGUS(),
      scopes: oauth.defaultScopes,
      ...(oauth.pkce ? { codeChallenge: createPkcePair().challenge } : {}),
    }),
  );
  const response = await oauthHttp(options.platform, url.toString());
  if (response.status >= 500) throw new OAuthError(options.platform, 'failed', `${url.host} answered HTTP ${response.status} to the authorize request`);
  if (response.status >= 400) {
    throw new OAuthError(
      options.platform,
      'failed',
      `${url.host} refused the authorize request with HTTP ${response.status} (is the client id right, and ${redirectUri} registered as a redirect URI?)`,
    );
  }
  return `HTTP ${response.status} from ${url.host}${url.pathname}`;
}

/**
 * The token endpoint must refuse a bogus code as `invalid_grant`: that proves it is reachable and
 * accepts the app's client. A platform without a server-side exchange (Apple Music: the sign-in
 * hands over the user token itself) accepts any code; then the user-token check must refuse it.
 */
async function token(oauth: PlatformOAuth, redirectUri: string): Promise<string> {
  const code = BOGUS();
  let accessToken: string;
  try {
    accessToken = (await oauth.exchangeCode(code, { redirectUri, scopes: oauth.defaultScopes, ...(oauth.pkce ? { codeVerifier: createPkcePair().verifier } : {}) }))
      .accessToken;
  } catch (error) {
    if (error instanceof OAuthError && error.kind === 'invalid_grant') return `refused a bogus code as expected (${error.message})`;
    throw error;
  }
  try {
    await oauth.profile(accessToken);
  } catch (error) {
    if (error instanceof OAuthError && error.kind === 'invalid_grant') return `no code exchange; the user-token check refused a bogus token as expected (${error.message})`;
    throw error;
  }
  throw new ProbeMismatch(`the platform accepted a bogus ${accessToken === code ? 'user token' : 'code'}`);
}

/** Reachability of the linking flow's endpoints, for integrations that can link accounts. */
export async function oauthChecks(options: OAuthCheckOptions): Promise<CallResult[]> {
  const { platform } = options;
  const notLinkable = notLinkableReason(platform) ?? (options.capabilities.linking ? undefined : 'the adapter cannot link accounts');
  if (notLinkable) return [skipped('oauth-authorize', notLinkable), skipped('oauth-token', notLinkable)];
  let oauth: PlatformOAuth;
  try {
    oauth = createOAuth(platform, { baseUrls: options.baseUrls, credentials: options.credentials as unknown as Credentials<typeof platform>, publicUrl: options.publicUrl });
  } catch (error) {
    // An integration without what linking needs (YouTube Music without a Google OAuth client, a
    // Deezer integration saved empty): its catalog calls stand; there is no linking to check.
    if (isAppError(error) && (error.code === 'ENOTSUPPORTED' || error.code === 'ENOCREDENTIALS')) return [skipped('oauth-authorize', error.message), skipped('oauth-token', error.message)];
    throw error;
  }
  const redirectUri = `${options.publicUrl}/v1/auth/${platform}/callback`;
  const authorizeUrl = new URL(oauth.authorizeUrl({ redirectUri, state: 'segue-doctor', scopes: oauth.defaultScopes }));
  const results: CallResult[] = [];
  if (authorizeUrl.origin === new URL(options.publicUrl).origin) {
    results.push(skipped('oauth-authorize', "the sign-in page is Segue's own (the platform's sign-in runs in the browser): no platform host to check"));
  } else {
    results.push(await timed('oauth-authorize', options.limitMs, () => authorize(oauth, options, redirectUri)));
  }
  results.push(await timed('oauth-token', options.limitMs, () => token(oauth, redirectUri)));
  return results;
}
