/**
 * Answers of a sandbox server (`SEGUE_SANDBOX=1 pnpm start`) for a sync of the linked listener's
 * Spotify playlist to Deezer, shown as the examples of the OpenAPI document.
 */
const base = {
  id: '5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10',
  user_id: '0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31',
  source: { platform: 'spotify', id: 'eZthwn6LVwP9gxXCHDXSKh', url: 'https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh', title: 'Dizzy 2020' },
  target: { platform: 'deezer', playlist: { id: '908622995', url: 'https://www.deezer.com/playlist/908622995' } },
  mode: 'mirror',
  effective_mode: 'mirror',
  interval: 60,
  created_at: '2026-11-29T08:00:00.000Z',
} as const;

const firstRun = {
  started_at: '2026-11-29T08:00:00.120Z',
  finished_at: '2026-11-29T08:00:02.480Z',
  outcome: 'changed',
  counts: { added: 3, removed: 0, moved: 0, left_out: 1 },
} as const;

const sync = {
  ...base,
  status: 'active',
  last_checked_at: '2026-11-29T09:12:41.002Z',
  last_run: firstRun,
  next_run_at: '2026-11-29T10:12:41.000Z',
  counts: { synced: 3, left_out: 1 },
  runs: [
    {
      ...firstRun,
      changes: [
        {
          change: 'added',
          position: 0,
          source: { id: 'xs8et1Qk01mqLaWrYUqBvV', title: 'Tender Wolves', artists: ['Ava Fontaine'], url: 'https://open.spotify.com/track/xs8et1Qk01mqLaWrYUqBvV' },
          target: { id: '3135556', title: 'Tender Wolves', artists: ['Ava Fontaine'], url: 'https://www.deezer.com/track/3135556' },
          match: { method: 'isrc', confidence: 1 },
        },
        {
          change: 'left_out',
          position: 3,
          source: { id: '4ZrCzOeJ1K4VwP1qgQv6ge', title: 'Night Drive (Live)', artists: ['The Lanterns'], url: 'https://open.spotify.com/track/4ZrCzOeJ1K4VwP1qgQv6ge' },
          code: 'not_found',
          reason: 'Deezer has no recording of this track',
        },
      ],
    },
  ],
};

const { next_run_at: _next, ...pausedSync } = sync;
const { runs: _runs, ...listed } = sync;

export const SYNC_EXAMPLES = {
  syncRequest: { source: 'https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh', target: 'deezer', mode: 'mirror', interval: 60 },
  syncPatch: { paused: true },
  syncCreated: {
    data: { ...base, target: { platform: 'deezer' }, source: { ...base.source, title: '' }, status: 'queued', next_run_at: '2026-11-29T08:41:07.000Z', counts: { synced: 0, left_out: 0 }, runs: [] },
    message: 'Keeping a copy on Deezer in step: the first run has started',
    status: 201,
  },
  sync: { data: sync, message: 'Request ok', status: 200 },
  syncPaused: {
    data: { ...pausedSync, status: 'paused', paused: { code: 'by_request', message: 'paused at the listener’s request', at: '2026-11-29T09:30:00.000Z' } },
    message: 'Sync changed',
    status: 200,
  },
  syncQueued: { data: { ...sync, status: 'queued' }, message: 'Run queued: read the sync again for its outcome', status: 202 },
  syncs: { data: [listed], message: 'Syncs of the user, newest first', status: 200 },
};
