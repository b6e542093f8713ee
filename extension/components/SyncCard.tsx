import { type PlatformKey, platformName } from '@segue/core';
import type { Sync } from '@segue/core/schemas';
import { useEffect, useState } from 'react';
import type { Notice, Outcome } from '../utils/notice';
import { readSync, runNow, setPaused, stopSync } from '../utils/sync-calls';
import { lastRunText, modeNote, nextRunText, pauseDetail, runLanded, statusText, syncTitle } from '../utils/sync-view';
import type { MoveDeps } from '../utils/transfer-calls';
import { NoticeView } from './NoticeView';
import { SyncHistory } from './SyncHistory';

/** The API asks to poll every 5 seconds or more. */
const POLL_MS = 5_000;
/** How long a run asked for is followed here; after that it shows when the page is opened again. */
const FOLLOW_MS = 120_000;

type Action = 'pause' | 'resume' | 'run' | 'stop' | 'history';

/**
 * One sync: where from and to, its state, its last and next runs, and Pause or Resume, Run now,
 * Stop (asked twice: the copy stays) and its history. A run asked for is followed until it shows.
 */
export function SyncCard(props: { sync: Sync; deps: MoveDeps; platform: PlatformKey; onChanged: (sync: Sync) => void; onStopped: (sync: Sync) => void }) {
  const { sync, deps, platform, onChanged } = props;
  const [busy, setBusy] = useState<Action | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // The sync as the run was asked for, while it is followed, and since when.
  const [asked, setAsked] = useState<{ before: Sync; at: number } | null>(null);
  const to = platformName(sync.target.platform);
  const following = asked !== null || sync.status === 'running';

  useEffect(() => {
    if (!following) return;
    const timer = setTimeout(() => {
      void readSync(deps, platform, sync.id).then((reply) => {
        if (!reply.ok) {
          setNotice(reply.notice);
          setAsked(null);
          return;
        }
        onChanged(reply.value);
        if (asked && (runLanded(asked.before, reply.value) || Date.now() - asked.at > FOLLOW_MS)) setAsked(null);
      });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [following, sync]);

  const act = (action: Action, call: () => Promise<Outcome<{ value: Sync }>>, then: (sync: Sync) => void) => {
    setNotice(null);
    setBusy(action);
    void call()
      .then((reply) => (reply.ok ? then(reply.value) : setNotice(reply.notice)))
      .finally(() => setBusy(null));
  };
  const follow = (next: Sync) => {
    onChanged(next);
    setAsked({ before: next, at: Date.now() });
  };
  const paused = sync.status === 'paused';
  const detail = pauseDetail(sync);
  const note = modeNote(sync);
  const next = nextRunText(sync);

  return (
    <li data-sync={sync.id} data-status={sync.status}>
      <h3>
        <a href={sync.source.url} target="_blank" rel="noreferrer">
          {syncTitle(sync)}
        </a>{' '}
        <span className="muted small">
          {platformName(sync.source.platform)} → {to}
        </span>
      </h3>
      <p data-testid="sync-status">{statusText(sync)}</p>
      {detail && <p className="muted small">{detail}</p>}
      {note && <p className="muted small">{note}</p>}
      <p className="small" data-testid="sync-last-run">
        {lastRunText(sync)} {next}
      </p>
      <p className="small">
        {sync.target.playlist ? (
          <a href={sync.target.playlist.url} target="_blank" rel="noreferrer">
            Open the copy on {to}
          </a>
        ) : (
          <span className="muted">The copy is made on the first run.</span>
        )}{' '}
        <span className="muted">
          ({sync.counts.synced} songs on the copy{sync.counts.left_out > 0 ? `, ${sync.counts.left_out} left out` : ''})
        </span>
      </p>
      {asked && <p className="muted small">Run asked for: its outcome shows here in a moment.</p>}
      <div className="row wrap">
        {paused ? (
          <button type="button" className="primary" disabled={busy !== null} onClick={() => act('resume', () => setPaused(deps, platform, sync.id, false), follow)}>
            {busy === 'resume' ? 'Resuming…' : 'Resume'}
          </button>
        ) : (
          <>
            <button type="button" disabled={busy !== null} onClick={() => act('pause', () => setPaused(deps, platform, sync.id, true), onChanged)}>
              {busy === 'pause' ? 'Pausing…' : 'Pause'}
            </button>
            <button type="button" disabled={busy !== null || following} onClick={() => act('run', () => runNow(deps, platform, sync.id), follow)}>
              {busy === 'run' ? 'Asking…' : 'Run now'}
            </button>
          </>
        )}
        <button type="button" disabled={busy !== null} aria-expanded={confirming} onClick={() => setConfirming(!confirming)}>
          Stop syncing…
        </button>
        <button
          type="button"
          className="link"
          aria-expanded={historyOpen}
          disabled={busy === 'history'}
          onClick={() => {
            if (historyOpen) setHistoryOpen(false);
            else
              act('history', () => readSync(deps, platform, sync.id), (full) => {
                onChanged(full);
                setHistoryOpen(true);
              });
          }}
        >
          {historyOpen ? 'Hide history' : busy === 'history' ? 'Reading the history…' : 'History'}
        </button>
      </div>
      {confirming && (
        <div className="fix" role="group" aria-label="Stop syncing">
          <p>
            Stop syncing “{syncTitle(sync)}”? The copy stays in your {to} library as it is; it just no longer follows the playlist.
          </p>
          <div className="row">
            <button type="button" className="primary" disabled={busy !== null} onClick={() => act('stop', () => stopSync(deps, platform, sync.id), props.onStopped)}>
              {busy === 'stop' ? 'Stopping…' : 'Stop syncing'}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Keep syncing
            </button>
          </div>
        </div>
      )}
      {notice && <NoticeView notice={notice} />}
      {historyOpen && <SyncHistory sync={sync} />}
    </li>
  );
}
