import { z } from 'zod';
import { envelopeOf } from './envelope';
import { ErrorCodeSchema } from './error';
import { HttpUrlOrEmptySchema, NonNegativeIntSchema, TimestampSchema } from './formats';
import { MatchSchema } from './match';
import { PlatformKeySchema } from './platform';
import { OMITTED_TRACK_CODES } from './task';

/** The most playlist ids one transfer may name (a library holds fewer; more is a mistake). */
export const MAX_TRANSFER_PLAYLISTS = 1_000;

export const TransferIncludeSchema = z
  .strictObject({
    liked_tracks: z.boolean({ error: 'include.liked_tracks must be true or false' }).optional(),
    albums: z.boolean({ error: 'include.albums must be true or false' }).optional(),
    artists: z.boolean({ error: 'include.artists must be true or false' }).optional(),
    playlists: z
      .union([
        z.literal('all'),
        z.literal('none'),
        z
          .array(z.string().trim().min(1, { error: 'a playlist id cannot be empty' }).max(200, { error: 'a playlist id is at most 200 characters' }))
          .min(1, { error: 'include.playlists lists no id: use "none" to move no playlist' })
          .max(MAX_TRANSFER_PLAYLISTS, { error: `include.playlists names more than ${MAX_TRANSFER_PLAYLISTS} ids` }),
      ], { error: 'include.playlists must be "all", "none" or a list of the source library\'s playlist ids' })
      .optional(),
  })
  .meta({ id: 'TransferInclude', description: 'What to move; each field left out means all of it (`liked_tracks`, `albums`, `artists` true, `playlists` "all").' });

export const TransferRequestSchema = z
  .strictObject({
    from: PlatformKeySchema,
    to: PlatformKeySchema,
    include: TransferIncludeSchema.optional(),
    options: z
      .strictObject({
        playlist_title_suffix: z.string().max(60, { error: 'options.playlist_title_suffix is longer than 60 characters' }).optional(),
        skip_existing: z.boolean({ error: 'options.skip_existing must be true or false' }).optional().meta({ description: 'Default true.' }),
      })
      .optional(),
  })
  .refine((body) => body.from !== body.to, { error: 'from and to name the same platform: a transfer moves a library to another platform', path: ['to'] })
  .meta({ id: 'TransferRequest', description: "Body of POST /v1/account/{userId}/transfers: what to move from one of the user's platforms to another." });

export const TRANSFER_KINDS = ['liked_tracks', 'albums', 'artists', 'playlists'] as const;
export const TransferKindSchema = z.enum(TRANSFER_KINDS).meta({ id: 'TransferKind', description: 'A kind of item a transfer moves.' });

/**
 * Why an item stayed behind, as a stable code: the track codes of playlist conversions, and
 * `local_file` (a file from the listener's device, in no catalog), `episode` (a podcast episode
 * or other non-music entry), `not_available` (the target lists it but will not play it in the
 * listener's region), `platform_cannot` (the target has no way to hold this kind, e.g. saved
 * albums on YouTube Music), `target_refused` (the target refused the id when it was written),
 * `write_failed` (the target kept failing the write), `quota` (the transfer was stopped before the
 * platform's quota came back).
 */
export const TRANSFER_LEFT_OUT_CODES = [
  ...OMITTED_TRACK_CODES,
  'local_file',
  'episode',
  'not_available',
  'platform_cannot',
  'target_refused',
  'write_failed',
  'quota',
] as const;
export const TransferLeftOutCodeSchema = z.enum(TRANSFER_LEFT_OUT_CODES).meta({
  id: 'TransferLeftOutCode',
  description:
    'Why an item stayed behind: the conversion codes, and `local_file`, `episode`, `not_available` (the target will not play it in the region), ' +
    '`platform_cannot` (the target cannot hold this kind), `target_refused`, `write_failed`, `quota`.',
});

const EntitySchema = z.object({
  id: z.string().meta({ description: 'The id on its platform; empty for a local file.' }),
  title: z.string(),
  artists: z.array(z.string()),
  url: HttpUrlOrEmptySchema,
});

export const TransferItemSchema = z
  .object({
    kind: z.enum(['liked_track', 'album', 'artist', 'playlist_track']),
    /** Source playlist id, on `playlist_track`. */
    playlist: z.string().optional(),
    position: NonNegativeIntSchema.meta({ description: 'Position in its list on the source, from 0.' }),
    source: EntitySchema,
    outcome: z.enum(['added', 'already_there', 'left_out', 'pending']),
    target: EntitySchema.optional(),
    match: MatchSchema.optional(),
    code: TransferLeftOutCodeSchema.optional(),
    reason: z.string().optional(),
    candidates: z.array(EntitySchema.extend({ confidence: z.number().min(0).max(1).optional() })).optional().meta({
      description: 'What the target offered for an uncertain or missed item, best first: pick one to apply it by hand.',
    }),
  })
  .meta({ id: 'TransferItem', description: 'One item of a transfer and what became of it on the target.' });

