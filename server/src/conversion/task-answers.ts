import { AppError } from '../errors/app-error';
import { isUuid } from '../shared/params';
import type { TaskRepository } from './task.repository';
import { taskView, taskViewJson } from './task-view';

/** What `GET /v1/task/{task_id}` sends: the body, serialised, and the platform requests so far. */
export interface TaskAnswer {
  json: string;
  platformRequests: number;
}

export type TaskAnswers = ReturnType<typeof createTaskAnswers>;

/**
 * The read path of task polling. A finished task's answer is serialised once, on the first read
 * after it finished, stored beside the task, and from then on sent as it is: one indexed read of a
 * text column, no JSON parsed or written. A pending task's answer (its progress, or "stalled") is
 * built on each read, as it changes.
 */
export function createTaskAnswers(deps: { tasks: TaskRepository; now: () => Date }) {
  return {
    /** Only the app's own tasks, by task id (the public short id never opens a task). */
    async answer(appId: string, key: string): Promise<TaskAnswer> {
      if (!isUuid(key)) throw new AppError('EBADREQUEST', 'task_id must be a UUID: the task_id the conversion answered with (a short link id is not a task id)');
      const found = await deps.tasks.findAnswerForApp(appId, key.toLowerCase());
      if (!found) throw new AppError('ENOTFOUND', `no task ${key} for this app`);
      const { task } = found;
      if (found.answer !== null) return { json: found.answer, platformRequests: task.platformRequests };
      const json = taskViewJson(taskView(task, deps.now()));
      if (task.status !== 'pending') await deps.tasks.saveAnswer(task.id, json);
      return { json, platformRequests: task.platformRequests };
    },
  };
}
