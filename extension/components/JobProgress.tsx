import type { PlaylistJob } from '../utils/playlist-jobs';

/** A running playlist job's progress: tracks looked up so far, of the total. */
export function JobProgress({ job }: { job: PlaylistJob }) {
  const { done = 0, total = 0 } = job.progress ?? {};
  return (
    <div className="progress" data-testid="progress" aria-live="polite">
      <progress value={done} max={total || 1} />
      <span>{total > 0 ? `${done} of ${total} tracks` : 'Starting…'}</span>
    </div>
  );
}
