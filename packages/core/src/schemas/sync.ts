import { z } from 'zod';
import { envelopeOf } from './envelope';
import { ErrorCodeSchema } from './error';
import { HttpUrlOrEmptySchema, NonNegativeIntSchema, TimestampSchema } from './formats';
import { MatchSchema } from './match';
import { PlatformKeySchema } from './platform';
import { TransferLeftOutCodeSchema } from './transfer';

/** Minutes between a sync's runs: at least a quarter of an hour (a playlist changes seldom; platforms' budgets are shared), at most a week. */
export const SYNC_INTERVAL = { min: 15, max: 10_080, default: 60 } as const;

export const SyncModeSchema = z.enum(['mirror', 'append']).meta({
  id: 'SyncMode',
  description: '`mirror`: the copy follows its source (adds, removes and order; the listener’s own additions stay). `append`: only what the source gains is added.',
});

const IntervalSchema = z
  .number({ error: 'interval must be a number of minutes' })
  .int({ error: 'interval must be a whole number of minutes' })
  .min(SYNC_INTERVAL.min, { error: `interval is at least ${SYNC_INTERVAL.min} minutes` })
  .max(SYNC_INTERVAL.max, { error: `interval is at most ${SYNC_INTERVAL.max} minutes (a week)` });

export const SyncRequestSchema = z
  .strictObject({
    source: z
      .string({ error: 'source must be a playlist link, e.g. https://open.spotify.com/playlist/…' })
      .trim()
      .min(1, { error: 'source must be a playlist link, e.g. https://open.spotify.com/playlist/…' })
      .max(2048, { error: 'source is longer than 2048 characters' }),
    target: PlatformKeySchema,
    mode: SyncModeSchema.optional().meta({ description: 'Default `mirror`.' }),
    interval: IntervalSchema.optional().meta({ description: `Minutes between runs: default ${SYNC_INTERVAL.default}, at least ${SYNC_INTERVAL.min}.` }),
  })
  .meta({ id: 'SyncRequest', description: 'Body of POST /v1/account/{userId}/syncs: a playlist to keep in step with a copy on another of the user’s platforms.' });

export const SyncPatchSchema = z
  .strictObject({
    mode: SyncModeSchema.optional(),
    interval: IntervalSchema.optional(),
    paused: z.boolean({ error: 'paused must be true or false' }).optional(),
  })
  .refine((body) => body.mode !== undefined || body.interval !== undefined || body.paused !== undefined, { error: 'name at least one of mode, interval or paused' })
  .meta({ id: 'SyncPatch', description: 'Body of PATCH …/syncs/{syncId}: what to change. Resuming (`paused: false`) runs the sync at once.' });

export const SYNC_PAUSE_CODES = ['by_request', 'source_gone', 'target_deleted', 'grant_revoked', 'integration_gone'] as const;

const CountsSchema = z.object({
  added: NonNegativeIntSchema,
  removed: NonNegativeIntSchema,
  moved: NonNegativeIntSchema,
  left_out: NonNegativeIntSchema,
});

const EntitySchema = z.object({ id: z.string(), title: z.string(), artists: z.array(z.string()), url: HttpUrlOrEmptySchema });

export const SyncChangeSchema = z
  .object({
    change: z.enum(['added', 'removed', 'left_out']),
    position: NonNegativeIntSchema.meta({ description: 'Where the entry stands (added, left out) or stood (removed) in the source, from 0.' }),
    source: EntitySchema,
    target: EntitySchema.optional(),
    match: MatchSchema.optional(),
    code: TransferLeftOutCodeSchema.optional(),
    reason: z.string().optional(),
  })
  .meta({ id: 'SyncChange', description: 'One entry a run added to the copy, removed from it, or could not add (with the reason, as conversions give it).' });

export const SyncRunSchema = z
  .object({
    started_at: TimestampSchema,
    finished_at: TimestampSchema.optional(),
    outcome: z.enum(['changed', 'failed', 'paused']),
    counts: CountsSchema,
    changes: z.array(SyncChangeSchema).optional().meta({ description: 'What the run changed (in one sync read alone).' }),
    error: z.object({ code: ErrorCodeSchema, message: z.string() }).optional().meta({ description: 'Why a `failed` run failed.' }),
    paused: z.object({ code: z.enum(SYNC_PAUSE_CODES), message: z.string() }).optional().meta({ description: 'Why a `paused` run paused the sync.' }),
  })
  .meta({ id: 'SyncRun', description: 'A run that changed something, failed, or paused the sync.' });

export const SyncSchema = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    source: z.object({ platform: PlatformKeySchema, id: z.string(), url: HttpUrlOrEmptySchema, title: z.string() }),
    target: z.object({
      platform: PlatformKeySchema,
      playlist: z.object({ id: z.string(), url: HttpUrlOrEmptySchema }).optional().meta({ description: 'The copy, once the first run made it.' }),
    }),
    mode: SyncModeSchema.meta({ description: 'The mode asked for.' }),
    effective_mode: SyncModeSchema.meta({ description: 'How it runs: `append` where the target cannot remove or reorder entries (Apple Music), whatever was asked.' }),
    mode_note: z.string().optional().meta({ description: 'Why `effective_mode` differs from `mode`.' }),
    interval: NonNegativeIntSchema.meta({ description: 'Minutes between runs.' }),
    status: z.enum(['active', 'queued', 'running', 'waiting_for_quota', 'paused']).meta({
      description: '`queued`: a run was asked for (the sync created, run now, resumed) and has not started; `running`: a run is under way (or will go on after platform trouble).',
    }),
    paused: z.object({ code: z.enum(SYNC_PAUSE_CODES), message: z.string(), at: TimestampSchema }).optional(),
    last_checked_at: TimestampSchema.optional().meta({ description: 'The last run, changed or not.' }),
    last_run: SyncRunSchema.optional().meta({ description: 'The last run that changed something, failed or paused.' }),
    next_run_at: TimestampSchema.optional().meta({ description: 'When it runs next (none while paused).' }),
    counts: z.object({ synced: NonNegativeIntSchema, left_out: NonNegativeIntSchema }).meta({ description: 'Entries of the source as last synced: on the copy, or left out.' }),
    runs: z.array(SyncRunSchema).optional().meta({ description: 'History, newest first (in one sync read alone): runs that changed something, failed or paused.' }),
    created_at: TimestampSchema,
  })
  .meta({ id: 'Sync', description: 'A playlist kept in step with a copy on another platform of the user’s.' });

export type SyncRequest = z.infer<typeof SyncRequestSchema>;
export type SyncPatch = z.infer<typeof SyncPatchSchema>;
export type SyncMode = z.infer<typeof SyncModeSchema>;
export type SyncPauseCode = (typeof SYNC_PAUSE_CODES)[number];
export type SyncChange = z.infer<typeof SyncChangeSchema>;
export type SyncRun = z.infer<typeof SyncRunSchema>;
export type Sync = z.infer<typeof SyncSchema>;

export const SyncResponseSchema = envelopeOf(SyncSchema).meta({ id: 'SyncResponse', description: 'A sync, in the envelope.' });
export const SyncListResponseSchema = envelopeOf(z.array(SyncSchema)).meta({ id: 'SyncListResponse', description: "The user's syncs, newest first." });
