import { createHash } from 'node:crypto';
import { PLATFORMS, type PlatformKey } from '@segue/core';
import { AppError } from '../errors/app-error';
import { PlaylistWriteError } from '../errors/playlist-write-error';
import type { PlatformLibrary } from '../platforms/kit/platform-library';
import type { AddPlaylistOutcome, AddPlaylistRequestRepository } from './add-playlist-requests.repository';
import { toLibraryError } from './library-errors';
import { parseAddPlaylist, type AddPlaylistInput } from './parse-add-playlist';
import { quoteIds } from './quote-ids';

export interface AddPlaylistDeps {
  /**
   * The app's user by id, or by e-mail the one user with that address who linked the platform:
   * `ENOTFOUND` saying what the address has linked, 409 when several users qualify.
   */
  findUser(appId: string, identifier: string): Promise<{ id: string }>;
  libraryOf(appId: string, userId: string, platform: PlatformKey): Promise<PlatformLibrary>;
  /** Idempotency-Key records; without them the header is ignored. */
  requests?: AddPlaylistRequestRepository;
}

/** An Idempotency-Key: 1 to 255 visible ASCII characters (a UUID is the usual choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Rejects the request, creating nothing, when the platform does not hold every id. */
async function checkTracks(library: PlatformLibrary, platform: PlatformKey, tracks: readonly string[]): Promise<void> {
  const unknown = await library.unknownTracks(tracks);
  if (unknown.length === 0) return;
  throw new AppError(
    'EBADREQUEST',
    `${unknown.length} of ${tracks.length} track ids are not on ${PLATFORMS[platform].name}: ${quoteIds(unknown)} (nothing was created)`,
  );
}

/**
 * The API error for a write that stopped after the playlist was created: what was added and
 * where, and that a plain retry makes a second playlist.
 */
function partialError(error: PlaylistWriteError, platform: PlatformKey, total: number): unknown {
  const translated = toLibraryError(error, platform, 'playlists');
  if (!(translated instanceof AppError) || !error.playlist) return translated;
  return new AppError(
    translated.code,
    `${translated.message}; ${error.added.length} of ${total} tracks are in ${error.playlist.url}. ` +
      'A retry creates another playlist unless it carries the same Idempotency-Key, which answers this result again',
    { status: translated.status, headers: translated.headers, cause: error },
  );
}

async function create(deps: AddPlaylistDeps, appId: string, userId: string, platform: PlatformKey, input: AddPlaylistInput): Promise<string> {
  try {
    const library = await deps.libraryOf(appId, userId, platform);
    await checkTracks(library, platform, input.tracks);
    return (await library.createPlaylist({ title: input.title, trackIds: input.tracks })).url;
  } catch (error) {
    if (error instanceof PlaylistWriteError && error.playlist) throw partialError(error, platform, input.tracks.length);
    throw toLibraryError(error, platform, 'playlists');
  }
}

function replay(outcome: AddPlaylistOutcome, key: string): string {
  if ('url' in outcome) return outcome.url;
  // The fingerprints differ, so this is unreachable; said plainly should they ever not.
  if ('task_id' in outcome) throw new AppError('EBADREQUEST', `the Idempotency-Key ${key} was already used to convert a playlist into the library: use a new key`, { status: 422 });
  throw new AppError(outcome.error.code as AppError['code'], outcome.error.message, { status: outcome.error.status });
}

/**
 * POST /playlist/{platform}/add: the body is checked, then the user (by e-mail or id, in this
 * app), then every track id against the platform's catalog; only then is the playlist created.
 * With an Idempotency-Key, the first request's outcome answers every retry for 24 hours and
 * concurrent duplicates run once.
 */
export async function addPlaylist(deps: AddPlaylistDeps, appId: string, platform: PlatformKey, body: unknown, key?: string): Promise<string> {
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('EBADREQUEST', 'the Idempotency-Key header must be 1 to 255 visible ASCII characters, such as a UUID');
  const input = parseAddPlaylist(platform, body);
  const userId = (await deps.findUser(appId, input.user)).id;
  if (key === undefined || !deps.requests) return create(deps, appId, userId, platform, input);

  const fingerprint = createHash('sha256').update(JSON.stringify([platform, input.title, input.tracks])).digest('hex');
  const claim = await deps.requests.claim(appId, userId, key, fingerprint);
  if (claim.kind === 'seen') {
    if (claim.fingerprint !== fingerprint) {
      throw new AppError('EBADREQUEST', `the Idempotency-Key ${key} was already used with another request body for this user: use a new key for a new playlist`, { status: 422 });
    }
    if (claim.outcome === null) {
      throw new AppError('EBADREQUEST', `a request with the Idempotency-Key ${key} is still running: retry shortly to get its result`, { status: 409, headers: { 'Retry-After': '2' } });
    }
    return replay(claim.outcome, key);
  }
  try {
    const url = await create(deps, appId, userId, platform, input);
    await deps.requests.finish(appId, userId, key, { url });
    return url;
  } catch (error) {
    if (error instanceof AppError && error.cause instanceof PlaylistWriteError && error.cause.playlist) {
      await deps.requests.finish(appId, userId, key, { error: { code: error.code, message: error.message, status: error.status } });
    } else {
      await deps.requests.release(appId, userId, key);
    }
    throw error;
  }
}
