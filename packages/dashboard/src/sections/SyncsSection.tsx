import { useEffect, useState } from 'react';
import { api, type Sync } from '../api';
import { ErrorMessage } from '../components/ErrorMessage';
import { platformLabel } from '../components/PlatformLabel';

const STATUS_LABELS: Record<Sync['status'], string> = {
  active: 'active',
  queued: 'run queued',
  running: 'running',
  waiting_for_quota: 'waiting for quota',
  paused: 'paused',
};

const when = (iso: string) => new Date(iso).toLocaleString();

/** "every 15 min", "every 2 h", "every day", "every week" (the longest a sync may wait). */
export function intervalText(minutes: number): string {
  if (minutes === 10_080) return 'every week';
  if (minutes % 1440 === 0) return minutes === 1440 ? 'every day' : `every ${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? 'every hour' : `every ${minutes / 60} h`;
  return `every ${minutes} min`;
}

/** The app's syncs, for support: whose playlist is kept in step where, how it runs, how its last run went. */
export function SyncsSection({ appId }: { appId: string }) {
  const [syncs, setSyncs] = useState<Sync[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    api<{ syncs: Sync[] }>('GET', `/apps/${appId}/syncs`).then(
      (result) => setSyncs(result.syncs),
      (failure: Error) => setError(failure.message),
    );
  }, [appId]);
  return (
    <section aria-labelledby="syncs" className="wide">
      <h2 id="syncs">Syncs</h2>
      <ErrorMessage message={error} />
      {syncs && <SyncsTable syncs={syncs} />}
    </section>
  );
}

/** The list itself, apart from loading it. */
export function SyncsTable({ syncs }: { syncs: Sync[] }) {
  if (syncs.length === 0) {
    return <p className="empty">No syncs yet. Playlists this app's listeners keep in step on another platform appear here with their last and next runs.</p>;
  }
  return (
    <div className="table-scroll">
      <table className="tasks" data-testid="syncs">
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Source → copy</th>
            <th scope="col">Mode</th>
            <th scope="col">Status</th>
            <th scope="col">Last run</th>
            <th scope="col">Next run</th>
          </tr>
        </thead>
        <tbody>
          {syncs.map((sync) => (
            <tr key={sync.id} data-sync={sync.id}>
              <td>
                <code>{sync.user_id}</code>
                <div className="muted">{when(sync.created_at)}</div>
              </td>
              <td>
                <SourceAndCopy sync={sync} />
              </td>
              <td>
                <span className="nowrap">{sync.effective_mode === sync.mode ? sync.mode : `${sync.mode}, runs as ${sync.effective_mode}`}</span>
                {sync.effective_mode !== sync.mode && sync.mode_note && <div className="muted">{sync.mode_note}</div>}
                <div className="muted">{intervalText(sync.interval)}</div>
              </td>
              <td>
                <span className="nowrap">{STATUS_LABELS[sync.status] ?? sync.status}</span>
                {sync.paused && (
                  <div className="muted">
                    {sync.paused.code}: {sync.paused.message} (since {when(sync.paused.at)})
                  </div>
                )}
              </td>
              <td>
                <LastRun sync={sync} />
              </td>
              <td className="nowrap">{sync.next_run_at ? when(sync.next_run_at) : sync.paused ? 'when resumed' : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SourceAndCopy({ sync }: { sync: Sync }) {
  const { source, target, counts } = sync;
  return (
    <>
      <div>
        {platformLabel(source.platform)}:{' '}
        <a href={source.url} rel="noreferrer noopener" target="_blank" className="url">
          {source.title || source.url}
        </a>
      </div>
      <div>
        → {platformLabel(target.platform)}:{' '}
        {target.playlist ? (
          <a href={target.playlist.url} rel="noreferrer noopener" target="_blank" className="url">
            the copy
          </a>
        ) : (
          <span className="muted">no copy yet</span>
        )}
      </div>
      <div className="muted">
        {counts.synced} on the copy, {counts.left_out} left out
      </div>
    </>
  );
}

function LastRun({ sync }: { sync: Sync }) {
  const run = sync.last_run;
  const checked = sync.last_checked_at && <div className="muted">checked {when(sync.last_checked_at)}</div>;
  if (!run) return <>{checked || <span className="muted">not run yet</span>}</>;
  const { counts } = run;
  return (
    <>
      <span className="nowrap">
        {run.outcome} {when(run.finished_at ?? run.started_at)}
      </span>
      {run.outcome === 'changed' && (
        <div>
          {counts.added} added, {counts.removed} removed, {counts.moved} moved, {counts.left_out} left out
        </div>
      )}
      {run.error && (
        <div className="muted">
          {run.error.code}: {run.error.message}
        </div>
      )}
      {checked}
    </>
  );
}
