export interface OmittedTrack {
  title: string;
  artists: string[];
  /** Link of the source track, when known. */
  url: string;
  reason: string;
}

export interface TaskSummary {
  id: string;
  url: string;
  target_platform: string;
  status: string;
  created_at: string;
  omitted: OmittedTrack[];
}

export interface RecentTasksResult {
  /** False while the server has no playlist conversion to read tasks from. */
  available: boolean;
  tasks: TaskSummary[];
}

/** Reads an app's most recent playlist tasks; the conversion service provides the real one. */
export type RecentTasks = (appId: string) => Promise<RecentTasksResult>;

export const noRecentTasks: RecentTasks = async () => ({ available: false, tasks: [] });

/** RFC 4180 field: quoted when it holds a comma, quote or line break; formula prefixes defused. */
function field(value: string): string {
  // A leading = + - @ would run as a formula in spreadsheet apps (OWASP "CSV injection").
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row per omitted track of every task, with the task it belongs to. */
export function tasksCsv(tasks: TaskSummary[]): string {
  const rows = [['task_id', 'playlist_url', 'target_platform', 'task_status', 'track_title', 'track_artists', 'track_url', 'reason']];
  for (const task of tasks) {
    for (const track of task.omitted) {
      rows.push([task.id, task.url, task.target_platform, task.status, track.title, track.artists.join('; '), track.url, track.reason]);
    }
  }
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
