import type { Sync, SyncChange } from '@segue/core/schemas';
import { CHANGE_LABELS, runText, syncTitle } from '../utils/sync-view';
import { CODE_LABELS } from '../utils/transfer-view';

/** A sync's history, newest first: each run that changed the copy, failed or paused it, with every song it added, removed or left out. */
export function SyncHistory({ sync }: { sync: Sync }) {
  const runs = sync.runs ?? [];
  if (runs.length === 0) return <p className="muted small">No runs to show yet: runs that change the copy, fail or pause the sync show here.</p>;
  return (
    <ol className="sync-runs" aria-label={`History of ${syncTitle(sync)}`} data-testid="sync-history">
      {runs.map((run) => (
        <li key={run.started_at} data-outcome={run.outcome}>
          <div>{runText(run)}</div>
          {run.changes && run.changes.length > 0 && (
            <ul className="left-out">
              {run.changes.map((change) => (
                <ChangeView key={`${change.change}#${change.position}#${change.source.id}`} change={change} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

function ChangeView({ change }: { change: SyncChange }) {
  // The song on the copy where there is one (added, removed), else the source's.
  const url = change.target?.url || change.source.url;
  const title = change.source.title || 'Untitled';
  return (
    <li data-change={change.change}>
      <span className="kind">{CHANGE_LABELS[change.change]}</span>{' '}
      {url ? (
        <a href={url} target="_blank" rel="noreferrer">
          {title}
        </a>
      ) : (
        title
      )}
      {change.source.artists.length > 0 && <> — {change.source.artists.join(', ')}</>}
      {change.change === 'left_out' && (
        <div className="muted small">
          {change.code ? CODE_LABELS[change.code] : 'Left out'}
          {change.reason ? `: ${change.reason}` : ''}
        </div>
      )}
    </li>
  );
}
