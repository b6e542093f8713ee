import { platformName } from '@segue/core';
import type { Sync, SyncRun } from '@segue/core/schemas';
import { platformRecord } from '../platforms/registry';
import { canMirror } from './sync-copy';
import type { SyncRecord } from './sync.repository';
import type { RunRecord } from './sync-state.repository';

function runView(run: RunRecord, full: boolean): SyncRun {
  return {
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt.toISOString(),
    outcome: run.outcome,
    counts: run.counts,
    ...(full ? { changes: run.changes } : {}),
    // A paused run keeps its reason where a failed one keeps its error.
    ...(run.error && run.outcome === 'paused' ? { paused: { code: run.error.code as NonNullable<SyncRun['paused']>['code'], message: run.error.message } } : {}),
    ...(run.error && run.outcome === 'failed' ? { error: { code: run.error.code as NonNullable<SyncRun['error']>['code'], message: run.error.message } } : {}),
  };
}

/** How the sync runs: `append` where the target cannot remove or reorder a playlist's entries, whatever was asked. */
export function effectiveMode(record: Pick<SyncRecord, 'mode' | 'to'>): { mode: Sync['mode']; note?: string } {
  if (record.mode === 'append' || canMirror(platformRecord(record.to).libraryWriteLimits)) return { mode: record.mode };
  return {
    mode: 'append',
    note: `${platformName(record.to)}'s API cannot remove or reorder the entries of a library playlist: this sync only adds what the source gains`,
  };
}

/** A sync as the API answers it; `runs` newest first (the history when `full`, else the last run at most). */
export function syncView(record: SyncRecord, counts: { synced: number; leftOut: number } | undefined, runs: readonly RunRecord[], options: { now: Date; full: boolean }): Sync {
  const effective = effectiveMode(record);
  const status: Sync['status'] = record.pausedCode
    ? 'paused'
    : record.waitingUntil && record.waitingUntil > options.now
      ? 'waiting_for_quota'
      : record.currentRun !== null
        ? 'running'
        : record.runRequestedAt !== null
          ? 'queued'
          : 'active';
  const last = runs[0];
  return {
    id: record.id,
    user_id: record.userId,
    source: { platform: record.from, id: record.sourceId, url: record.sourceUrl, title: record.sourceTitle },
    target: { platform: record.to, ...(record.targetId && record.targetUrl ? { playlist: { id: record.targetId, url: record.targetUrl } } : {}) },
    mode: record.mode,
    effective_mode: effective.mode,
    ...(effective.note ? { mode_note: effective.note } : {}),
    interval: record.intervalMinutes,
    status,
    ...(record.pausedCode ? { paused: { code: record.pausedCode, message: record.pausedMessage ?? '', at: (record.pausedAt ?? options.now).toISOString() } } : {}),
    ...(record.lastCheckedAt ? { last_checked_at: record.lastCheckedAt.toISOString() } : {}),
    ...(last ? { last_run: runView(last, false) } : {}),
    ...(record.nextRunAt && !record.pausedCode ? { next_run_at: record.nextRunAt.toISOString() } : {}),
    counts: { synced: counts?.synced ?? 0, left_out: counts?.leftOut ?? 0 },
    ...(options.full ? { runs: runs.map((r) => runView(r, true)) } : {}),
    created_at: record.createdAt.toISOString(),
  };
}
