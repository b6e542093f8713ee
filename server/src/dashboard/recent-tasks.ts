export interface OmittedTrack {
  /** The target platform the track is missing from. */
  platform: string;
  title: string;
  artists: string[];
  /** Link of the source track, when known. */
  url: string;
  reason: string;
}

export interface TaskSummary {
  id: string;
  url: string;
  title: string;
  target_platform: string;
  status: string;
  created_at: string;
  /** For failed tasks: the error code and message the API answered. */
  error: { code: string; message: string } | null;
  omitted: OmittedTrack[];
}

export interface RecentTasksResult {
  tasks: TaskSummary[];
}

/** Reads an app's most recent playlist tasks, newest first. */
export type RecentTasks = (appId: string) => Promise<RecentTasksResult>;

/** RFC 4180 field: quoted when it holds a comma, quote or line break; formula prefixes defused. */
function field(value: string): string {
  // A leading = + - @ would run as a formula in spreadsheet apps (OWASP "CSV injection").
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row per omitted track of every task, with the task it belongs to. */
export function tasksCsv(tasks: TaskSummary[]): string {
  const rows = [['task_id', 'playlist_url', 'task_status', 'platform', 'track_title', 'track_artists', 'track_url', 'reason']];
  for (const task of tasks) {
    for (const track of task.omitted) {
      rows.push([task.id, task.url, task.status, track.platform, track.title, track.artists.join('; '), track.url, track.reason]);
    }
  }
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
