import { isSegueError, type SegueClient } from '@segue/client';
import { type PlatformKey, platformName } from '@segue/core';
import { browser } from 'wxt/browser';
import { describeError } from './describe-error';
import { saveLinkedToken } from './linking';
import type { Outcome } from './notice';

/**
 * Scopes asked for when linking. Spotify needs them named; the others grant theirs without
 * (Apple Music needs none, Deezer always asks all it needs) or get the server's defaults, which
 * cover reading the library and adding playlists.
 * https://developer.spotify.com/documentation/web-api/concepts/scopes
 */
export const LINK_SCOPES: Readonly<Partial<Record<PlatformKey, readonly string[]>>> = {
  spotify: ['user-read-email', 'user-library-read', 'playlist-read-private', 'playlist-modify-private', 'playlist-modify-public'],
};

/** The browser's own web-auth flow: a window for the flow, handing back the URL it ends on. */
export interface WebAuth {
  /** `https://<extension id>.chromiumapp.org/segue` in Chrome, `https://<hash>.extensions.allizom.org/segue` in Firefox. */
  redirectUrl(): string;
  /** Opens `url` in the flow's window; resolves with the redirect URL the flow ended on. */
  launch(url: string): Promise<string>;
}

export function browserWebAuth(): WebAuth {
  return {
    redirectUrl: () => browser.identity.getRedirectURL('segue'),
    launch: async (url) => {
      const ended = await browser.identity.launchWebAuthFlow({ url, interactive: true });
      if (!ended) throw new Error('the flow ended without an address');
      return ended;
    },
  };
}

/**
 * Links a platform account through the server's flow, in the browser's web-auth window. The
 * server's start page sets the flow's cookie in that window and its callback checks it there; the
 * browser hands the redirect URL, with the token, to this extension only. The app must let
 * extensions link (`extension_linking`), which the options page says before anyone tries.
 */
export async function linkPlatform(
  platform: PlatformKey,
  deps: { client: SegueClient; serverUrl: string; webAuth: WebAuth; now?: () => number },
): Promise<Outcome<{ platform: PlatformKey; username: string }>> {
  const name = platformName(platform);
  let startUrl: string;
  try {
    const scopes = LINK_SCOPES[platform];
    startUrl = await deps.client.connectUrl(platform, { redirect_url: deps.webAuth.redirectUrl(), ...(scopes ? { scopes } : {}) });
  } catch (error) {
    if (isSegueError(error) && error.code === 'EBADREQUEST' && /does not let extensions link|browser extension this app does not list/.test(error.message)) {
      return { ok: false, notice: extensionLinkingOffNotice() };
    }
    return { ok: false, notice: describeError(error, deps.serverUrl) };
  }
  let ended: URL;
  try {
    ended = new URL(await deps.webAuth.launch(startUrl));
  } catch {
    // The window was closed, or the browser refused to open it.
    return { ok: false, notice: { kind: 'cancelled', title: `${name} was not linked`, detail: 'The sign-in window closed before the end. Link again when you are ready.' } };
  }
  // The server puts the answer of a web-auth flow in the fragment (never in a log); older servers used the query.
  const answer = ended.hash.length > 1 ? new URLSearchParams(ended.hash.slice(1)) : ended.searchParams;
  const token = answer.get('token');
  if (token === null) {
    const why = answer.get('error_description') ?? answer.get('error') ?? 'The server sent no token.';
    return { ok: false, notice: { kind: 'failed', title: `${name} was not linked`, detail: why } };
  }
  return saveLinkedToken(platform, token, (deps.now ?? Date.now)());
}

/** What a listener is told when the app has not let extensions link. */
export function extensionLinkingOffNotice() {
  return {
    kind: 'setup' as const,
    title: 'This app does not let the extension link accounts',
    detail: 'Its owner turns it on under "Browser extensions" on the app\'s dashboard page, or with `segue apps extension-linking <app-id> on` (the sandbox app has it on). Conversions work without it.',
  };
}
