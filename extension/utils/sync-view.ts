import { platformName } from '@segue/core';
import type { Sync, SyncChange, SyncPauseCode, SyncRun } from '@segue/core/schemas';
import { localTime } from './transfer-view';

type FormatTime = (iso: string) => string;

/** Why a sync stopped running, in words (the server's message says more). */
export const PAUSE_LABELS: Record<SyncPauseCode, string> = {
  by_request: 'Paused by you',
  source_gone: 'Paused: the playlist is gone, or no longer public',
  target_deleted: 'Paused: the copy was deleted',
  grant_revoked: 'Paused: Segue no longer has access to your account',
  integration_gone: 'Paused: this Segue server no longer works with the platform',
};

export const CHANGE_LABELS: Record<SyncChange['change'], string> = { added: 'Added', removed: 'Removed', left_out: 'Left out' };

/** The source's title; the first run reads it. */
export function syncTitle(sync: Sync): string {
  return sync.source.title || `A ${platformName(sync.source.platform)} playlist`;
}

/** "every 15 minutes", "every hour", "every 2 hours", "every day", "every week". */
export function everyText(minutes: number): string {
  if (minutes === 10_080) return 'every week';
  if (minutes % 1440 === 0) return minutes === 1440 ? 'every day' : `every ${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? 'every hour' : `every ${minutes / 60} hours`;
  return `every ${minutes} minutes`;
}

/** The sync's state in a sentence. */
export function statusText(sync: Sync, formatTime: FormatTime = localTime): string {
  const to = platformName(sync.target.platform);
  switch (sync.status) {
    case 'active':
      return `Kept in sync on ${to}, checked ${everyText(sync.interval)}.`;
    case 'queued':
      return `A run is queued: the copy on ${to} is updated in a moment.`;
    case 'running':
      return `Updating the copy on ${to}…`;
    case 'waiting_for_quota':
      return sync.next_run_at ? `Waiting for ${to}'s quota until ${formatTime(sync.next_run_at)}: the run goes on by itself then.` : `Waiting for ${to}'s quota: the run goes on by itself.`;
    case 'paused':
      return `${PAUSE_LABELS[sync.paused?.code ?? 'by_request']}.`;
  }
}

/** What the server said of a pause it made itself (a pause asked for needs no more words). */
export function pauseDetail(sync: Sync): string | null {
  return sync.paused && sync.paused.code !== 'by_request' ? sync.paused.message : null;
}

/** Why the sync only adds where mirror was asked (Apple Music cannot remove or reorder): the server's note. */
export function modeNote(sync: Sync): string | null {
  if (sync.effective_mode === sync.mode) return null;
  const note = sync.mode_note ?? `${platformName(sync.target.platform)} cannot remove or reorder a playlist's songs: this sync only adds what the playlist gains`;
  return `${note.charAt(0).toUpperCase()}${note.slice(1)}.`;
}

/** "11 added, 2 removed, 1 moved, 1 left out", without the zeros. */
export function countsText(counts: SyncRun['counts']): string {
  const parts = [
    counts.added > 0 ? `${counts.added} added` : null,
    counts.removed > 0 ? `${counts.removed} removed` : null,
    counts.moved > 0 ? `${counts.moved} moved` : null,
    counts.left_out > 0 ? `${counts.left_out} left out` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : 'no songs changed';
}

/** One run of the history: when, and what it did or why it stopped. */
export function runText(run: SyncRun, formatTime: FormatTime = localTime): string {
  const at = formatTime(run.finished_at ?? run.started_at);
  switch (run.outcome) {
    case 'changed':
      return `${at}: ${countsText(run.counts)}.`;
    case 'failed':
      return `${at}: failed${run.error ? ` (${run.error.message})` : ''}. Segue tries again by itself.`;
    case 'paused':
      return `${at}: paused${run.paused ? ` (${run.paused.message})` : ''}.`;
  }
}

/** The last run that changed something (or failed), and when the source was last checked. */
export function lastRunText(sync: Sync, formatTime: FormatTime = localTime): string {
  const run = sync.last_run;
  const checked = sync.last_checked_at;
  if (!run) return checked ? `Checked ${formatTime(checked)}: nothing to change.` : 'Not run yet: the first run makes the copy.';
  const ranAt = run.finished_at ?? run.started_at;
  const since = checked && Date.parse(checked) > Date.parse(ranAt) ? ` Checked again ${formatTime(checked)}: nothing new since.` : '';
  return `Last run ${runText(run, formatTime)}${since}`;
}

export function nextRunText(sync: Sync, formatTime: FormatTime = localTime): string | null {
  if (sync.status === 'paused') return 'It runs again once resumed.';
  if (sync.status === 'running' || sync.status === 'queued' || sync.status === 'waiting_for_quota' || !sync.next_run_at) return null;
  return `Next run ${formatTime(sync.next_run_at)}.`;
}

/**
 * Whether a run asked for (Run now, Resume) has shown up in the sync: the source checked again, a
 * run recorded, or the run waiting for quota. The server answers a queued run with the sync as it
 * was, so this is how a page knows the run happened.
 */
export function runLanded(before: Sync, after: Sync): boolean {
  if (after.status === 'running' || after.status === 'queued') return false;
  return after.last_checked_at !== before.last_checked_at || after.last_run?.started_at !== before.last_run?.started_at || after.status === 'waiting_for_quota' || after.status === 'paused';
}
