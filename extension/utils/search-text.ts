import { isSegueError, type SegueClient } from '@segue/client';
import { platformName, type PlatformKey } from '@segue/core';
import { describeError } from './describe-error';
import type { ConvertReply } from './messages';
import type { Outcome } from './notice';
import { checkServerAccess } from './server-access';
import type { Settings } from './settings';

/** Longest selection searched: a title and an artist, not a paragraph. */
export const MAX_QUERY_CHARS = 200;

/**
 * Finds a track from words ("Paper Tide by Crystal Feather") through the server, on `target`.
 * The answer says how sure the server is (`match.method` `search`, `confidence`); words that
 * match nothing confidently come back as the server's `ENOTFOUND`, which names them. Never
 * cached: the answer holds one platform only.
 */
export async function searchText(query: string, target: PlatformKey, deps: { settings: Settings; client: SegueClient; now?: () => number }): Promise<Outcome<ConvertReply>> {
  const words = query.replace(/\s+/g, ' ').trim();
  if (words.length < 2 || words.length > MAX_QUERY_CHARS) {
    return {
      ok: false,
      notice: { kind: 'not-music', title: 'Select a title and an artist', detail: `Segue searches a track's title and artist, such as "Paper Tide by Crystal Feather" (2 to ${MAX_QUERY_CHARS} characters).` },
    };
  }
  const blocked = await checkServerAccess(deps.settings);
  if (blocked) return { ok: false, notice: blocked };
  try {
    const result = await deps.client.search({ query: words, target_platform: target });
    return { ok: true, result, cached: false, savedAt: (deps.now ?? Date.now)() };
  } catch (error) {
    const notice = describeError(error, deps.settings.serverUrl);
    if (notice.kind !== 'not-found') return { ok: false, notice };
    const where = isSegueError(error) && error.noMatch ? ` on ${platformName(error.noMatch.platform)}` : '';
    return { ok: false, notice: { ...notice, title: `No confident match for “${words}”${where}` } };
  }
}
