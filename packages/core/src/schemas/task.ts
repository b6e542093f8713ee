import { z } from 'zod';
import { ErrorCodeSchema } from './error';
import { HttpUrlOrEmptySchema, HttpUrlSchema, LongDurationSchema, NonNegativeIntSchema } from './formats';
import { PlatformKeySchema, TargetPlatformSchema } from './platform';
import { ShareUrlSchema, ShortIdSchema } from './share-link';
import { TrackSchema } from './track';

const taskId = z.uuid({ error: 'task_id must be a UUID' });

export const TaskProgressSchema = z
  .object({ total: NonNegativeIntSchema, done: NonNegativeIntSchema })
  .refine((p) => p.done <= p.total, { error: 'done cannot exceed total', path: ['done'] })
  .meta({ id: 'TaskProgress', description: 'Source tracks processed so far, out of the total.' });

export const PendingTaskSchema = z
  .object({
    task_id: taskId,
    status: z.literal('pending'),
    payload: z.null(),
    progress: TaskProgressSchema.optional(),
  })
  .meta({ id: 'PendingTask', description: 'A playlist conversion still running; poll it every 2 s or more.' });

/**
 * Why a source track was left out, as a stable code to branch on (`reason` says the same in
 * words and may change): `not_found` the target's search found nothing; `no_match` candidates
 * were found but none is the same recording; `uncertain_match` the closest candidate scored below
 * the verified threshold and the release evidence could not settle it (a single track converted
 * alone gets such a candidate returned with `match.band: "review"` instead); `other_release` the closest candidate is the same song on another
 * release (a remaster, a live take); `not_under_isrc` the target lists nothing under the track's
 * ISRC; `no_search` the target has no text search and the ISRC found nothing; `lookup_failed`
 * the platform failed while looking, so the same request may find it later.
 */
export const OMITTED_TRACK_CODES = ['not_found', 'no_match', 'uncertain_match', 'other_release', 'not_under_isrc', 'no_search', 'lookup_failed'] as const;
export const OmittedTrackCodeSchema = z.enum(OMITTED_TRACK_CODES).meta({
  id: 'OmittedTrackCode',
  description:
    'Why a track was left out: `not_found`, `no_match`, `uncertain_match` (see `best_candidate`), `other_release`, `not_under_isrc`, `no_search`, or `lookup_failed` (a platform failed: retrying may find it).',
});

export const OmittedTrackSchema = z
  .object({
    source: TrackSchema.meta({ description: 'The source track that found no good match.' }),
    code: OmittedTrackCodeSchema,
    reason: z.string().min(1).meta({ description: 'The same as `code`, in words; the wording may change.' }),
    best_candidate: TrackSchema.optional().meta({
      description: 'The closest candidate on the target platform, when one was scored.',
    }),
    confidence: z.number().min(0).max(1).optional(),
  })
  .meta({ id: 'OmittedTrack', description: 'A source track left out of a platform result, and why.' });

export const PlaylistPlatformResultSchema = z
  .object({
    tracks: z.array(TrackSchema),
    length: NonNegativeIntSchema.meta({ description: 'Total duration of `tracks` in milliseconds.' }),
    omitted: z.array(OmittedTrackSchema),
  })
  .meta({ id: 'PlaylistPlatformResult', description: 'The converted playlist on one platform.' });

export const PlaylistMetaSchema = z
  .object({
    entity: z.literal('playlist'),
    title: z.string(),
    owner: z.string().meta({ description: 'May be empty.' }),
    cover: HttpUrlOrEmptySchema,
    url: HttpUrlSchema.meta({ description: 'Link of the source playlist.' }),
    short_url: ShortIdSchema,
    share_url: ShareUrlSchema,
    length: LongDurationSchema.meta({ description: 'Total duration of the source playlist, `HH:MM:SS`.' }),
  })
  .meta({ id: 'PlaylistMeta', description: 'The source playlist of a conversion.' });

/** Set when the task also added the converted playlist to a linked user's library (`/v1/me/{platform}/playlists`). */
export const LibraryAdditionSchema = z
  .object({
    platform: PlatformKeySchema,
    url: HttpUrlSchema.meta({ description: "Link of the playlist created in the user's library." }),
    title: z.string(),
    tracks: NonNegativeIntSchema.meta({ description: 'Tracks added (the matched ones).' }),
  })
  .meta({ id: 'LibraryAddition', description: "The playlist a convert-and-add task created in the user's library." });

export const PlaylistConversionSchema = z
  .object({
    meta: PlaylistMetaSchema,
    platforms: z.partialRecord(PlatformKeySchema, PlaylistPlatformResultSchema),
    library: LibraryAdditionSchema.optional(),
  })
  .meta({ id: 'PlaylistConversion', description: 'Payload of a completed playlist conversion.' });

// The final state may be written `success` or `completed`: both must be read as success. Segue
// writes `completed`.
export const COMPLETED_TASK_STATUSES = ['completed', 'success'] as const;

export const CompletedTaskSchema = z
  .object({
    task_id: taskId,
    status: z.enum(COMPLETED_TASK_STATUSES),
    payload: PlaylistConversionSchema,
  })
  .meta({
    id: 'CompletedTask',
    description: 'A finished playlist conversion. `status` is `completed` (`success` is read as the same).',
  });

export const TaskSchema = z
  .discriminatedUnion('status', [PendingTaskSchema, CompletedTaskSchema])
  .meta({ id: 'Task', description: 'A playlist conversion task, pending or completed.' });

export const FailedTaskErrorSchema = z
  .object({
    task_id: taskId,
    status: z.literal('failed'),
    payload: z.object({
      platform: TargetPlatformSchema,
      status: z.literal('failed'),
      error: ErrorCodeSchema,
      message: z.string().min(1),
    }),
  })
  .meta({ id: 'FailedTaskError', description: 'What failed in a playlist conversion, and on which platform.' });

/** A failed task is a whole response body: the task sits under `error`, not `data`. */
export const FailedTaskResponseSchema = z
  .object({
    message: z.string(),
    status: z.int().min(100).max(599),
    error: FailedTaskErrorSchema,
  })
  .meta({
    id: 'FailedTaskResponse',
    description: 'Body of GET /v1/task/{task_id} for a failed conversion (the HTTP status is 200).',
  });

export type TaskProgress = z.infer<typeof TaskProgressSchema>;
export type PendingTask = z.infer<typeof PendingTaskSchema>;
export type OmittedTrack = z.infer<typeof OmittedTrackSchema>;
export type OmittedTrackCode = z.infer<typeof OmittedTrackCodeSchema>;
export type PlaylistPlatformResult = z.infer<typeof PlaylistPlatformResultSchema>;
export type PlaylistMeta = z.infer<typeof PlaylistMetaSchema>;
export type PlaylistConversion = z.infer<typeof PlaylistConversionSchema>;
export type LibraryAddition = z.infer<typeof LibraryAdditionSchema>;
export type CompletedTask = z.infer<typeof CompletedTaskSchema>;
export type Task = z.infer<typeof TaskSchema>;
export type FailedTaskError = z.infer<typeof FailedTaskErrorSchema>;
export type FailedTaskResponse = z.infer<typeof FailedTaskResponseSchema>;

export function isCompletedTask(task: Task): task is CompletedTask {
  return task.status !== 'pending';
}
