import type { PlatformKey } from '@segue/core';
import { ADD_PLAYLIST_REQUEST_SCHEMAS } from '@segue/core/schemas';
import { AppError } from '../errors/app-error';
import { formatZodError } from '../errors/format-zod-error';
import { quoteIds } from './quote-ids';

export interface AddPlaylistInput {
  user: string;
  title: string;
  /** Track ids as strings, in order. */
  tracks: string[];
}

/** How many bad ids a message quotes before summarising the rest, and how much of each. */

/**
 * The add-playlist body, with the track ids checked first and all together (one bad id rejects
 * the whole request): the 400 names every bad id (the first few, and how many more) and
 * the format the platform expects.
 */
export function parseAddPlaylist(platform: PlatformKey, body: unknown): AddPlaylistInput {
  const result = ADD_PLAYLIST_REQUEST_SCHEMAS[platform].safeParse(body);
  if (result.success) {
    const { user, title, tracks } = result.data;
    return { user, title, tracks: tracks.map(String) };
  }
  const ids = (body as { tracks?: unknown } | null)?.tracks;
  const badIndexes = new Set<number>();
  let idMessage: string | undefined;
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    if (field === 'tracks' && typeof index === 'number') {
      badIndexes.add(index);
      idMessage ??= issue.message;
    }
  }
  if (badIndexes.size > 0 && Array.isArray(ids)) {
    const bad = [...badIndexes].sort((a, b) => a - b).map((i) => ids[i]);
    throw new AppError(
      'EBADREQUEST',
      `${bad.length} of ${ids.length} track ids are not ${platform} track ids: ${quoteIds(bad)}; ${idMessage ?? ''} (nothing was created)`,
    );
  }
  throw new AppError('EBADREQUEST', formatZodError(result.error));
}
