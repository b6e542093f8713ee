import { useEffect, useState } from 'react';
import { api, type TaskSummary } from '../api';
import { ErrorMessage } from '../components/ErrorMessage';
import { platformLabel } from '../components/PlatformLabel';

export function TasksSection({ appId }: { appId: string }) {
  const [result, setResult] = useState<{ tasks: TaskSummary[] }>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    api<{ tasks: TaskSummary[] }>('GET', `/apps/${appId}/tasks`).then(setResult, (failure: Error) => setError(failure.message));
  }, [appId]);

  const omitted = result?.tasks.reduce((sum, task) => sum + task.omitted.length, 0) ?? 0;
  return (
    <section aria-labelledby="tasks" className="wide">
      <h2 id="tasks">Recent playlist tasks</h2>
      <ErrorMessage message={error} />
      {result && result.tasks.length === 0 && (
        <p className="empty">No playlist conversions yet. Tasks started with this app's key appear here with the tracks they left out.</p>
      )}
      {result && result.tasks.length > 0 && (
        <>
          <div className="table-scroll">
            <table className="tasks">
              <thead>
                <tr>
                  <th scope="col">Playlist</th>
                  <th scope="col">Target</th>
                  <th scope="col">Status</th>
                  <th scope="col">Omitted</th>
                </tr>
              </thead>
              <tbody>
                {result.tasks.map((task) => (
                  <tr key={task.id}>
                    <td>
                      <a href={task.url} rel="noreferrer noopener" target="_blank" className="url">
                        {task.title || task.url}
                      </a>
                      <div className="muted">{new Date(task.created_at).toLocaleString()}</div>
                    </td>
                    <td className="nowrap">{platformLabel(task.target_platform)}</td>
                    <td>
                      <span className="nowrap">{task.status}</span>
                      {task.error && <div className="muted">{task.error.code}: {task.error.message}</div>}
                    </td>
                    <td>
                      {task.omitted.length === 0 ? '0' : (
                        <details>
                          <summary>{task.omitted.length}</summary>
                          <ul>
                            {task.omitted.map((track, index) => (
                              <li key={index}>
                                {track.title} — {track.artists.join(', ')}{' '}
                                <span className="muted">
                                  ({platformLabel(track.platform)}: {track.reason})
                                </span>
                              </li>
                            ))}
                          </ul>
                        </details>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <a className="button" href={`/dashboard/api/apps/${appId}/tasks.csv`} download>
            Download omitted tracks as CSV ({omitted})
          </a>
        </>
      )}
    </section>
  );
}
