import type { PlatformKey } from '@segue/core';
import type { SegueClient } from '@segue/client';
import { browser } from 'wxt/browser';
import { describeError } from './describe-error';
import type { Outcome } from './notice';

/**
 * Scopes asked for when linking. Spotify needs them named; the others grant theirs
 * without (Apple Music needs none, Deezer supports all automatically) or get the server's
 * defaults.
 * https://developer.spotify.com/documentation/web-api/concepts/scopes
 */
export const LINK_SCOPES: Readonly<Partial<Record<PlatformKey, readonly string[]>>> = {
  spotify: ['user-read-email', 'user-library-read', 'playlist-read-private', 'playlist-modify-private', 'playlist-modify-public'],
  applemusic: [],
  deezer: [],
};

/** The extension page the linking flow ends on, with `?token=`. */
export function linkingRedirectUrl(): string {
  return browser.runtime.getURL('/connected.html');
}

/**
 * The server's start page for linking `platform`, with the redirect back to the extension. It
 * must open in the browser that finishes the flow: the page sets the cookie the callback checks.
 */
export async function startLinking(client: SegueClient, platform: PlatformKey, server: string): Promise<Outcome<{ url: string }>> {
  try {
    const scopes = LINK_SCOPES[platform] ?? [];
    const url = await client.connectUrl(platform, { redirect_url: linkingRedirectUrl(), ...(scopes.length > 0 ? { scopes } : {}) });
    return { ok: true, url };
  } catch (error) {
    return { ok: false, notice: describeError(error, server) };
  }
}