export const TransferPlaylistSchema = z
  .object({
    source: z.object({ id: z.string(), title: z.string(), url: HttpUrlOrEmptySchema }),
    target: z.object({ id: z.string(), url: HttpUrlOrEmptySchema }).optional(),
    /** `created` by this transfer, `extended` (one an earlier transfer made), or `pending`. */
    state: z.enum(['created', 'extended', 'pending', 'left_out']),
    tracks: NonNegativeIntSchema,
    added: NonNegativeIntSchema,
  })
  .meta({ id: 'TransferPlaylist', description: 'A source playlist and its copy on the target.' });

const CountsSchema = z.object({
  total: NonNegativeIntSchema,
  done: NonNegativeIntSchema,
  added: NonNegativeIntSchema,
  already_there: NonNegativeIntSchema,
  left_out: NonNegativeIntSchema,
});

export const TransferProgressSchema = z
  .object({
    step: z.enum(['queued', 'reading', 'matching', 'writing', 'waiting_for_quota', 'finished']),
    kinds: z.partialRecord(TransferKindSchema, CountsSchema),
    total: NonNegativeIntSchema,
    done: NonNegativeIntSchema,
    resumes_at: TimestampSchema.optional().meta({ description: 'While `waiting_for_quota`: when the platform’s quota comes back and the transfer goes on by itself.' }),
    estimate: z
      .object({
        basis: z.enum(['source', 'matched']).meta({
          description:
            '`source`: made when the transfer started, from the sizes the source library reports (every item counted as a write, none as already there: an upper bound; a list whose size the platform only tells by reading it all, such as TIDAL’s collections, counts once read). `matched`: from what matching found still to write, made again at every attempt.',
        }),
        items: NonNegativeIntSchema.meta({ description: 'The items the estimate counts as still to write.' }),
        write_requests: NonNegativeIntSchema,
        quota_units: NonNegativeIntSchema,
        finishes_at: TimestampSchema.meta({ description: 'When the transfer should finish, given the target’s published limits and quota.' }),
      })
      .optional(),
  })
  .meta({ id: 'TransferProgress', description: 'Where a transfer stands: its step, counts per kind, and when it should finish.' });

export const TransferSchema = z
  .object({
    task_id: z.uuid(),
    kind: z.literal('transfer'),
    status: z.enum(['pending', 'waiting_for_quota', 'completed', 'failed']),
    user_id: z.uuid(),
    from: PlatformKeySchema,
    to: PlatformKeySchema,
    created_at: TimestampSchema,
    progress: TransferProgressSchema,
    playlists: z.array(TransferPlaylistSchema),
    items: z.array(TransferItemSchema).optional().meta({ description: 'Every item, once the transfer finished (or failed).' }),
    error: z.object({ code: ErrorCodeSchema, message: z.string() }).optional(),
  })
  .meta({ id: 'Transfer', description: "A transfer of a user's library from one platform to another." });

export type TransferRequest = z.infer<typeof TransferRequestSchema>;

/** A transfer request with every default filled in: what a transfer does. */
export interface TransferPlan {
  from: TransferRequest['from'];
  to: TransferRequest['to'];
  include: { liked_tracks: boolean; albums: boolean; artists: boolean; playlists: 'all' | 'none' | string[] };
  options: { playlist_title_suffix?: string; skip_existing: boolean };
}

export function transferPlan(request: TransferRequest): TransferPlan {
  const { include = {}, options = {} } = request;
  return {
    from: request.from,
    to: request.to,
    include: { liked_tracks: include.liked_tracks ?? true, albums: include.albums ?? true, artists: include.artists ?? true, playlists: include.playlists ?? 'all' },
    options: { ...(options.playlist_title_suffix === undefined ? {} : { playlist_title_suffix: options.playlist_title_suffix }), skip_existing: options.skip_existing ?? true },
  };
}
export type TransferKind = z.infer<typeof TransferKindSchema>;
export type TransferLeftOutCode = z.infer<typeof TransferLeftOutCodeSchema>;
export type TransferItem = z.infer<typeof TransferItemSchema>;
export type TransferPlaylist = z.infer<typeof TransferPlaylistSchema>;
export type TransferProgress = z.infer<typeof TransferProgressSchema>;
export type Transfer = z.infer<typeof TransferSchema>;

export const TransferResponseSchema = envelopeOf(TransferSchema).meta({ id: 'TransferResponse', description: 'A transfer, in the envelope.' });
export const TransferListResponseSchema = envelopeOf(z.array(TransferSchema)).meta({ id: 'TransferListResponse', description: "The user's transfers, newest first." });
