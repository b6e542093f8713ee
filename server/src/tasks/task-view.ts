import type { FailedTaskResponse, Task } from '@segue/core/schemas';
import type { TaskRecord } from './task.repository';

/**
 * A pending task untouched this long is reported failed. Attempts write progress every 2 % and
 * wait at most 2 minutes between them; two hours of silence means no attempt is left (or the
 * queue is so far behind that starting over is no worse). The per-app task limit stops counting it too.
 */
export const STALLED_AFTER_MS = 2 * 3_600_000;

/** A task as the API shows it, with the platform requests its attempts made so far. */
export type TaskView = ({ kind: 'task'; task: Task } | { kind: 'failed'; body: FailedTaskResponse }) & { platformRequests: number };

/** The API's answer for a stored task at `now`: pending with progress, completed, or failed. */
export function taskView(task: TaskRecord, now: Date): TaskView {
  return { ...taskAnswer(task, now), platformRequests: task.platformRequests };
}

function taskAnswer(task: TaskRecord, now: Date): { kind: 'task'; task: Task } | { kind: 'failed'; body: FailedTaskResponse } {
  if (task.status === 'failed' && task.error) {
    return {
      kind: 'failed',
      body: {
        message: 'The playlist conversion failed',
        status: 200,
        error: { task_id: task.id, status: 'failed', payload: { ...task.error, status: 'failed' } },
      },
    };
  }
  if (task.status === 'completed' && task.payload) return { kind: 'task', task: { task_id: task.id, status: 'completed', payload: task.payload } };
  if (now.getTime() - task.updatedAt.getTime() > STALLED_AFTER_MS) {
    // Its last attempt ended with its process (no job is left to finish it): the caller is told
    // to start over rather than poll forever. A late attempt can still complete it.
    return taskAnswer(
      {
        ...task,
        status: 'failed',
        error: { platform: task.targetPlatform, error: 'EINTERNAL', message: 'the conversion stopped without finishing; send the request again' },
      },
      now,
    );
  }
  return { kind: 'task', task: { task_id: task.id, status: 'pending', payload: null, progress: task.progress } };
}

/** The body `GET /v1/task/{task_id}` sends for a view: the failed body, or the envelope around the task. */
export function taskViewJson(view: TaskView): string {
  return JSON.stringify(view.kind === 'failed' ? view.body : { data: view.task, message: 'Request ok', status: 200 });
}
