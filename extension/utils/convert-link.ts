import type { SegueClient } from '@segue/client';
import { parseMusicUrl, shortLinkHost } from '@segue/core';
import { readCachedConversion, writeCachedConversion } from './conversion-cache';
import { describeError, notMusicNotice, shortLinkNotice } from './describe-error';
import type { ConvertReply } from './messages';
import type { Outcome } from './notice';
import { checkServerAccess } from './server-access';
import type { Settings } from './settings';

export interface ConvertLinkDeps {
  settings: Settings;
  client: SegueClient;
  now?: () => number;
}

/**
 * Converts a track, album or artist link to every platform, answering from the cache when it
 * can. Playlists take a task instead (see `startPlaylistJob`).
 */
export async function convertLink(
  url: string,
  deps: ConvertLinkDeps,
  options: { refresh?: boolean } = {},
): Promise<Outcome<ConvertReply>> {
  const now = deps.now ?? Date.now;
  const link = parseMusicUrl(url);
  if (link === null && shortLinkHost(url) === null) return { ok: false, notice: notMusicNotice('This link') };
  if (link?.type === 'playlist') return { ok: false, notice: playlistNotice() };

  if (!options.refresh) {
    const cached = await readCachedConversion(url, now());
    if (cached) return { ok: true, result: cached.result, cached: true, savedAt: cached.savedAt };
  }
  const blocked = await checkServerAccess(deps.settings);
  if (blocked) return { ok: false, notice: blocked };

  try {
    const outcome = await deps.client.convert({ url: url.trim(), target_platform: 'all' });
    if (outcome.kind === 'task') return { ok: false, notice: playlistNotice() };
    const savedAt = now();
    await writeCachedConversion(url, outcome.result, savedAt);
    return { ok: true, result: outcome.result, cached: false, savedAt };
  } catch (error) {
    const notice = (link === null ? shortLinkNotice(error) : null) ?? describeError(error, deps.settings.serverUrl);
    return { ok: false, notice };
  }
}

function playlistNotice() {
  return {
    kind: 'unsupported' as const,
    title: 'This is a playlist',
    detail: 'Playlists convert in the background: open the Segue popup on the playlist and press Convert.',
  };
}
