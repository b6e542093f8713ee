import { createHash } from 'node:crypto';
import { PLATFORMS, type PlatformKey } from '@segue/core';
import type { PlaylistConversion, Task } from '@segue/core/schemas';
import { z } from 'zod';
import type { TaskFinisher, PlaylistTaskService } from '../tasks/playlist-task.service';
import { resolveLink } from '../conversion/resolve-link';
import { AppError } from '../errors/app-error';
import { formatZodError } from '../errors/format-zod-error';
import type { AddPlaylistRequestRepository } from './add-playlist-requests.repository';
import { IDEMPOTENCY_KEY_PATTERN } from './add-playlist.service';
import type { LibraryTaskRepository } from './library-task.repository';
import type { LibraryService } from './library.service';

export const ConvertAndAddRequestSchema = z.object({
  url: z.string({ error: 'url is required: the link of the playlist to convert' }).trim().min(1, { error: 'url is required: the link of the playlist to convert' }),
  title: z.string().trim().min(1, { error: 'title, when sent, must not be blank' }).max(200, { error: 'title is longer than 200 characters' }).optional(),
});

/** What a completed "convert and add" task carries besides the conversion. */
export interface LibraryAddition {
  platform: PlatformKey;
  /** Link of the playlist created in the user's library. */
  url: string;
  title: string;
  /** Tracks added (the matched ones; omitted tracks are listed in the conversion). */
  tracks: number;
}

export type PlaylistConversionWithLibrary = PlaylistConversion & { library: LibraryAddition };

export interface ConvertAndAddDeps {
  tasks: Pick<PlaylistTaskService, 'start' | 'get'>;
  /** Idempotency-Key records, shared with add-playlist; without them the header is ignored. */
  requests?: AddPlaylistRequestRepository;
  repository: LibraryTaskRepository;
  library: Pick<LibraryService, 'createPlaylist' | 'assertLinked'>;
}

const refuseShortLinks = () =>
  Promise.reject(new AppError('EINVALIDLINK', 'send the full playlist link: short links are not followed here'));

export type ConvertAndAddService = ReturnType<typeof createConvertAndAddService>;

/**
 * "Convert this playlist and add it to my library on P" as one task: a playlist conversion to P
 * whose last step (before the task completes) creates the playlist in the user's library from
 * the matched tracks. Polled with `GET /v1/task/{id}` like any conversion.
 */
export function createConvertAndAddService(deps: ConvertAndAddDeps) {
  const finish: TaskFinisher = async (task, result) => {
    const job = await deps.repository.find(task.id);
    if (!job) return result;
    // Platforms refuse an empty name; a source playlist may have none.
    const title = job.title ?? (result.meta.title.trim() || 'Converted playlist');
    const withLibrary = (url: string, tracks: number): PlaylistConversionWithLibrary => ({ ...result, library: { platform: job.platform, url, title, tracks } });
    const trackIds = (result.platforms[job.platform]?.tracks ?? []).map((track) => track.id);
    if (job.added && job.playlistUrl) return withLibrary(job.playlistUrl, trackIds.length);
    if (job.playlistUrl) {
      // An earlier attempt created the playlist and stopped while adding: a second playlist
      // would be a duplicate, and what the first one holds is unknown.
      throw new AppError('EPLATFORMUNAVAILABLE', `the playlist ${job.playlistUrl} was created, but adding its tracks was interrupted: delete it and try again`);
    }
    const name = PLATFORMS[job.platform].name;
    if (trackIds.length === 0) throw new AppError('ENOTFOUND', `no track of this playlist was found on ${name}: nothing was added to the library`);
    const created = await deps.library.createPlaylist(task.appId, job.userId, job.platform, {
      title,
      trackIds,
      onCreated: (playlist) => deps.repository.setPlaylistUrl(task.id, playlist.url),
    });
    await deps.repository.markAdded(task.id);
    return withLibrary(created.url, trackIds.length);
  };

  return {
    finish,

    /**
     * `POST /v1/me/{platform}/playlists` with `{url, title?}`: starts the task (the user must have
     * linked P). With an Idempotency-Key, the same request again (same playlist, platform and
     * title) within 24 hours answers the task the first one started, running or completed with
     * its playlist's link, instead of a second playlist; a key whose task failed starts anew.
     */
    async start(appId: string, userId: string, platform: PlatformKey, body: unknown, key?: string): Promise<{ task: Task; replayed: boolean }> {
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new AppError('EBADREQUEST', 'the Idempotency-Key header must be 1 to 255 visible ASCII characters, such as a UUID');
      }
      const parsed = ConvertAndAddRequestSchema.safeParse(body ?? {});
      if (!parsed.success) throw new AppError('EBADREQUEST', formatZodError(parsed.error));
      await deps.library.assertLinked(appId, userId, platform);
      const link = await resolveLink(parsed.data.url, refuseShortLinks);
      if (link.type !== 'playlist') throw new AppError('EBADREQUEST', `url must be a playlist link; this one is a ${link.type}`);
      const title = parsed.data.title ?? null;
      const begin = () => deps.tasks.start(appId, link, platform, { beforeQueue: (taskId) => deps.repository.insert({ taskId, userId, platform, title }) });
      const requests = deps.requests;
      if (key === undefined || !requests) return { task: await begin(), replayed: false };

      // The playlist by its id (any form of its link is the same request), the library and the title.
      const fingerprint = createHash('sha256').update(JSON.stringify(['me-playlists', platform, link.platform, link.id, title])).digest('hex');
      let claim = await requests.claim(appId, userId, key, fingerprint);
      if (claim.kind === 'seen') {
        if (claim.fingerprint !== fingerprint) {
          throw new AppError('EBADREQUEST', `the Idempotency-Key ${key} was already used with another request for this user: use a new key for another playlist or library`, { status: 422 });
        }
        const previous = claim.outcome;
        if (previous === null || !('task_id' in previous)) {
          throw new AppError('EBADREQUEST', `a request with the Idempotency-Key ${key} is still starting: retry shortly to get its task`, { status: 409, headers: { 'Retry-After': '2' } });
        }
        const view = await deps.tasks.get(appId, previous.task_id).catch(() => undefined);
        if (view?.kind === 'task') return { task: view.task, replayed: true };
        // Its task failed (or is gone): this request tries again under the same key.
        await requests.forget(appId, userId, key);
        claim = await requests.claim(appId, userId, key, fingerprint);
        if (claim.kind === 'seen') {
          throw new AppError('EBADREQUEST', `a request with the Idempotency-Key ${key} is still starting: retry shortly to get its task`, { status: 409, headers: { 'Retry-After': '2' } });
        }
      }
      try {
        const task = await begin();
        await requests.finish(appId, userId, key, { task_id: task.task_id });
        return { task, replayed: false };
      } catch (error) {
        await requests.release(appId, userId, key);
        throw error;
      }
    },
  };
}
